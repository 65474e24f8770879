import '@mantine/charts/styles.css';
import type { TMemberStats } from '@club/contract';
import { BarChart, LineChart } from '@mantine/charts';
import {
  Alert,
  Button,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { FigureCard } from './FigureCard';
import { hourRows, hoursText, isEmpty, monthRows, seasonRows, weekdayRows } from './myGameView';

/**
 * The charts are pictures of their tables (FigureCard hides them from screen readers): recharts'
 * keyboard layer would put a focusable element inside that hidden picture.
 */
const PICTURE_ONLY = { accessibilityLayer: false };

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

function Figures({ stats, asTable }: { stats: TMemberStats; asTable: boolean }) {
  const months = monthRows(stats);
  const hours = hourRows(stats);
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Stat label="Sessions played, last 12 months" value={String(stats.totalSessions)} />
        <Stat label="Hours played, last 12 months" value={hoursText(stats.totalHours)} />
      </SimpleGrid>
      <FigureCard
        title="Hours played per month"
        summary="Hours on the simulators in each of the last 12 months."
        asTable={asTable}
        rows={months}
        columns={[
          { header: 'Month', cell: (r) => r.label },
          { header: 'Hours', cell: (r) => hoursText(r.hours) },
        ]}
        chart={
          <BarChart
            barChartProps={PICTURE_ONLY}
            h={200}
            data={months.map((m) => ({ month: m.label.slice(0, 3), hours: m.hours }))}
            dataKey="month"
            series={[{ name: 'hours', label: 'Hours', color: 'pine.6' }]}
            valueFormatter={hoursText}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FigureCard
          title="Sessions by weekday"
          summary="Sessions played on each day of the week."
          asTable={asTable}
          rows={weekdayRows(stats)}
          columns={[
            { header: 'Day', cell: (r) => r.name },
            { header: 'Sessions', cell: (r) => r.sessions },
          ]}
          chart={
            <BarChart
              barChartProps={PICTURE_ONLY}
              h={180}
              data={weekdayRows(stats)}
              dataKey="label"
              series={[{ name: 'sessions', label: 'Sessions', color: 'gold.7' }]}
            />
          }
        />
        <FigureCard
          title="Sessions by start hour"
          summary="Sessions played by the hour they started."
          asTable={asTable}
          rows={hours}
          columns={[
            { header: 'Hour', cell: (r) => r.label },
            { header: 'Sessions', cell: (r) => r.sessions },
          ]}
          chart={
            <BarChart
              barChartProps={PICTURE_ONLY}
              h={180}
              data={hours}
              dataKey="label"
              series={[{ name: 'sessions', label: 'Sessions', color: 'gold.7' }]}
            />
          }
        />
      </SimpleGrid>
      {stats.seasons.map((season) => (
        <FigureCard
          key={season.leagueId}
          title={`League scores: ${season.leagueName}`}
          summary={`Your score on each match night of ${season.leagueName}.`}
          asTable={asTable}
          rows={seasonRows(season)}
          columns={[
            { header: 'Match night', cell: (r) => r.label },
            { header: 'Score', cell: (r) => r.score },
          ]}
          chart={
            <LineChart
              lineChartProps={PICTURE_ONLY}
              h={180}
              data={seasonRows(season)}
              dataKey="label"
              series={[{ name: 'score', label: 'Score', color: 'pine.6' }]}
              curveType="linear"
            />
          }
        />
      ))}
    </Stack>
  );
}

/** My Account, My game: the member's own figures (`GET /api/user/stats`). */
export function MyGame() {
  const stats = trpc.account.stats.useQuery();
  const [view, setView] = useState<'charts' | 'tables'>('charts');
  if (stats.isPending)
    return <Skeleton height={260} radius="md" role="status" aria-label="Loading your figures" />;
  if (stats.isError)
    return (
      <Alert color="red" variant="light">
        Your figures could not be loaded. Please reload the page to try again.
      </Alert>
    );
  if (isEmpty(stats.data))
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconChartBar size={28} aria-hidden />}
        title="Your game starts here"
        description="Play a session and your hours, favourite days and league scores show up here."
      >
        <EmptyState.Actions>
          <Button component={Link} to="/booking">
            Book Now
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => setView(v === 'tables' ? 'tables' : 'charts')}
          data={[
            { value: 'charts', label: 'Charts' },
            { value: 'tables', label: 'Tables' },
          ]}
          aria-label="Show the figures as"
        />
      </Group>
      <Figures stats={stats.data} asTable={view === 'tables'} />
    </Stack>
  );
}
