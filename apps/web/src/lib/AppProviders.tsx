import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Toasts } from '../components/Toaster/Toasts';
import { activeLocale, i18nFor, onLocaleChange } from '../i18n/i18n';
import { cssVariablesResolver, theme } from '../theme';

export interface AppProvidersProps {
  /** Mantine's `env="test"` (no transitions, no portals) in component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Mantine's date pickers in the screens' language (dayjs's locale is loaded with its catalog). */
function LocaleDates({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <DatesProvider settings={{ locale: active.locale }}>{children}</DatesProvider>;
}

/** The screens' messages in the active language; a change of language re-renders them. */
function LocaleMessages({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(activeLocale);
  useEffect(() => {
    const stop = onLocaleChange(setLocale);
    setLocale(activeLocale()); // a change between the first render and this effect
    return stop;
  }, []);
  return <I18nProvider i18n={i18nFor(locale)}>{children}</I18nProvider>;
}

/**
 * What every page renders inside, in the browser, in the prerender and in component tests:
 * the messages in the visitor's language, Mantine with the app's theme and the date pickers in
 * that language, and the toast area. The tRPC client and query cache are not here: the parts that
 * call the API bring them when they load (lib/DataProvider, lib/lazyWithData), so a visitor page's
 * first scripts hold neither.
 */
export function AppProviders({ env, children }: AppProvidersProps) {
  return (
    <LocaleMessages>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <LocaleDates>
          <Toasts />
          {children}
        </LocaleDates>
      </MantineProvider>
    </LocaleMessages>
  );
}
