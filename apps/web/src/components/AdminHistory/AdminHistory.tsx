import type { TAuditEntityType } from '@club/contract';
import { AUDIT_ACTION_LABELS, changedFields, formatDate, formatTime } from '@club/domain';
import { List, Loader, Text } from '@mantine/core';
import { trpc } from '../../lib/trpc';

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
  const history = trpc.adminInsights.history.useQuery({ entityType, entityId });
  if (history.isPending) return <Loader size="sm" aria-label="Loading history" />;
  const entries = history.data ?? [];
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No admin changes yet.
      </Text>
    );
  return (
    <List size="sm" spacing={6} aria-label="History">
      {entries.map((e) => {
        const at = new Date(e.createdAt);
        const changes = changedFields(e.before, e.after).filter(
          (c) => !['updatedAt', 'createdAt'].includes(c.field),
        );
        return (
          <List.Item key={e.id}>
            <Text size="sm" fw={600} span>
              {AUDIT_ACTION_LABELS[e.action]}
            </Text>{' '}
            <Text size="sm" span c="dimmed">
              by {e.actorName}, {formatDate(at, zone)} {formatTime(at, zone)}
            </Text>
            {e.before !== null && changes.length > 0 && (
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
