/**
 * What an error says when the server gave no text (lib/apiError.ts reads it), in the screens'
 * language: i18n.ts sets it on each change of language, from the layout's catalog. A module of its
 * own, so the entry carries these lines and not the error reader, and the reader no i18n code.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the source text; i18n.ts sets the screens' language's
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

let text = DEFAULT_ERROR_MESSAGE;

/** The fallback now. */
export function errorFallback(): string {
  return text;
}

/** Makes `fallback` the text of every error read from now on. */
export function setErrorFallback(fallback: string): void {
  text = fallback;
}
