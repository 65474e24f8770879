import type { TAuditEntityType } from '@club/contract';
import { changedFields } from '@club/domain';
import type { AuditAction } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Loader, Text } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { trpc } from '../../lib/trpc';

/** How an action reads in a history list: the domain's AUDIT_ACTION_LABELS, in the catalogs. */
const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'booking.create': msg`Booked by an admin`,
  'booking.cancel': msg`Cancelled`,
  'booking.move': msg`Moved`,
  'booking.promote': msg`Promoted from the waitlist`,
  'booking.checkIn': msg`Checked in by an admin`,
  'booking.undoCheckIn': msg`Check-in undone`,
  'member.create': msg`Added`,
  'member.update': msg`Edited`,
  'member.delete': msg`Deleted`,
  'bay.create': msg`Bay added`,
  'bay.update': msg`Bay edited`,
  'hours.add': msg`Hours added`,
  'hours.delete': msg`Hours deleted`,
  'demoRequest.update': msg`Status updated`,
  'club.setup': msg`Club set up`,
  'club.update': msg`Club settings changed`,
  'waiver.update': msg`Waiver text changed`,
  'league.update': msg`League edited`,
  'league.removeParticipant': msg`Participant removed`,
  'coach.create': msg`Coach added`,
  'coach.update': msg`Coach edited`,
  'coach.hours': msg`Coach hours changed`,
  'lesson.create': msg`Lesson booked by an admin`,
  'lesson.move': msg`Lesson moved`,
  'lesson.cancel': msg`Lesson cancelled`,
  'lesson.checkIn': msg`Lesson checked in by an admin`,
  'lesson.undoCheckIn': msg`Lesson check-in undone`,
  'ledger.payment': msg`Payment recorded`,
  'ledger.credit': msg`Credit recorded`,
};

const isPlain = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** A changed value as text: '—' for none, a list of plain values comma-separated, JSON otherwise. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isPlain(value)) return String(value);
  if (Array.isArray(value) && value.every(isPlain)) return value.length ? value.join(', ') : '—';
  return JSON.stringify(value);
}

/** The audit history of one booking, member or bay, newest first: who, when, what changed. */
export function AdminHistory({
  entityType,
  entityId,
  zone,
}: {
  entityType: TAuditEntityType;
  entityId: number;
  zone: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const history = trpc.adminInsights.history.useQuery({ entityType, entityId });
  if (history.isPending) return <Loader size="sm" aria-label={t`Loading history`} />;
  const entries = history.data ?? [];
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>No admin changes yet.</Trans>
      </Text>
    );
  return (
    <List size="sm" spacing={6} aria-label={t`History`}>
      {entries.map((e) => {
        const at = new Date(e.createdAt);
        const actor = e.actorName;
        const day = format.date(at, zone);
        const time = format.time(at, zone);
        const changes = changedFields(e.before, e.after).filter(
          (c) => !['updatedAt', 'createdAt'].includes(c.field),
        );
        return (
          <List.Item key={e.id}>
            <Text size="sm" fw={600} span>
              {t(ACTION_LABELS[e.action])}
            </Text>{' '}
            <Text size="sm" span c="dimmed">
              <Trans>
                by {actor}, {day} {time}
              </Trans>
            </Text>
            {e.before !== null && changes.length > 0 && (
              // the changed fields by their stored names, as the records keep them
              <Text size="xs" c="dimmed">
                {changes
                  .slice(0, 4)
                  .map((c) => `${c.field}: ${show(c.before)} → ${show(c.after)}`)
                  .join('; ')}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
