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
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { dayLabel, heatmapCells, HOUR_LABELS, statusLabel } from './dashboardView';
import classes from './AdminDashboard.module.css';
import { DashboardMoney } from './DashboardMoney';
import { Stat } from './DashboardStat';
import { TodayLessons } from './TodayLessons';

/** Beyond the spec: the Today dashboard of bay utilisation, peak share, waitlist, bookings made and demo funnel. */
export function AdminDashboard() {
  const dashboard = trpc.adminInsights.dashboard.useQuery({});
  const [span, setSpan] = useState<'day' | 'week'>('day');
  if (dashboard.isPending)
    return (
      <Skeleton height={260} radius="md" role="status" aria-label="Loading today's dashboard" />
    );
  if (dashboard.isError)
    return (
      <Alert color="red" variant="light">
        Today's figures could not be loaded.
      </Alert>
    );
  const d = dashboard.data;
  const heat = span === 'day' ? d.day : d.week;
  return (
    <Stack gap="md" component="section" aria-labelledby="today-title">
      <Title order={2} id="today-title">
        Today
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Stat
          label="Bays booked today"
          value={`${d.day.percent}%`}
          hint={`${Math.round(d.day.bookedMinutes / 60)} of ${Math.round(d.day.openMinutes / 60)} bay hours`}
        />
        <Stat
          label="This week"
          value={`${d.week.percent}%`}
          hint={`${dayLabel(d.week.from)} to ${dayLabel(d.week.to)}`}
        />
        <Stat
          label="Peak share"
          value={`${d.day.peakSharePercent}%`}
          hint="of today's booked time at peak rate"
        />
        <Stat
          label="Waitlist"
          value={String(d.waitlist.today)}
          hint={`waiting today, ${d.waitlist.upcoming} in all`}
        />
      </SimpleGrid>
      <DashboardMoney money={d.money} />
      <TodayLessons lessons={d.lessons} zone={d.timeZone} />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            Bay utilisation by hour
          </Title>
          <SegmentedControl
            size="xs"
            value={span}
            onChange={(v) => setSpan(v === 'week' ? 'week' : 'day')}
            data={[
              { value: 'day', label: 'Today' },
              { value: 'week', label: 'This week' },
            ]}
            aria-label="Heatmap span"
          />
        </Group>
        <div className={classes.scroll} role="region" aria-label="Heatmap" tabIndex={0}>
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
            getTooltipLabel={(c) =>
              `${c.y}, ${c.x}: ${c.value === null ? 'closed' : `${c.value}% booked`}`
            }
            aria-label={`Bay utilisation by hour, ${span === 'day' ? 'today' : 'this week'}`}
          />
        </div>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Utilisation this week
          </Title>
          <BarChart
            h={180}
            data={d.week.days.map((x) => ({
              day: dayLabel(x.day).slice(0, 3),
              percent: x.percent,
            }))}
            dataKey="day"
            series={[{ name: 'percent', label: 'Booked %', color: 'pine.6' }]}
            valueFormatter={(v) => `${v}%`}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Bookings made, last 14 days
          </Title>
          <BarChart
            h={180}
            data={d.bookingsCreated.map((x) => ({ day: x.day.slice(5), count: x.count }))}
            dataKey="day"
            series={[{ name: 'count', label: 'Bookings', color: 'gold.7' }]}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Demo requests by status
          </Title>
          <BarChart
            h={180}
            orientation="vertical"
            yAxisProps={{ width: 100 }}
            data={d.demoFunnel.map((x) => ({ status: statusLabel(x.status), count: x.count }))}
            dataKey="status"
            series={[{ name: 'count', label: 'Requests', color: 'blue.6' }]}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
