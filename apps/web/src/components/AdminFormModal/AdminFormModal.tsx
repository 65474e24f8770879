import { Trans } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import type { ModalProps } from '@mantine/core';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { AdminHistory } from '../AdminHistory/AdminHistory';

interface AdminFormModalProps {
  title: string;
  /** The form's submit: `form.onSubmit(handler)` of @mantine/form. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  submitLabel: string;
  /** The command is on its way: the submit button spins. */
  busy: boolean;
  /** The submit button waits for the fields it needs (Move Booking). */
  disabled?: boolean;
  /** What the server refused (or the form's own check), shown above the buttons. */
  error?: ReactNode;
  size?: ModalProps['size'];
  /** The accessible name of the × (some dialogs name it 'Close'). */
  closeButtonLabel?: string;
  /** Edit shows the record's history under the buttons. */
  history?: ComponentProps<typeof AdminHistory> | null;
  children: ReactNode;
}

/** An admin's add/edit dialog: the fields, the refusal, Close and submit, then the history. */
export function AdminFormModal({
  title,
  onSubmit,
  onClose,
  submitLabel,
  busy,
  disabled,
  error,
  size,
  closeButtonLabel,
  history,
  children,
}: AdminFormModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      size={size}
      {...(closeButtonLabel ? { closeButtonProps: { 'aria-label': closeButtonLabel } } : {})}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button type="submit" loading={busy} disabled={disabled}>
              {submitLabel}
            </Button>
          </Group>
          {history && (
            <>
              <Divider />
              <Title order={4}>
                <Trans>History</Trans>
              </Title>
              <AdminHistory {...history} />
            </>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
