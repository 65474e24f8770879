import type { TCoach } from '@club/contract';
import { WEEKDAY_NAMES } from '@club/domain';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

/** The days a coach teaches, in week order: 'Tue, Wed, Thu'. */
function teachingDays(coach: TCoach): string {
  const days = [...new Set(coach.hours.map((h) => h.dayOfWeek))].sort((a, b) => a - b);
  return days.map((d) => (WEEKDAY_NAMES[d] ?? '').slice(0, 3)).join(', ');
}

/** The club's coaches: name, bio, rate and teaching days; Choose picks one for the lesson. */
export function CoachCards({
  coaches,
  chosen,
  onChoose,
}: {
  coaches: readonly TCoach[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  if (coaches.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" role="list" aria-label="Coaches">
      {coaches.map((c) => (
        <Paper key={c.id} withBorder p="sm" radius="md" role="listitem" aria-label={c.name}>
          <Stack gap={4}>
            <Text fw={700}>{c.name}</Text>
            {c.bio && (
              <Text size="sm" c="dimmed">
                {c.bio}
              </Text>
            )}
            <Text size="sm">
              ${c.hourlyRate} an hour{c.hours.length > 0 ? ` · ${teachingDays(c)}` : ''}
            </Text>
            <Button
              size="xs"
              variant={chosen === c.id ? 'filled' : 'light'}
              aria-pressed={chosen === c.id}
              onClick={() => onChoose(c.id)}
            >
              {chosen === c.id ? 'Chosen' : `Choose ${c.firstName}`}
            </Button>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
