import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import type { Locale } from '../../i18n/locales';
import { isLocale, LANGUAGE_TAG, LOCALE_NAME, LOCALES } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';

/**
 * English / Español: every screen changes language at once, and the choice is remembered (the
 * club_lang cookie). Each name is written in its own language, and marked so (`lang`), so a
 * screen reader says "Español" in Spanish. Not in the header yet: it lands there when every
 * screen is translated (issue 36).
 */
export function LanguageSwitch({ onChange }: { onChange?: (locale: Locale) => void }) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  return (
    <SegmentedControl
      aria-label={t`Language`}
      size="xs"
      value={locale}
      onChange={(value) => {
        if (!isLocale(value)) return;
        void setLocale(value).then(() => onChange?.(value));
      }}
      data={LOCALES.map((value) => ({
        value,
        label: <span lang={LANGUAGE_TAG[value]}>{LOCALE_NAME[value]}</span>,
      }))}
    />
  );
}
