import { useLingui } from '@lingui/react/macro';
import type { useForcedRetry } from '../../hooks/useForcedRetry';
import { AdminConfirm } from '../AdminConfirm/AdminConfirm';

interface ForcedRetryConfirmProps {
  forced: ReturnType<typeof useForcedRetry>;
  /** 'Cancel bookings?' for a bay, 'Cancel lessons?' for a coach. */
  title: string;
}

/** Asks before a refused change is sent again forced (the server's message says what it cancels). */
export function ForcedRetryConfirm({ forced, title }: ForcedRetryConfirmProps) {
  const { t } = useLingui();
  return (
    <AdminConfirm
      opened={forced.pending !== null}
      title={title}
      confirmLabel={t`Cancel them and continue`}
      onClose={forced.clear}
      onConfirm={() => {
        forced.pending?.retry();
        forced.clear();
      }}
    >
      {forced.pending?.message}
    </AdminConfirm>
  );
}
