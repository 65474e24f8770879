import type { MantineThemeOverride } from '@mantine/core';
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
} from '@mantine/core';

// What MantineProvider computes in the browser on every visit and writes into two <style> tags:
// the theme's CSS variables and the hiddenFrom/visibleFrom classes. For one fixed theme it is
// the same text each time, so the build writes it into the stylesheet (vite.config.ts) and the
// app's provider (lib/StaticMantineProvider) leaves that code out of the first load.
// mantineStaticCss.test.tsx holds it to what MantineProvider itself renders.

/** The variables the theme changes from Mantine's defaults (which styles.css already sets). */
function themeVariables(theme: MantineThemeOverride): string {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const changed = (part: 'variables' | 'light' | 'dark') => {
    const before: Record<string, string> = defaults[part];
    return Object.fromEntries(
      Object.entries(resolved[part]).filter(([name, value]) => before[name] !== value),
    );
  };
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}

/** `.mantine-visible-from-md` and `.mantine-hidden-from-md` (and the other breakpoints). */
function breakpointClasses(theme: MantineThemeOverride): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
  return Object.entries(breakpoints)
    .map(([breakpoint, value]) => {
      const width = px(value);
      if (typeof width !== 'number') throw new Error(`Breakpoint ${breakpoint} is not a size`);
      const isPx = value.includes('px');
      const below = isPx ? `${width - 0.1}px` : em(width - 0.1);
      const from = isPx ? `${width}px` : em(width);
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join('');
}

/** The CSS MantineProvider would inject at run time for `theme`. */
export function mantineStaticCss(theme: MantineThemeOverride): string {
  return `${themeVariables(theme)}\n${breakpointClasses(theme)}\n`;
}
