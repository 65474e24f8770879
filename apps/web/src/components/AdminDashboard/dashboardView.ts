import type { TUtilisation } from '@club/contract';
import {
  DEMO_REQUEST_STATUS_LABELS,
  formatLocalDate,
  WEEKDAY_NAMES,
  weekdayOfDate,
} from '@club/domain';
import type { MatrixChartCell } from '@mantine/charts';

/** Hour labels of the heatmap: 12a, 1a … 11p. */
export const HOUR_LABELS = Array.from(
  { length: 24 },
  (_, h) => `${h % 12 === 0 ? 12 : h % 12}${h < 12 ? 'a' : 'p'}`,
);

/** The bay x hour cells of a utilisation (a closed hour is empty, not 0 %). */
export function heatmapCells(u: TUtilisation): MatrixChartCell[] {
  return u.bays.flatMap((bay) =>
    bay.hours.map((value, hour) => ({
      x: HOUR_LABELS[hour] ?? String(hour),
      y: bay.bayName,
      value,
    })),
  );
}

/** 'Mon 11/23/26' for a local day. */
export function dayLabel(day: string): string {
  return `${WEEKDAY_NAMES[weekdayOfDate(day)].slice(0, 3)} ${formatLocalDate(day)}`;
}

export const statusLabel = (status: keyof typeof DEMO_REQUEST_STATUS_LABELS) =>
  DEMO_REQUEST_STATUS_LABELS[status];
