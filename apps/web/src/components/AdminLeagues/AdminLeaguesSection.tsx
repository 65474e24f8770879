import type { TLeague } from '@club/contract';
import type { MessageDescriptor } from '@lingui/core';
import { localDateOf } from '@club/domain';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { isClientError, readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { LeagueScoreboardDialog } from '../LeagueScoreboard/LeagueScoreboardDialog';
import { AdminLeagueForm } from './AdminLeagueForm';
import { AdminLeaguesTable } from './AdminLeaguesTable';

type Tab = 'active' | 'completed' | 'all' | 'create';

export const ADMIN_LEAGUE_EMPTY = {
  active: msg`No active leagues found. Create a new league to get started.`,
  completed: msg`No completed leagues found.`,
  all: msg`No leagues found. Create a new league to get started.`,
} as const;

const DELETE_RULE = msg`Only upcoming leagues with no participants can be deleted.`;

function tabFrom(v: string | null): Tab {
  return v === 'completed' || v === 'all' || v === 'create' ? v : 'active';
}

/** The server's text for a 4xx answer, else the fallback. */
function serverText(error: unknown, fallback: string): string {
  const failure = readApiError(error, fallback);
  return isClientError(failure) ? failure.message : fallback;
}

/**
 * The admin panel's League Management section (spec section 2): Active (active and upcoming),
 * Completed and All Leagues, the Create form, Recalculate Counts, a Scoreboard per league and
 * Delete for upcoming leagues. The admin panel puts it under its 'Back to Menu' button.
 */
export function AdminLeaguesSection() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const { location, zoneOf } = useClubLocations();
  const locations = trpc.locations.list.useQuery();
  const leagues = trpc.leagues.list.useQuery();
  const [tab, setTab] = useState<Tab>('active');
  const [scoreboard, setScoreboard] = useState<TLeague | null>(null);
  const [deleting, setDeleting] = useState<TLeague | null>(null);
  const [editing, setEditing] = useState<TLeague | null>(null);
  const phone = useMediaQuery('(max-width: 40em)') ?? false;
  const refresh = () => void utils.leagues.invalidate();

  const create = trpc.adminLeagues.create.useMutation({
    onSuccess: (league) => {
      const { name, startDate } = league;
      toast({ title: t`League created`, description: t`${name} starts ${startDate}.` });
      setTab('active');
    },
    onError: (error) =>
      toast({
        title: t`Error creating league`,
        description: serverText(error, t`An unexpected error occurred`),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
  const update = trpc.adminLeagues.update.useMutation({
    onSuccess: (league) => {
      const { name } = league;
      toast({ title: t`League updated`, description: t`${name} is saved.` });
      setEditing(null);
    },
    onError: (error) =>
      toast({
        title: t`Error updating league`,
        description: serverText(error, t`An unexpected error occurred`),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
  const remove = trpc.adminLeagues.remove.useMutation({
    onSuccess: () => toast({ title: t`League deleted` }),
    onError: (error) =>
      toast({
        title: t`Error`,
        description: serverText(error, t`Failed to delete league`),
        variant: 'destructive',
      }),
    onSettled: () => {
      setDeleting(null);
      refresh();
    },
  });
  const recalculate = trpc.adminLeagues.recalculateCounts.useMutation({
    onSuccess: ({ updated }) =>
      toast({
        title: t`League counts updated`,
        description: t`${plural(updated, {
          one: 'Updated # league with their correct participant counts.',
          other: 'Updated # leagues with their correct participant counts.',
        })}`,
      }),
    onError: () => toast({ title: t`Failed to update league counts`, variant: 'destructive' }),
    onSettled: refresh,
  });

  const all = leagues.data ?? [];
  const table = (
    list: readonly TLeague[],
    emptyText: MessageDescriptor,
    withStatusAndActions = true,
  ) => {
    if (leagues.isPending)
      return <Skeleton height={240} radius="md" role="status" aria-label={t`Loading leagues`} />;
    if (leagues.isError) {
      return (
        <Alert color="red" variant="light" title={t`Leagues could not be loaded`}>
          <Trans>Please reload the page to try again.</Trans>
        </Alert>
      );
    }
    return (
      <AdminLeaguesTable
        leagues={list}
        withStatusAndActions={withStatusAndActions}
        emptyText={t(emptyText)}
        onScoreboard={setScoreboard}
        onDelete={setDeleting}
        onEdit={setEditing}
      />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>
          <Trans>League Management</Trans>
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={recalculate.isPending}
            onClick={() => recalculate.mutate()}
          >
            <Trans>Recalculate Counts</Trans>
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTab('create')}>
            <Trans>Create New League</Trans>
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(v) => setTab(tabFrom(v))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="active">
            <Trans>Active Leagues</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="completed">
            <Trans>Completed Leagues</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="all">
            <Trans>All Leagues</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="create">
            <Trans>Create League</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="active">
          {table(
            all.filter((l) => l.status === 'active' || l.status === 'upcoming'),
            ADMIN_LEAGUE_EMPTY.active,
          )}
        </Tabs.Panel>
        <Tabs.Panel value="completed">
          {table(
            all.filter((l) => l.status === 'completed'),
            ADMIN_LEAGUE_EMPTY.completed,
            false,
          )}
        </Tabs.Panel>
        <Tabs.Panel value="all">{table(all, ADMIN_LEAGUE_EMPTY.all)}</Tabs.Panel>
        <Tabs.Panel value="create">
          {locations.data ? (
            <AdminLeagueForm
              today={localDateOf(new Date(), zoneOf(location?.id))}
              locations={locations.data}
              busy={create.isPending}
              onSubmit={(payload) => create.mutate(payload)}
              onCancel={() => setTab('active')}
            />
          ) : (
            <Skeleton height={480} radius="md" />
          )}
        </Tabs.Panel>
      </Tabs>
      <LeagueScoreboardDialog league={scoreboard} canEdit onClose={() => setScoreboard(null)} />
      <Modal
        closeButtonProps={{ 'aria-label': t`Close` }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t`Edit League`}
        size="xl"
        fullScreen={phone}
      >
        {editing && locations.data && (
          <AdminLeagueForm
            key={editing.id}
            league={editing}
            today={localDateOf(new Date(), editing.timeZone)}
            locations={locations.data}
            busy={update.isPending}
            onSubmit={(payload) => update.mutate({ ...payload, id: editing.id })}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t`Close` }}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete league`}
        centered
      >
        <Stack gap="md">
          <Text>
            <Trans>Are you sure you want to delete this league?</Trans>
          </Text>
          {deleting && (
            <Text fw={600} component="p">
              {deleting.name}
            </Text>
          )}
          <Alert color="red" variant="light" title={t`This action cannot be undone.`}>
            {t(DELETE_RULE)}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate({ id: deleting.id })}
            >
              <Trans>Delete League</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
