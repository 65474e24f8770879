import { useLingui } from '@lingui/react/macro';
import type { FaqEntry } from '../../content/faq';
import { Accordion } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import classes from './FaqAccordion.module.css';

/** Questions that open one at a time; the answers stay in the page for search engines. */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const { t } = useLingui();
  return (
    <Accordion
      variant="separated"
      radius="md"
      chevron={<IconPlus size={18} aria-hidden />}
      classNames={{
        item: classes.item,
        control: classes.control,
        chevron: classes.chevron,
        content: classes.content,
      }}
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.question.id} value={entry.question.id}>
          <Accordion.Control>{t(entry.question)}</Accordion.Control>
          <Accordion.Panel>{t(entry.answer)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
