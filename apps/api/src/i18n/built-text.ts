import type { BuiltText, TextValue } from '@club/domain';
import { mailLanguage } from '../mail/mail-language';
import { translate, type Locale } from './i18n';

/**
 * A text built with values (the domain's `BuiltText`) in `locale`: its catalog message filled by
 * Lingui's message format (plurals, variables), days, times and money said the language's way.
 */
export function sayTemplate(template: Omit<BuiltText, 'text'>, locale: Locale): string {
  const lang = mailLanguage(locale);
  const say = (value: TextValue) => {
    if (typeof value !== 'object') return value;
    if ('localDate' in value) return lang.weekday(value.localDate);
    if ('cents' in value) return lang.money(value.cents);
    const { spans, zone } = value;
    return spans
      .map((s) => `${lang.date(s.startTime, zone)} ${lang.timeRange(s.startTime, s.endTime, zone)}`)
      .join('; ');
  };
  const values = Object.fromEntries(
    Object.entries(template.values).map(([key, value]) => [key, say(value)]),
  );
  return translate(locale, template.id, values);
}

/** A built text in `locale`: English as the rule wrote it, word for word. */
export function sayBuilt(built: BuiltText, locale: Locale): string {
  return locale === 'en' ? built.text : sayTemplate(built, locale);
}
