import type { MantineThemeOverride } from '@mantine/core';
import {
  localStorageColorSchemeManager,
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';

const colorSchemeManager = localStorageColorSchemeManager();
const getRootElement = () => document.documentElement;

/**
 * MantineProvider with its defaults and a light colour scheme, less the two <style> tags it
 * computes at run time: the build puts their CSS in the stylesheet (styles/mantineStaticCss.ts).
 * Tests keep MantineProvider.
 */
export function StaticMantineProvider({
  theme,
  children,
}: {
  theme: MantineThemeOverride;
  children: ReactNode;
}) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'light',
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  });
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      deduplicateInlineStyles: false,
    }),
    [colorScheme, setColorScheme, clearColorScheme],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
