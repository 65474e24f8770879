import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

/** Fairway greens: the club's primary colour (buttons, links, focus). */
const pine: MantineColorsTuple = [
  '#eaf5ef',
  '#d4e9dd',
  '#a7d1bb',
  '#77b896',
  '#4fa277',
  '#379365',
  '#27825a',
  '#1c6a48',
  '#135238',
  '#0b3a27',
];

/** Trophy gold: the accent for calls to action. */
const gold: MantineColorsTuple = [
  '#fcf7e8',
  '#f5ebc9',
  '#ead79a',
  '#dfc268',
  '#d6b042',
  '#cfa42a',
  '#b8901f',
  '#977518',
  '#775c11',
  '#574209',
];

/** Deep night greens for the bar, the footer and dark panels. */
export const brand = {
  night: '#0d2a1f',
  nightDeep: '#081c14',
  cream: '#f6f3ea',
  gold: '#d6b042',
} as const;

export const theme = createTheme({
  primaryColor: 'pine',
  primaryShade: { light: 7, dark: 5 },
  colors: { pine, gold },
  black: '#10201a',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Dialogs, menus and lists open and close without their transitions for a visitor who asks the
  // system for reduced motion (WCAG 2.3.3), as the hero's film stays still for them.
  respectReducedMotion: true,
  fontFamily:
    "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily:
      "'Playfair Display Variable', 'Playfair Display Fallback', Georgia, 'Times New Roman', serif",
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.1rem)', lineHeight: '1.2' },
    },
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Tooltip: { defaultProps: { openDelay: 700, closeDelay: 0, withArrow: true } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/**
 * Mantine's default error red and placeholder grey are under 4.5:1 on white: every form's
 * messages and placeholders use darker ones (MantineProvider's `cssVariablesResolver`).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
  },
  dark: {},
});
