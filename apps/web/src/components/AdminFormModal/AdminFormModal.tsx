import { Divider, Modal, Stack, Title } from '@mantine/core';
import type { ModalProps } from '@mantine/core';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { AdminHistory } from '../AdminHistory/AdminHistory';
import { AdminDialogActions } from './AdminDialogActions';

interface AdminFormModalProps {
  title: string;
  /** The form's submit: `form.onSubmit(handler)` of @mantine/form. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  submitLabel: string;
  /** The command is on its way: the submit button spins. */
  busy: boolean;
  /** What the server refused, shown above the buttons. */
  error?: string | null;
  size?: ModalProps['size'];
  /** The accessible name of the × (some dialogs name it 'Close'). */
  closeButtonLabel?: string;
  /** Edit shows the record's history under the buttons. */
  history?: ComponentProps<typeof AdminHistory> | null;
  children: ReactNode;
}

/** An admin's add/edit dialog: the fields, the server's refusal, Close and submit, then the history. */
export function AdminFormModal({
  title,
  onSubmit,
  onClose,
  submitLabel,
  busy,
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
          <AdminDialogActions
            error={error}
            onClose={onClose}
            submitLabel={submitLabel}
            busy={busy}
          />
          {history && (
            <>
              <Divider />
              <Title order={4}>History</Title>
              <AdminHistory {...history} />
            </>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
