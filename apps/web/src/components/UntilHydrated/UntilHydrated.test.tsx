import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render, waitFor, within } from '../../test-utils';
import { axeViolations } from '../../test-utils/axe';
import { UntilHydrated } from './UntilHydrated';

const form = (
  <MantineProvider>
    <form aria-label="Sign in">
      <UntilHydrated>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" />
        <button type="submit">Login</button>
      </UntilHydrated>
    </form>
  </MantineProvider>
);

describe('UntilHydrated', () => {
  it("draws a prerendered island's controls disabled, and React's hydration enables them", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const page = within(container);
    expect(page.getByLabelText('Email')).toBeDisabled();
    expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();

    render(form, { container, hydrate: true });
    await waitFor(() => expect(page.getByLabelText('Email')).toBeEnabled());
    expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is ready at once when drawn in the browser', () => {
    const page = within(render(form).container);
    expect(page.getByLabelText('Email')).toBeEnabled();
    expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
