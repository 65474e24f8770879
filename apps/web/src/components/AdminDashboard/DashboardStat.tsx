import { Paper, Text } from '@mantine/core';

/** One figure of the Today dashboard: its label, the figure, and a line of context. */
export function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}
