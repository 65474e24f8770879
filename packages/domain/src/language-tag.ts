import type { Locale } from './enums';

/**
 * The BCP 47 tag of each language the club speaks (Intl's formats, `<html lang>`). A module of its
 * own: the web's entry needs the tags, not the formats of display-format.ts beside them.
 */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
