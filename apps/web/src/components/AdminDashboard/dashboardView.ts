import type { TUtilisation } from '@club/contract';
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
