import { DonutChart } from '@mantine/charts';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatChf } from '@tragkraft/domain';
import type { ClientAnalyticsRevenue } from '@tragkraft/sync-protocol';
import { ClientLink } from './client-link';
import { chartValueText, formatPercent } from './figures-text';
import { MonthCharts } from './month-charts';
import { ReportSection } from './report-section';
import { shareSlices } from './revenue-share';

/** Report 'Umsatz': each client's revenue and its share of the total. */
export function RevenueReport({ data, onOpenClient }: { data: ClientAnalyticsRevenue; onOpenClient: (clientId: number) => void }) {
  const slices = shareSlices(data.clients);
  return (
    <Stack gap="lg">
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Umsatz ohne Fahrt total
        </Text>
        <Text fw={700} size="lg" data-testid="revenue-total">
          CHF {formatChf(data.totalRevenue)}
        </Text>
        {/* Fee income of the period, apart: a dunning fee is no revenue of a stage (issue 28). */}
        <Text size="sm" c="dimmed" data-testid="dunning-fees">
          Mahngebühren (nicht im Umsatz): CHF {formatChf(data.dunningFees)}
        </Text>
      </Paper>
      {slices.length > 0 && (
        <Paper withBorder p="sm" radius="md" data-testid="chart-revenue-share">
          <Text fw={600} size="sm" mb="xs">
            Anteil am Umsatz
          </Text>
          <Group justify="center" gap="xl">
            <DonutChart data={slices} size={200} thickness={34} valueFormatter={chartValueText} tooltipDataSource="segment" />
            <Stack gap={4}>
              {slices.map((slice) => (
                <Group key={slice.name} gap={6} wrap="nowrap">
                  <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
                  <Text size="sm">{slice.name}</Text>
                  <Text size="sm" c="dimmed">
                    {formatPercent(data.totalRevenue === 0 ? 0 : (slice.value * 10_000) / data.totalRevenue)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </Paper>
      )}
      <MonthCharts months={data.months} />
      <ReportSection title="Kunden" empty={data.clients.length === 0} emptyText="Kein Umsatz im Zeitraum.">
        <Table.ScrollContainer minWidth={420}>
          <Table striped highlightOnHover aria-label="Umsatz pro Kunde" data-testid="client-revenue-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kunde</Table.Th>
                <Table.Th ta="right">Umsatz ohne Fahrt</Table.Th>
                <Table.Th ta="right">Anteil</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.clients.map((row) => (
                <Table.Tr key={row.clientId}>
                  <Table.Td>
                    <ClientLink name={row.clientName} onOpen={() => onOpenClient(row.clientId)} />
                  </Table.Td>
                  <Table.Td ta="right">{formatChf(row.revenue)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(row.percent)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ReportSection>
    </Stack>
  );
}
