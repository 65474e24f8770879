import type { TBilling } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BalanceSummary } from './BalanceSummary';
import { BillingStatement } from './BillingStatement';

interface StatementBodyProps {
  /** The statement's query (billing.mine or adminBilling.member). */
  billing: { isPending: boolean; isError: boolean; data?: TBilling | undefined };
  zone: string;
  onPage: (page: number) => void;
  /** Speaking of a member (an admin's view) rather than to them. */
  name?: string;
  /** What sits between the balance and the statement (the desk's buttons). */
  actions?: ReactNode;
}

/** A balance and its statement, with their loading, failed and empty states. */
export function StatementBody({ billing, zone, onPage, name, actions }: StatementBodyProps) {
  const { t } = useLingui();
  if (billing.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={t`Loading the statement`}>
        <Skeleton height={32} width="60%" radius="md" />
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  }
  if (billing.isError || !billing.data) {
    return (
      <Alert color="red" variant="light" role="alert" title={t`The statement could not be loaded`}>
        <Trans>Please reload the page to try again.</Trans>
      </Alert>
    );
  }
  const data = billing.data;
  return (
    <Stack gap="md">
      <BalanceSummary balanceCents={data.balanceCents} name={name} />
      {actions}
      {data.total === 0 ? (
        <EmptyState
          py="lg"
          variant="light"
          icon={<IconReceipt size={28} aria-hidden />}
          title={t`No charges yet`}
          description={
            name
              ? t`Nothing has been charged, credited or paid on this account.`
              : t`Sessions, lessons and league fees you book show here with what you have paid.`
          }
        />
      ) : (
        <BillingStatement billing={data} zone={zone} onPage={onPage} />
      )}
    </Stack>
  );
}
