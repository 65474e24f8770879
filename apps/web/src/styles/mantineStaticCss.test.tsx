import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { mantineStaticCss } from './mantineStaticCss';

/** The text of the <style> tags MantineProvider writes for the theme (as in the browser). */
function runtimeCss(selector: string): string {
  const { container } = render(
    <MantineProvider theme={theme}>
      <p>page</p>
    </MantineProvider>,
  );
  return container.ownerDocument.querySelector(selector)?.textContent ?? '';
}

describe('mantineStaticCss', () => {
  it('is the CSS MantineProvider would write for the app theme', () => {
    const variables = runtimeCss('style[data-mantine-styles="true"]');
    const classes = runtimeCss('style[data-mantine-styles="classes"]');
    expect(variables).toContain('--mantine-primary-color-filled');
    expect(classes).toContain('.mantine-hidden-from-md');
    expect(mantineStaticCss(theme)).toBe(`${variables}\n${classes}\n`);
  });
});
