import type { TDashboard } from '@club/contract';
import { formatTimeRange } from '@club/domain';
import { List, Paper, Text, Title } from '@mantine/core';

/** The Today dashboard's lessons: who teaches whom on which bay (issue 24). */
export function TodayLessons({ lessons, zone }: { lessons: TDashboard['lessons']; zone: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="today-lessons">
      <Title order={3} size="h5" mb="xs" id="today-lessons">
        Lessons today
      </Title>
      {lessons.length === 0 ? (
        <Text size="sm" c="dimmed">
          No lessons today.
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {lessons.map((l) => (
            <List.Item key={l.id}>
              {formatTimeRange(new Date(l.startTime), new Date(l.endTime), zone)}: {l.coachName}{' '}
              with {l.memberName}, {l.bayName}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
