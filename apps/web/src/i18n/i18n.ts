import { i18n } from '@lingui/core';
import { messages as en } from '../locales/en/messages.po';
import type { Locale } from './locales';
import { LANGUAGE_TAG, localeCookie } from './locales';

// English is in every page's first load (the prerendered pages are English); Spanish is fetched
// when it is chosen, so English visitors never download it.
i18n.load('en', en);
i18n.activate('en');
const loaded = new Set<Locale>(['en']);

async function loadMessages(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const [{ messages }] = await Promise.all([
    import('../locales/es/messages.po'),
    // Mantine's date pickers name months and weekdays through dayjs's locale.
    import('dayjs/locale/es'),
  ]);
  i18n.load(locale, messages);
  loaded.add(locale);
}

/**
 * Makes `locale` the language of every message, of `<html lang>` and of the date pickers.
 * Loads its catalog first when it is not loaded yet.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadMessages(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[locale];
}

/** Remembers a visitor's choice for their next visits (the `club_lang` cookie). */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

export { i18n };
