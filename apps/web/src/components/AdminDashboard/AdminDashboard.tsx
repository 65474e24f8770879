import '@mantine/charts/styles.css';
import { BarChart, MatrixChart } from '@mantine/charts';
import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Title,
} from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { trpc } from '../../lib/trpc';
import { DEMO_STATUS_LABEL } from '../AdminDemoRequests/demoStatusLabels';
import { heatmapCells, HOUR_LABELS } from './dashboardView';
import classes from './AdminDashboard.module.css';
import { DashboardMoney } from './DashboardMoney';
import { Stat } from './DashboardStat';
import { TodayLessons } from './TodayLessons';

/** Beyond the spec: the Today dashboard of bay utilisation, peak share, waitlist, bookings made and demo funnel. */
export function AdminDashboard() {
  const { t } = useLingui();
  const format = useFormat();
  const dashboard = trpc.adminInsights.dashboard.useQuery({});
  const [span, setSpan] = useState<'day' | 'week'>('day');
  if (dashboard.isPending)
    return (
      <Skeleton height={260} radius="md" role="status" aria-label={t`Loading today's dashboard`} />
    );
  if (dashboard.isError)
    return (
      <Alert color="red" variant="light">
        <Trans>Today's figures could not be loaded.</Trans>
      </Alert>
    );
  const d = dashboard.data;
  const heat = span === 'day' ? d.day : d.week;
  const booked = Math.round(d.day.bookedMinutes / 60);
  const open = Math.round(d.day.openMinutes / 60);
  const from = format.shortDay(d.week.from);
  const to = format.shortDay(d.week.to);
  const upcoming = d.waitlist.upcoming;
  return (
    <Stack gap="md" component="section" aria-labelledby="today-title">
      <Title order={2} id="today-title">
        <Trans>Today</Trans>
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Stat
          label={t`Bays booked today`}
          value={`${d.day.percent}%`}
          hint={t`${booked} of ${plural(open, { one: '# bay hours', other: '# bay hours' })}`}
        />
        <Stat label={t`This week`} value={`${d.week.percent}%`} hint={t`${from} to ${to}`} />
        <Stat
          label={t`Peak share`}
          value={`${d.day.peakSharePercent}%`}
          hint={t`of today's booked time at peak rate`}
        />
        <Stat
          label={t`Waitlist`}
          value={String(d.waitlist.today)}
          hint={t`waiting today, ${upcoming} in all`}
        />
      </SimpleGrid>
      <DashboardMoney money={d.money} />
      <TodayLessons lessons={d.lessons} zone={d.timeZone} />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            <Trans>Bay utilisation by hour</Trans>
          </Title>
          <SegmentedControl
            size="xs"
            value={span}
            onChange={(v) => setSpan(v === 'week' ? 'week' : 'day')}
            data={[
              { value: 'day', label: t`Today` },
              { value: 'week', label: t`This week` },
            ]}
            aria-label={t`Heatmap span`}
          />
        </Group>
        <div className={classes.scroll} role="region" aria-label={t`Heatmap`} tabIndex={0}>
          <MatrixChart
            data={heatmapCells(heat)}
            xLabels={HOUR_LABELS}
            yLabels={heat.bays.map((b) => b.bayName)}
            domain={[0, 100]}
            colors={['gray.2', 'pine.2', 'pine.4', 'pine.6', 'pine.8']}
            cellSize={26}
            withXLabels
            withYLabels
            xLabelsRotation={0}
            xLabelsHeight={24}
            yLabelsWidth={70}
            withLegend
            legendLabels={['0%', '100%']}
            withTooltip
            getTooltipLabel={(c) => {
              const bay = c.y;
              const hour = c.x;
              const percent = c.value;
              return percent === null
                ? t`${bay}, ${hour}: closed`
                : t`${bay}, ${hour}: ${percent}% booked`;
            }}
            aria-label={
              span === 'day'
                ? t`Bay utilisation by hour, today`
                : t`Bay utilisation by hour, this week`
            }
          />
        </div>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            <Trans>Utilisation this week</Trans>
          </Title>
          <BarChart
            h={180}
            data={d.week.days.map((x) => ({
              day: format.shortDay(x.day).slice(0, 3),
              percent: x.percent,
            }))}
            dataKey="day"
            series={[{ name: 'percent', label: t`Booked %`, color: 'pine.6' }]}
            valueFormatter={(v) => `${v}%`}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            <Trans>Bookings made, last 14 days</Trans>
          </Title>
          <BarChart
            h={180}
            data={d.bookingsCreated.map((x) => ({ day: x.day.slice(5), count: x.count }))}
            dataKey="day"
            series={[{ name: 'count', label: t`Bookings`, color: 'gold.7' }]}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            <Trans>Demo requests by status</Trans>
          </Title>
          <BarChart
            h={180}
            orientation="vertical"
            yAxisProps={{ width: 100 }}
            data={d.demoFunnel.map((x) => ({
              status: t(DEMO_STATUS_LABEL[x.status]),
              count: x.count,
            }))}
            dataKey="status"
            series={[{ name: 'count', label: t`Requests`, color: 'blue.6' }]}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
