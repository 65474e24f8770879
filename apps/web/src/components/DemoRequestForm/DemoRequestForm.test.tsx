import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, screen, waitFor } from '../../test-utils';
import { DemoRequestForm } from './DemoRequestForm';

// The calendar and drop-downs load when first wanted; here once, up front, so no test waits on it.
beforeAll(() => import('./DemoPickers'));

function renderForm() {
  return renderWithProviders(<DemoRequestForm onSubmitted={vi.fn()} />, { api: fakeApi() });
}

/** The Preferred Date field: its stand-in, or the real calendar field (data-dates-input). */
const dateField = () => screen.getByRole('button', { name: /Preferred Date/ });

describe('DemoRequestForm', () => {
  it('shows stand-ins until the visitor clicks a field; sending the form shows every field and its message', async () => {
    const view = renderForm();
    await view.user.click(screen.getByRole('button', { name: 'Request My Free Demo' }));
    await waitFor(() => expect(dateField()).toHaveAttribute('data-dates-input'));
    expect(await screen.findByText('Please select a date')).toBeVisible();
  });

  it('shows a stand-in for the calendar field until the visitor clicks it, then the real one', async () => {
    const view = renderForm();
    expect(dateField()).not.toHaveAttribute('data-dates-input');
    await view.user.click(dateField());
    await waitFor(() => expect(dateField()).toHaveAttribute('data-dates-input'));
  });

  it('swaps the field only once the click is whole, never on pointer down (or the end of that click closed the calendar the real field had opened)', async () => {
    const view = renderForm();
    const standIn = dateField();
    await view.user.pointer({ keys: '[MouseLeft>]', target: standIn });
    await new Promise((r) => setTimeout(r, 150));
    expect(dateField()).toBe(standIn);
    await view.user.pointer({ keys: '[/MouseLeft]', target: standIn });
    await waitFor(() => expect(dateField()).toHaveAttribute('data-dates-input'));
  });

  it('swaps a drop-down on a whole click too, never on pointer down', async () => {
    const view = renderForm();
    const time = () => screen.getByRole('combobox', { name: /Preferred Time/ });
    const standIn = time();
    await view.user.pointer({ keys: '[MouseLeft>]', target: standIn });
    await new Promise((r) => setTimeout(r, 150));
    expect(time()).toBe(standIn);
    await view.user.pointer({ keys: '[/MouseLeft]', target: standIn });
    await waitFor(() => expect(time()).not.toBe(standIn));
  });
});
