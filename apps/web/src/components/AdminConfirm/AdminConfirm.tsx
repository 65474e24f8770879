import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminConfirmProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are you sure?' before an admin command that cannot be undone. */
export function AdminConfirm({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  busy = false,
  onConfirm,
  onClose,
}: AdminConfirmProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        <Text component="div">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            <Trans>Go Back</Trans>
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
