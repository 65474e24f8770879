import type { TCoach } from '@club/contract';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { WEEKDAY_SHORT } from '../BookingWizard/dayWords';

/** The days a coach teaches, in week order: 'Tue, Wed, Thu'. */
function teachingDays(coach: TCoach, i18n: I18n): string {
  const days = [...new Set(coach.hours.map((h) => h.dayOfWeek))].sort((a, b) => a - b);
  return days
    .map((d) => {
      const name = WEEKDAY_SHORT[d];
      return name ? i18n._(name) : '';
    })
    .join(', ');
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  if (coaches.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" role="list" aria-label={t`Coaches`}>
      {coaches.map((c) => {
        const rate = format.money(c.hourlyRate * 100);
        const firstName = c.firstName;
        const days = teachingDays(c, i18n);
        return (
          <Paper key={c.id} withBorder p="sm" radius="md" role="listitem" aria-label={c.name}>
            <Stack gap={4}>
              <Text fw={700}>{c.name}</Text>
              {c.bio && (
                <Text size="sm" c="dimmed">
                  {c.bio}
                </Text>
              )}
              <Text size="sm">
                {c.hours.length > 0 ? t`${rate} an hour · ${days}` : t`${rate} an hour`}
              </Text>
              <Button
                size="xs"
                variant={chosen === c.id ? 'filled' : 'light'}
                aria-pressed={chosen === c.id}
                onClick={() => onChoose(c.id)}
              >
                {chosen === c.id ? t`Chosen` : t`Choose ${firstName}`}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
