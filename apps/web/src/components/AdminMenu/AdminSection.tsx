import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AdminSectionProps {
  title: string;
  onBack: () => void;
  /** Buttons beside the title (Add, Export). */
  actions?: ReactNode;
  children: ReactNode;
  /** Leagues bring their own title. */
  showTitle?: boolean;
}

/** One admin section: 'Back to Menu', its title and actions, then its content. */
export function AdminSection({
  title,
  onBack,
  actions,
  children,
  showTitle = true,
}: AdminSectionProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          px="xs"
        >
          <Trans>Back to Menu</Trans>
        </Button>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {showTitle && <Title order={2}>{title}</Title>}
      {children}
    </Stack>
  );
}
