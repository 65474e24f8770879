import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { trpc } from '../../lib/trpc';
import { PayBalanceButton } from './PayBalanceButton';
import { StatementBody } from './StatementBody';

/**
 * My Account's Billing tab: what the member owes (or has in credit), Pay balance when the club
 * takes cards, and their statement, paged.
 */
export function AccountBilling() {
  const { t } = useLingui();
  const { zoneOf } = useClubLocations();
  const [page, setPage] = useState(1);
  const billing = trpc.billing.mine.useQuery(
    { page, pageSize: 20 },
    { placeholderData: keepPreviousData },
  );
  useErrorToast(billing.isError, {
    title: t`Failed to fetch your statement`,
    description: t`Your statement could not be loaded. Please try again.`,
  });
  return (
    <StatementBody
      billing={billing}
      zone={zoneOf(undefined)}
      onPage={setPage}
      actions={billing.data && <PayBalanceButton balanceCents={billing.data.balanceCents} />}
    />
  );
}
