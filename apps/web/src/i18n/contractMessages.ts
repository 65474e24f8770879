import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FormErrors } from '@mantine/form';
import { useEffect } from 'react';

/**
 * The contract's validation messages (packages/contract, the zod schemas the forms share with the
 * API) in the screens' language. Their English is their id, as in the API's catalog; the web's
 * catalog of them, `src/locales/contract/`, is extracted from the contract (lingui.config.ts,
 * lingui.contract.config.ts) and loads with a form's first check, so no page carries it on arrival.
 * The screens' Lingui instance comes from React (useLingui), not from i18n.ts: a lazy form that
 * imported i18n.ts would split the layout's i18n code into a chunk of its own on every page.
 */
const catalogs = import.meta.glob<{ messages: Messages }>([
  '../locales/contract/*.po',
  '!../locales/contract/en.po',
]);
const loaded = new WeakSet<I18n>();

/** Loads the contract's catalog into `i18n` (English needs none: the ids are the English). */
export async function loadContractCatalog(i18n: I18n): Promise<void> {
  if (i18n.locale === 'en' || loaded.has(i18n)) return;
  const load = catalogs[`../locales/contract/${i18n.locale}.po`];
  if (!load) return;
  const { messages } = await load();
  i18n.load(i18n.locale, messages);
  loaded.add(i18n);
}

// The contract's length refusal is built with its number (PRIMITIVE_MESSAGES.tooLong(max)); it is
// said through its catalog message with that number, as the API says it (tooLongTemplate).
const TOO_LONG = /^Please use at most (\d+) characters$/;
// eslint-disable-next-line lingui/no-unlocalized-strings -- the id of the contract catalog's message (i18n._ below)
const TOO_LONG_TEMPLATE = 'Please use at most {max} characters';

function say(i18n: I18n, message: string): string {
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return i18n._(TOO_LONG_TEMPLATE, { max: Number(tooLong[1]) });
  return i18n._(message);
}

/** A form's errors with each of the contract's messages in `i18n`'s language. */
export function sayContractErrors(i18n: I18n, errors: FormErrors): FormErrors {
  if (i18n.locale === 'en') return errors; // the contract's own English, word for word
  return Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [
      path,
      typeof error === 'string' ? say(i18n, error) : error,
    ]),
  );
}

/**
 * A form's `validate` (the contract's schema through Mantine's schemaResolver, loaded with the
 * first check) whose messages are in the screens' language.
 */
export function useContractMessages<Values>(
  validate: (values: Values) => Promise<FormErrors>,
): (values: Values) => Promise<FormErrors> {
  const { i18n } = useLingui();
  return async (values) => {
    const [errors] = await Promise.all([validate(values), loadContractCatalog(i18n)]);
    return sayContractErrors(i18n, errors);
  };
}

/**
 * The same for a synchronous `validate` (the admin dialogs, whose schema is in their page's code):
 * the catalog loads when the form is shown, long before its first check.
 */
export function useContractMessagesSync<Values>(
  validate: (values: Values) => FormErrors,
): (values: Values) => FormErrors {
  const { i18n } = useLingui();
  useEffect(() => {
    void loadContractCatalog(i18n);
  }, [i18n]);
  return (values) => sayContractErrors(i18n, validate(values));
}
