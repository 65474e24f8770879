import type { TLeague } from '@club/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, EmptyState, SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconCalendarEvent, IconTrophy, IconUserCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { trpc } from '../../lib/trpc';
import { LeagueCard } from '../LeagueCard/LeagueCard';
import { LeagueRegisterDialog } from '../LeagueRegistration/LeagueRegisterDialog';
import { LeagueScoreboardDialog } from '../LeagueScoreboard/LeagueScoreboardDialog';
import { LeagueWithdrawDialog } from '../LeagueWithdraw/LeagueWithdrawDialog';
import classes from './LeagueBrowser.module.css';
import { MyLeagueItem } from './MyLeagueItem';

type Tab = 'active' | 'upcoming' | 'mine';

export const LEAGUE_EMPTY_TEXTS: Record<Tab, MessageDescriptor> = {
  active: msg`No active leagues at the moment. Check upcoming leagues!`,
  upcoming: msg`No upcoming leagues scheduled. Check back soon!`,
  mine: msg`You are not registered for any leagues yet.`,
};

function Empty({ text }: { text: MessageDescriptor }) {
  const { t } = useLingui();
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="gold"
      icon={<IconTrophy size={28} aria-hidden />}
      title={t(text)}
    />
  );
}

/** The Leagues screen's body: Active, Upcoming and My Leagues, with the scoreboard and registration dialogs. */
export function LeagueBrowser() {
  const { t } = useLingui();
  const { user, isAdmin } = useCurrentUser();
  const leagues = trpc.leagues.list.useQuery();
  const mine = trpc.leagues.myEntries.useQuery();
  const [tab, setTab] = useState<Tab>('active');
  const [details, setDetails] = useState<TLeague | null>(null);
  const [registering, setRegistering] = useState<TLeague | null>(null);
  const [withdrawing, setWithdrawing] = useState<TLeague | null>(null);

  const all = leagues.data ?? [];
  const activeEntries = (mine.data ?? []).filter((p) => p.status === 'active');
  const registered = new Set(activeEntries.map((p) => p.leagueId));
  const open = all.filter(
    (l) =>
      (l.status === 'active' || l.status === 'upcoming') &&
      !l.availability.isFull &&
      !registered.has(l.id),
  );

  const cards = (status: 'active' | 'upcoming') => {
    const list = all.filter((l) => l.status === status);
    if (list.length === 0) return <Empty text={LEAGUE_EMPTY_TEXTS[status]} />;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {list.map((l) => (
          <LeagueCard
            key={l.id}
            league={l}
            registered={registered.has(l.id)}
            onDetails={setDetails}
            onRegister={setRegistering}
            onWithdraw={setWithdrawing}
          />
        ))}
      </SimpleGrid>
    );
  };

  const body = (content: () => ReactNode) => {
    if (leagues.isPending || mine.isPending) {
      return (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy aria-label={t`Loading leagues`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={320} radius="lg" />
          ))}
        </SimpleGrid>
      );
    }
    if (leagues.isError || mine.isError) {
      return (
        <Alert color="red" variant="light" title={t`Leagues could not be loaded`}>
          <Trans>Please reload the page to try again.</Trans>
        </Alert>
      );
    }
    return content();
  };

  return (
    <>
      <Tabs
        value={tab}
        onChange={(v) => setTab(v === 'upcoming' || v === 'mine' ? v : 'active')}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="active" leftSection={<IconTrophy size={16} aria-hidden />}>
            <Trans>Active Leagues</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="upcoming" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
            <Trans>Upcoming Leagues</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="mine" leftSection={<IconUserCheck size={16} aria-hidden />}>
            <Trans>My Leagues</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="active">{body(() => cards('active'))}</Tabs.Panel>
        <Tabs.Panel value="upcoming">{body(() => cards('upcoming'))}</Tabs.Panel>
        <Tabs.Panel value="mine">
          {body(() =>
            activeEntries.length === 0 ? (
              <Empty text={LEAGUE_EMPTY_TEXTS.mine} />
            ) : (
              <Stack component="ul" gap="md" className={classes.list} aria-label={t`My leagues`}>
                {activeEntries.map((entry) => (
                  <MyLeagueItem
                    key={entry.id}
                    entry={entry}
                    league={all.find((l) => l.id === entry.leagueId)}
                    onDetails={setDetails}
                  />
                ))}
              </Stack>
            ),
          )}
        </Tabs.Panel>
      </Tabs>
      <LeagueScoreboardDialog league={details} canEdit={isAdmin} onClose={() => setDetails(null)} />
      <LeagueWithdrawDialog league={withdrawing} onClose={() => setWithdrawing(null)} />
      {user && (
        <LeagueRegisterDialog
          league={registering}
          leagues={
            registering && !open.some((l) => l.id === registering.id)
              ? [registering, ...open]
              : open
          }
          user={user}
          onClose={() => setRegistering(null)}
        />
      )}
    </>
  );
}
