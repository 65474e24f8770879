import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface FigureCardProps<Row> {
  title: string;
  /** What the chart shows, in a sentence (its table's caption). */
  summary: string;
  chart: ReactNode;
  rows: Row[];
  columns: FigureColumn<Row>[];
  /** Tables instead of charts, for everyone; otherwise the table is there for screen readers only. */
  asTable: boolean;
}

/** One figure of My game: a chart for the eye, the same numbers as a table for screen readers. */
export function FigureCard<Row>({
  title,
  summary,
  chart,
  rows,
  columns,
  asTable,
}: FigureCardProps<Row>) {
  const table = (
    <Table striped withTableBorder fz="sm">
      <caption>{summary}</caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header} scope="col">
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={i}>
            {columns.map((c, j) =>
              j === 0 ? (
                <Table.Th key={c.header} scope="row" fw={400}>
                  {c.cell(row)}
                </Table.Th>
              ) : (
                <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {asTable ? (
        table
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-hidden>
            {summary}
          </Text>
          {/* the chart is a picture of the table below it */}
          <div aria-hidden>{chart}</div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
