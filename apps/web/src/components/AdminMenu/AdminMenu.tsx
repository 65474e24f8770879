import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { ADMIN_SECTIONS, type AdminSectionId } from './adminSections';
import classes from './AdminMenu.module.css';

/** The admin menu: five cards, each opening its section. */
export function AdminMenu({ onOpen }: { onOpen: (id: AdminSectionId) => void }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Admin sections`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {ADMIN_SECTIONS.map((s) => (
          <UnstyledButton key={s.id} className={classes.card} onClick={() => onOpen(s.id)}>
            <ThemeIcon size={44} radius="md" variant="light" color="pine">
              <s.icon size={24} aria-hidden />
            </ThemeIcon>
            <Text className={classes.title}>{t(s.title)}</Text>
            <Text size="sm" c="dimmed">
              {t(s.description)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </nav>
  );
}
