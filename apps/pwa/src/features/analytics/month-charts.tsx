import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AnalyticsMonth } from '@tragkraft/sync-protocol';
import { chartAxisText, chartValueText, monthLabel, toChartValue } from './figures-text';

function ChartCard({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** Revenue per month and revenue per hour per month: the period's trend at a glance. */
export function MonthCharts({ months }: { months: AnalyticsMonth[] }) {
  if (months.length === 0) return null;
  const data = months.map((m) => ({ month: monthLabel(m.month), Umsatz: toChartValue(m.revenue), 'Pro Stunde': m.hourly === null ? null : toChartValue(m.hourly) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <ChartCard title="Umsatz ohne Fahrt pro Monat (CHF)" testId="chart-revenue-month">
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'Umsatz', color: 'blue.6' }]}
          valueFormatter={chartValueText}
          yAxisProps={{ tickFormatter: chartAxisText, width: 70 }}
          maxBarWidth={48}
          tickLine="y"
        />
      </ChartCard>
      <ChartCard title="Umsatz ohne Fahrt pro Stunde (CHF)" testId="chart-hourly-month">
        <LineChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'Pro Stunde', color: 'teal.6' }]}
          valueFormatter={chartValueText}
          yAxisProps={{ tickFormatter: chartAxisText, width: 70 }}
          connectNulls
          curveType="monotone"
          tickLine="y"
        />
      </ChartCard>
    </SimpleGrid>
  );
}
