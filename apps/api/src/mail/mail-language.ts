import { displayFormat, type Locale } from '@club/domain';
import { i18nFor } from '../i18n/i18n';

/**
 * A mail's language: its catalog (`i18n._`) and its formats (the domain's `displayFormat`: English
 * exactly as the club's mails always said them, Spanish through `Intl` for es-US, in the club's
 * time zone either way).
 */
export function mailLanguage(locale: Locale = 'en') {
  return { i18n: i18nFor(locale), ...displayFormat(locale) };
}
