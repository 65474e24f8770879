import type { TMyLeagueParticipation } from '@club/contract';
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { trpc } from '../../lib/trpc';
import { AccountLeagueItem } from './AccountLeagueItem';
import classes from './AccountLeagues.module.css';
import { AccountLeaguesEmpty } from './AccountLeaguesEmpty';
import { LeagueWithdrawDialog } from '../LeagueWithdraw/LeagueWithdrawDialog';

/** My Account's Leagues tab: the member's registrations, newest first; 'Browse Leagues' when none. */
export function AccountLeaguesList() {
  const { t } = useLingui();
  const { zoneOf } = useClubLocations();
  const entries = trpc.leagues.myParticipations.useQuery();
  const [withdrawing, setWithdrawing] = useState<TMyLeagueParticipation | null>(null);
  useErrorToast(entries.isError, {
    title: t`Failed to fetch leagues`,
    description: t`Your league registrations could not be loaded. Please try again.`,
  });
  if (entries.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={t`Loading leagues`}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </Stack>
    );
  }
  const list = entries.data ?? [];
  if (list.length === 0) return <AccountLeaguesEmpty failed={entries.isError} />;
  return (
    <>
      <ul className={classes.list} aria-label={t`My leagues`}>
        {list.map((entry) => (
          <AccountLeagueItem
            key={entry.id}
            entry={entry}
            zone={zoneOf(undefined)}
            onWithdraw={setWithdrawing}
          />
        ))}
      </ul>
      <LeagueWithdrawDialog
        league={withdrawing && { id: withdrawing.leagueId, name: withdrawing.leagueName }}
        onClose={() => setWithdrawing(null)}
      />
    </>
  );
}
