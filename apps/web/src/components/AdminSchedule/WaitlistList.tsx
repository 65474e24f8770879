import type { TAdminBooking } from '@club/contract';
import { formatTimeRange } from '@club/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Waitlisted Bookings
        </Title>
        {bookings.length === 0 && (
          <Text size="sm" c="dimmed">
            Nobody is waiting on this day.
          </Text>
        )}
        {bookings.map((b) => (
          <Group key={b.id} justify="space-between" gap="xs" wrap="wrap">
            <Group gap="sm" wrap="nowrap">
              {b.status === 'expired' ? (
                <Badge variant="light" color="gray">
                  Expired
                </Badge>
              ) : (
                <Badge
                  variant="light"
                  color="orange"
                  aria-label={`Position ${b.waitlistPosition ?? ''}`}
                >
                  #{b.waitlistPosition}
                </Badge>
              )}
              <div>
                <Text size="sm" fw={600}>
                  {fullName(b)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatTimeRange(new Date(b.startTime), new Date(b.endTime), zone)}
                </Text>
              </div>
            </Group>
            {b.status !== 'expired' && (
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => onPromote(b)}
                  aria-label={`Promote ${fullName(b)}`}
                >
                  Promote
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => onRemove(b)}
                  aria-label={`Remove ${fullName(b)} from the waitlist`}
                >
                  Remove
                </Button>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
