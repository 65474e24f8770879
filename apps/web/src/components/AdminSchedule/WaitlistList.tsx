import type { TAdminBooking } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { fullName } from './scheduleView';

interface WaitlistListProps {
  bookings: readonly TAdminBooking[];
  zone: string;
  onPromote: (b: TAdminBooking) => void;
  onRemove: (b: TAdminBooking) => void;
}

/**
 * 'Waitlisted Bookings': each with its position, a promote and a remove button; one whose time
 * passed before a bay opened up shows as Expired, with neither.
 */
export function WaitlistList({ bookings, zone, onPromote, onRemove }: WaitlistListProps) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Waitlisted Bookings</Trans>
        </Title>
        {bookings.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>Nobody is waiting on this day.</Trans>
          </Text>
        )}
        {bookings.map((b) => {
          const member = fullName(b);
          const position = b.waitlistPosition ?? '';
          return (
            <Group key={b.id} justify="space-between" gap="xs" wrap="wrap">
              <Group gap="sm" wrap="nowrap">
                {b.status === 'expired' ? (
                  <Badge variant="light" color="gray">
                    <Trans>Expired</Trans>
                  </Badge>
                ) : (
                  <Badge variant="light" color="orange" aria-label={t`Position ${position}`}>
                    #{b.waitlistPosition}
                  </Badge>
                )}
                <div>
                  <Text size="sm" fw={600}>
                    {member}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.timeRange(new Date(b.startTime), new Date(b.endTime), zone)}
                  </Text>
                </div>
              </Group>
              {b.status !== 'expired' && (
                <Group gap="xs">
                  <Button size="xs" onClick={() => onPromote(b)} aria-label={t`Promote ${member}`}>
                    <Trans>Promote</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => onRemove(b)}
                    aria-label={t`Remove ${member} from the waitlist`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
