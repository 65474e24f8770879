import type { TAdminCoach, TAdminCoachChanged } from '@club/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useFormat } from '../../i18n/useFormat';
import { useErrorToast } from '../../hooks/useErrorToast';
import { useForcedRetry } from '../../hooks/useForcedRetry';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ForcedRetryConfirm } from '../ForcedRetryConfirm/ForcedRetryConfirm';
import { RowActions } from '../RowActions/RowActions';
import { AdminTableScroll } from '../AdminMenu/AdminTableScroll';
import { CoachFormModal, type CoachValues } from './CoachFormModal';
import { CoachHoursModal } from './CoachHoursModal';
import { hoursLabel } from './coachHours';

/**
 * What a coach change did to booked lessons, for its toast ('1 lesson(s) cancelled, 1 waitlisted
 * booking(s) confirmed'), or undefined when it touched none.
 */
function coachChangeNote(r: Partial<TAdminCoachChanged>): MessageDescriptor | undefined {
  const cancelled = r.cancelledLessons ?? 0;
  const promoted = r.promotedBookings ?? 0;
  if (cancelled && promoted) {
    return msg`${plural(cancelled, {
      one: '# lesson(s) cancelled',
      other: '# lesson(s) cancelled',
    })}, ${plural(promoted, {
      one: '# waitlisted booking(s) confirmed',
      other: '# waitlisted booking(s) confirmed',
    })}`;
  }
  if (cancelled) {
    return msg`${plural(cancelled, {
      one: '# lesson(s) cancelled',
      other: '# lesson(s) cancelled',
    })}`;
  }
  if (promoted) {
    return msg`${plural(promoted, {
      one: '# waitlisted booking(s) confirmed',
      other: '# waitlisted booking(s) confirmed',
    })}`;
  }
  return undefined;
}

/**
 * Coaches (issue 24): add, edit and deactivate coaches and set each coach's weekly hours. A change
 * that would strand booked lessons asks first, then is sent again with `force` (as for bays).
 */
export function AdminCoaches() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const utils = trpc.useUtils();
  const { zoneOf } = useClubLocations();
  const coaches = trpc.adminLessons.coaches.useQuery();
  useErrorToast(coaches.isError, {
    title: t`Failed to fetch coaches`,
    description: t`Please try again.`,
  });
  const [editing, setEditing] = useState<TAdminCoach | 'new' | null>(null);
  const [hoursOf, setHoursOf] = useState<TAdminCoach | null>(null);
  const forced = useForcedRetry();
  const failed = (e: unknown) =>
    toast({
      title: t`Update Failed`,
      description: readApiError(e).message,
      variant: 'destructive',
    });
  const refresh = () => {
    void utils.adminLessons.invalidate();
    void utils.lessons.invalidate();
    void utils.adminInsights.invalidate();
  };
  const saved = (title: string) => (r: Partial<TAdminCoachChanged>) => {
    const note = coachChangeNote(r);
    toast({ title, description: note && t(note) });
    setEditing(null);
    setHoursOf(null);
  };
  const create = trpc.adminLessons.createCoach.useMutation({
    onSuccess: saved(t`Coach Added`),
    onError: failed,
    onSettled: refresh,
  });
  const update = trpc.adminLessons.updateCoach.useMutation({
    onSuccess: saved(t`Coach Updated`),
    onError: (e, input) => {
      if (!forced.offer(e, () => update.mutate({ ...input, force: true }))) failed(e);
    },
    onSettled: refresh,
  });
  const setHours = trpc.adminLessons.setHours.useMutation({
    onSuccess: saved(t`Hours Saved`),
    onError: (e, input) => {
      if (!forced.offer(e, () => setHours.mutate({ ...input, force: true }))) failed(e);
    },
    onSettled: refresh,
  });
  const save = (coach: TAdminCoach | null, v: CoachValues) => {
    if (coach) update.mutate({ id: coach.id, ...v });
    else create.mutate(v);
  };

  return (
    <>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>Add Coach</Trans>
        </Button>
      </Group>
      {coaches.isPending ? (
        <Skeleton height={200} role="status" aria-label={t`Loading coaches`} />
      ) : (
        <AdminTableScroll minWidth={640} phoneMinWidth={340} label={t`Coaches table`}>
          <Table striped verticalSpacing="sm" aria-label={t`Coaches`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Coach</Trans>
                </Table.Th>
                <Table.Th visibleFrom="sm">
                  <Trans>Rate</Trans>
                </Table.Th>
                <Table.Th visibleFrom="sm">
                  <Trans>Weekly Hours</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(coaches.data ?? []).map((c) => {
                const rate = format.money(c.hourlyRate * 100);
                return (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {c.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {c.email ?? t`No email`}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{t`${rate}/h`}</Table.Td>
                    <Table.Td visibleFrom="sm">
                      {c.hours.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          <Trans>No hours</Trans>
                        </Text>
                      ) : (
                        c.hours.map((h) => (
                          <Text size="xs" key={`${h.dayOfWeek}-${h.startTime}`}>
                            {hoursLabel(h, i18n, format)}
                          </Text>
                        ))
                      )}
                    </Table.Td>
                    <Table.Td>{c.isActive ? t`Active` : t`Inactive`}</Table.Td>
                    <RowActions
                      name={c.name}
                      actions={[
                        { kind: 'edit', onClick: () => setEditing(c) },
                        { kind: 'hours', onClick: () => setHoursOf(c) },
                      ]}
                    />
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {coaches.data?.length === 0 && (
            <Text c="dimmed">
              <Trans>No coaches yet.</Trans>
            </Text>
          )}
        </AdminTableScroll>
      )}
      {editing && (
        <CoachFormModal
          coach={editing === 'new' ? null : editing}
          zone={zoneOf(undefined)}
          busy={create.isPending || update.isPending}
          onSubmit={(v) => save(editing === 'new' ? null : editing, v)}
          onClose={() => setEditing(null)}
        />
      )}
      {hoursOf && (
        <CoachHoursModal
          coach={hoursOf}
          busy={setHours.isPending}
          onSave={(hours) => setHours.mutate({ id: hoursOf.id, hours })}
          onClose={() => setHoursOf(null)}
        />
      )}
      <ForcedRetryConfirm forced={forced} title={t`Cancel lessons?`} />
    </>
  );
}
