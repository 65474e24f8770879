import { SLOT_LEGEND } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { SLOT_LOOK } from './bookingDisplay';

/**
 * The four legend entries, each with its colour, icon and words; for a plan that books off-peak
 * only (Starter), why peak times show as unavailable.
 */
export function BookingLegend({ offPeakOnly = false }: { offPeakOnly?: boolean }) {
  const { t } = useLingui();
  const entries = (
    <Group component="ul" gap="md" aria-label={t`Legend`} p={0} m={0} style={{ listStyle: 'none' }}>
      {SLOT_LEGEND.map((entry) => {
        const { icon: StatusIcon, color, label } = SLOT_LOOK[entry.status];
        return (
          <Group component="li" key={entry.status} gap={6} wrap="nowrap">
            <StatusIcon
              size={18}
              stroke={2}
              aria-hidden
              color={`var(--mantine-color-${color}-6)`}
            />
            <Text size="sm">{t(label)}</Text>
          </Group>
        );
      })}
    </Group>
  );
  if (!offPeakOnly) return entries;
  return (
    <Stack gap={4}>
      {entries}
      <Text size="sm" c="dimmed">
        <Trans>Your Starter plan books off-peak times only. Peak times show as unavailable.</Trans>
      </Text>
    </Stack>
  );
}
