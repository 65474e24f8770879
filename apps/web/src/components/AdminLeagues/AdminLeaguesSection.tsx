import type { TLeague } from '@club/contract';
import { localDateOf } from '@club/domain';
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
  active: 'No active leagues found. Create a new league to get started.',
  completed: 'No completed leagues found.',
  all: 'No leagues found. Create a new league to get started.',
} as const;

const DELETE_RULE = 'Only upcoming leagues with no participants can be deleted.';

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
      toast({
        title: 'League created',
        description: `${league.name} starts ${league.startDate}.`,
      });
      setTab('active');
    },
    onError: (error) =>
      toast({
        title: 'Error creating league',
        description: serverText(error, 'An unexpected error occurred'),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
  const update = trpc.adminLeagues.update.useMutation({
    onSuccess: (league) => {
      toast({ title: 'League updated', description: `${league.name} is saved.` });
      setEditing(null);
    },
    onError: (error) =>
      toast({
        title: 'Error updating league',
        description: serverText(error, 'An unexpected error occurred'),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
  const remove = trpc.adminLeagues.remove.useMutation({
    onSuccess: () => toast({ title: 'League deleted' }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverText(error, 'Failed to delete league'),
        variant: 'destructive',
      }),
    onSettled: () => {
      setDeleting(null);
      refresh();
    },
  });
  const recalculate = trpc.adminLeagues.recalculateCounts.useMutation({
    onSuccess: (r) =>
      toast({
        title: 'League counts updated',
        description: `Updated ${r.updated} league${r.updated === 1 ? '' : 's'} with their correct participant counts.`,
      }),
    onError: () => toast({ title: 'Failed to update league counts', variant: 'destructive' }),
    onSettled: refresh,
  });

  const all = leagues.data ?? [];
  const table = (list: readonly TLeague[], emptyText: string, withStatusAndActions = true) => {
    if (leagues.isPending)
      return <Skeleton height={240} radius="md" role="status" aria-label="Loading leagues" />;
    if (leagues.isError) {
      return (
        <Alert color="red" variant="light" title="Leagues could not be loaded">
          Please reload the page to try again.
        </Alert>
      );
    }
    return (
      <AdminLeaguesTable
        leagues={list}
        withStatusAndActions={withStatusAndActions}
        emptyText={emptyText}
        onScoreboard={setScoreboard}
        onDelete={setDeleting}
        onEdit={setEditing}
      />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>League Management</Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={recalculate.isPending}
            onClick={() => recalculate.mutate()}
          >
            Recalculate Counts
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTab('create')}>
            Create New League
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(v) => setTab(tabFrom(v))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="active">Active Leagues</Tabs.Tab>
          <Tabs.Tab value="completed">Completed Leagues</Tabs.Tab>
          <Tabs.Tab value="all">All Leagues</Tabs.Tab>
          <Tabs.Tab value="create">Create League</Tabs.Tab>
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
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit League"
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
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete league"
        centered
      >
        <Stack gap="md">
          <Text>Are you sure you want to delete this league?</Text>
          {deleting && (
            <Text fw={600} component="p">
              {deleting.name}
            </Text>
          )}
          <Alert color="red" variant="light" title="This action cannot be undone.">
            {DELETE_RULE}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate({ id: deleting.id })}
            >
              Delete League
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
