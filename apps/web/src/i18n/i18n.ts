import type { I18n, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { startTransition } from 'react';
import { setErrorFallback } from '../lib/errorFallback';
import { messages as layoutEnglish } from '../locales/main/en.po';
import type { Locale } from './locales';
import { LANGUAGE_TAG, localeCookie, SOURCE_LOCALE } from './locales';

/**
 * A catalog, as `lingui extract-experimental` names them (lingui.config.ts): `main` for what
 * src/main.tsx reaches without a page (the layout, the providers, the guards), else a page's
 * module name (`HomePage`): `src/locales/<name>/<locale>.po`.
 */
export type CatalogName = string;

/** The layout's catalog, needed by every page. */
export const MAIN_CATALOG: CatalogName = 'main';

// One chunk per catalog and language, compiled by @lingui/vite-plugin: a page's first load gets
// its own messages and the layout's, in its language, never the whole app's.
// English, the source, is not among them: the layout's is imported below, and a page's English
// is exported by the page module itself (a module imported both ways would get a chunk of its own).
const catalogs = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.po',
  '!../locales/*/en.po',
]);

// One Lingui instance per language, its messages added as each catalog loads (nothing is shown
// before main.tsx, the prerender or a route has loaded the catalogs it needs). The screens read
// the one AppProviders hands down: changing language is a React state change in a transition
// (Lingui's own i18n.activate() reaches React through useSyncExternalStore, whose updates are
// never transitions), so React keeps the page as it is until the new language's render is ready:
// a prerendered form still waiting for its code to hydrate is hydrated first, never replaced by
// its fallback.
// English is in the code it translates: the layout's in the entry, a page's in the page's chunk.
// Every prerendered page hydrates in English, a Spanish visitor's too, so it is always needed,
// and compressed with its code it costs a fraction of a file of its own (measured: the home
// page's, 2.5 kB gzip alone).
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: { ...layoutEnglish } } }),
  es: setupI18n({ locale: 'es', messages: { es: {} } }),
};

/** What an error says when the server gave no text (lib/apiError.ts), in the screens' language. */
const ERROR_FALLBACK = msg`Something went wrong. Please try again.`;

/** The language of the screens. */
let active: Locale = SOURCE_LOCALE;
const listeners = new Set<(locale: Locale) => void>();

/** The language of the screens now. */
export function activeLocale(): Locale {
  return active;
}

/** The Lingui instance of `locale` (AppProviders hands the active one to the screens). */
export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

/** Calls `listener` on every change of language; returns the way to stop. */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The catalogs the screens have needed so far: a change of language loads each of them. */
const wanted = new Set<CatalogName>([MAIN_CATALOG]);
/** What is loaded already, `<name>/<locale>`. */
const loaded = new Set<string>([`${MAIN_CATALOG}/en`]);
/** The language being shown, or being switched to: a catalog needed from now on loads in it. */
let target: Locale = SOURCE_LOCALE;

async function load(name: CatalogName, locale: Locale): Promise<void> {
  if (loaded.has(`${name}/${locale}`) || locale === SOURCE_LOCALE) return;
  const importer = catalogs[`../locales/${name}/${locale}.po`];
  if (!importer) throw new Error(`No catalog ${name} in ${locale} (run pnpm i18n:extract)`);
  const { messages } = await importer();
  instances[locale].load(locale, messages);
  loaded.add(`${name}/${locale}`);
}

/**
 * Loads the catalog `name` in the language being shown, and in the next language chosen: a
 * route's `lazy()` calls it beside its page module, so the page never renders without its texts.
 * English comes with the page module (`english`, its `messages` export) or, in a test, from the
 * macros' own source text.
 */
export async function loadCatalog(name: CatalogName, english?: Messages): Promise<void> {
  wanted.add(name);
  if (english && !loaded.has(`${name}/en`)) {
    instances.en.load('en', english);
    loaded.add(`${name}/en`);
  }
  if (target !== SOURCE_LOCALE) await load(name, target);
}

/**
 * Makes `locale` the language of every message, of `<html lang>` and of the date pickers, once
 * the catalogs needed so far (the layout's, the visited pages') are loaded in it.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  await Promise.all([
    ...[...wanted].map((name) => load(name, locale)),
    // Mantine's date pickers name months and weekdays through dayjs's locale.
    locale === 'es' ? import('dayjs/locale/es') : undefined,
  ]);
  if (target !== locale || active === locale) return; // another choice came after this one
  active = locale;
  setErrorFallback(instances[locale]._(ERROR_FALLBACK));
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAG[locale];
  startTransition(() => {
    for (const listener of listeners) listener(locale);
  });
}

/** Remembers a visitor's choice for their next visits (the `club_lang` cookie). */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
}

/** The source language's instance (English), for code outside the screens and tests. */
export const i18n = instances[SOURCE_LOCALE];
