import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberLocale } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { LANGUAGE_TAG, LOCALE_NAME, pathIn } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';

export interface LanguageSwitchProps {
  /** Opens the page in another language (tests pass their own; the browser loads the address). */
  open?: (href: string) => void;
}

/**
 * "Español" on an English page, "English" on a Spanish one: a link to this very page in the
 * other language (its address under /es, or out of it), so it works before the scripts arrive
 * and crawlers find each page's twin. Each name is written, and marked (`lang`), in its own
 * language, so a screen reader says "Español" in Spanish. A click remembers the choice (the
 * club_lang cookie) and, for a signed-in member, keeps it on the account (their e-mails follow it)
 * before the page opens.
 */
export function LanguageSwitch({
  open = (href) => window.location.assign(href),
}: LanguageSwitchProps) {
  const { locale } = useLocale();
  const location = useLocation();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const href = `${pathIn(other, location.pathname)}${location.search}${location.hash}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    rememberLocale(other);
    void import('../../i18n/saveLocale')
      .then(({ saveLocale }) => saveLocale(other))
      .catch(() => undefined) // the page still opens in the chosen language
      .then(() => open(href));
  };
  return (
    <Anchor
      href={href}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      onClick={onClick}
      c="gold.4"
      fw={600}
      size="sm"
    >
      {LOCALE_NAME[other]}
    </Anchor>
  );
}
