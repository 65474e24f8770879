import '@mantine/charts/styles.css';
import type { TMemberStats } from '@club/contract';
import type { Locale } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useLocale } from '../../i18n/useLocale';
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

function Figures({
  stats,
  asTable,
  locale,
}: {
  stats: TMemberStats;
  asTable: boolean;
  locale: Locale;
}) {
  const { t } = useLingui();
  const months = monthRows(stats, locale);
  const hours = hourRows(stats, locale);
  const weekdays = weekdayRows(stats, locale);
  const inHours = (value: number) => hoursText(value, locale);
  // hours played, not the club's opening hours (the footer's 'Hours')
  const hoursHeading = t({ message: 'Hours', context: 'time played' });
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Stat label={t`Sessions played, last 12 months`} value={String(stats.totalSessions)} />
        <Stat label={t`Hours played, last 12 months`} value={inHours(stats.totalHours)} />
      </SimpleGrid>
      <FigureCard
        title={t`Hours played per month`}
        summary={t`Hours on the simulators in each of the last 12 months.`}
        asTable={asTable}
        rows={months}
        columns={[
          { header: t`Month`, cell: (r) => r.label },
          { header: hoursHeading, cell: (r) => inHours(r.hours) },
        ]}
        chart={
          <BarChart
            barChartProps={PICTURE_ONLY}
            h={200}
            data={months.map((m) => ({ month: m.label.slice(0, 3), hours: m.hours }))}
            dataKey="month"
            series={[{ name: 'hours', label: hoursHeading, color: 'pine.6' }]}
            valueFormatter={inHours}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FigureCard
          title={t`Sessions by weekday`}
          summary={t`Sessions played on each day of the week.`}
          asTable={asTable}
          rows={weekdays}
          columns={[
            { header: t`Day`, cell: (r) => r.name },
            { header: t`Sessions`, cell: (r) => r.sessions },
          ]}
          chart={
            <BarChart
              barChartProps={PICTURE_ONLY}
              h={180}
              data={weekdays}
              dataKey="label"
              series={[{ name: 'sessions', label: t`Sessions`, color: 'gold.7' }]}
            />
          }
        />
        <FigureCard
          title={t`Sessions by start hour`}
          summary={t`Sessions played by the hour they started.`}
          asTable={asTable}
          rows={hours}
          columns={[
            { header: t`Hour`, cell: (r) => r.label },
            { header: t`Sessions`, cell: (r) => r.sessions },
          ]}
          chart={
            <BarChart
              barChartProps={PICTURE_ONLY}
              h={180}
              data={hours}
              dataKey="label"
              series={[{ name: 'sessions', label: t`Sessions`, color: 'gold.7' }]}
            />
          }
        />
      </SimpleGrid>
      {stats.seasons.map((season) => {
        const leagueName = season.leagueName;
        const rows = seasonRows(season, locale);
        return (
          <FigureCard
            key={season.leagueId}
            title={t`League scores: ${leagueName}`}
            summary={t`Your score on each match night of ${leagueName}.`}
            asTable={asTable}
            rows={rows}
            columns={[
              { header: t`Match night`, cell: (r) => r.label },
              { header: t`Score`, cell: (r) => r.score },
            ]}
            chart={
              <LineChart
                lineChartProps={PICTURE_ONLY}
                h={180}
                data={rows}
                dataKey="label"
                series={[{ name: 'score', label: t`Score`, color: 'pine.6' }]}
                curveType="linear"
              />
            }
          />
        );
      })}
    </Stack>
  );
}

/** My Account, My game: the member's own figures (`GET /api/user/stats`). */
export function MyGame() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const stats = trpc.account.stats.useQuery();
  const [view, setView] = useState<'charts' | 'tables'>('charts');
  if (stats.isPending)
    return <Skeleton height={260} radius="md" role="status" aria-label={t`Loading your figures`} />;
  if (stats.isError)
    return (
      <Alert color="red" variant="light">
        <Trans>Your figures could not be loaded. Please reload the page to try again.</Trans>
      </Alert>
    );
  if (isEmpty(stats.data))
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconChartBar size={28} aria-hidden />}
        title={t`Your game starts here`}
        description={t`Play a session and your hours, favourite days and league scores show up here.`}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/booking">
            <Trans>Book Now</Trans>
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
            { value: 'charts', label: t`Charts` },
            { value: 'tables', label: t`Tables` },
          ]}
          aria-label={t`Show the figures as`}
        />
      </Group>
      <Figures stats={stats.data} asTable={view === 'tables'} locale={locale} />
    </Stack>
  );
}
