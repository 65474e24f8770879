import { Alert, Button, Group } from '@mantine/core';

interface AdminDialogActionsProps {
  /** What the server refused, shown above the buttons. */
  error?: string | null | undefined;
  onClose: () => void;
  submitLabel: string;
  busy: boolean;
  /** A dialog without a form submits here; inside a form the button submits the form. */
  onSubmit?: () => void;
  disabled?: boolean;
}

/** The foot of an admin dialog: the server's refusal, then Close and the command's button. */
export function AdminDialogActions({
  error,
  onClose,
  submitLabel,
  busy,
  onSubmit,
  disabled,
}: AdminDialogActionsProps) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button
          {...(onSubmit ? { onClick: onSubmit } : { type: 'submit' as const })}
          loading={busy}
          disabled={disabled}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
