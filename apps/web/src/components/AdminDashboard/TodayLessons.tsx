import type { TDashboard } from '@club/contract';
import { Trans } from '@lingui/react/macro';
import { List, Paper, Text, Title } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';

/** The Today dashboard's lessons: who teaches whom on which bay (issue 24). */
export function TodayLessons({ lessons, zone }: { lessons: TDashboard['lessons']; zone: string }) {
  const format = useFormat();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="today-lessons">
      <Title order={3} size="h5" mb="xs" id="today-lessons">
        <Trans>Lessons today</Trans>
      </Title>
      {lessons.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No lessons today.</Trans>
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {lessons.map((l) => {
            const time = format.timeRange(new Date(l.startTime), new Date(l.endTime), zone);
            const { coachName: coach, memberName: member, bayName: bay } = l;
            return (
              <List.Item key={l.id}>
                <Trans>
                  {time}: {coach} with {member}, {bay}
                </Trans>
              </List.Item>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
