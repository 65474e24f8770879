import type { I18n } from '@lingui/core';
import type { FormErrors } from '@mantine/form';
import { activeLocale, i18nFor, loadCatalog } from './i18n';

/**
 * The contract's validation messages (packages/contract, the zod schemas the forms share with the
 * API) in the screens' language. Their English is their id, as in the API's catalog; the web's
 * catalog of them, `src/locales/contract/`, is extracted from the contract (lingui.config.ts) and
 * loads with a form's first check, so no page carries it on arrival.
 */
export const CONTRACT_CATALOG = 'contract';

// The contract's length refusal is built with its number (PRIMITIVE_MESSAGES.tooLong(max)); it is
// said through its catalog message with that number, as the API says it (tooLongTemplate).
const TOO_LONG = /^Please use at most (\d+) characters$/;
const TOO_LONG_TEMPLATE = 'Please use at most {max} characters';

function say(i18n: I18n, message: string): string {
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return i18n._(TOO_LONG_TEMPLATE, { max: Number(tooLong[1]) });
  return i18n._(message);
}

/** A form's errors with each of the contract's messages in the screens' language. */
export function sayContractErrors(errors: FormErrors): FormErrors {
  const locale = activeLocale();
  if (locale === 'en') return errors; // the contract's own English, word for word
  const i18n = i18nFor(locale);
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
export function withContractMessages<Values>(
  validate: (values: Values) => Promise<FormErrors>,
): (values: Values) => Promise<FormErrors> {
  return async (values) => {
    const [errors] = await Promise.all([validate(values), loadCatalog(CONTRACT_CATALOG)]);
    return sayContractErrors(errors);
  };
}

/**
 * The same for a synchronous `validate` (the admin dialogs, whose schema is in their page's code):
 * the catalog starts loading when the form is made, long before its first check.
 */
export function withContractMessagesSync<Values>(
  validate: (values: Values) => FormErrors,
): (values: Values) => FormErrors {
  void loadCatalog(CONTRACT_CATALOG);
  return (values) => sayContractErrors(validate(values));
}
