import { Stack, Text, Title } from '@mantine/core';
import { formatChf } from '@tragkraft/domain';
import type { ClientAnalyticsClient } from '@tragkraft/sync-protocol';
import { ClientInvoicesTable } from './client-invoices-table';
import { ClientStagesTable } from './client-stages-table';
import { FigureGrid } from './figure-grid';
import { formatHourly, formatHours } from './figures-text';
import { MonthCharts } from './month-charts';

/** The client report: one client's figures, its stages and its invoices in the period. */
export function ClientReport({ data }: { data: ClientAnalyticsClient }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h3" data-testid="client-report-name">
        {data.clientName}
      </Title>
      <FigureGrid
        figures={[
          { label: 'Umsatz mit Fahrt', value: formatChf(data.revenueWithDrive) },
          { label: 'Umsatz ohne Fahrt', value: formatChf(data.revenue) },
          { label: 'Stunden', value: formatHours(data.hours) },
          { label: 'Pro Stunde', value: formatHourly(data.hourly) },
          { label: 'Einsätze', value: String(data.stagesCount) },
        ]}
      />
      <MonthCharts months={data.months} />
      <Stack gap="xs">
        <Title order={3}>Einsätze</Title>
        {data.stageDetails.length === 0 ? <Text c="dimmed">Keine Einsätze im Zeitraum.</Text> : <ClientStagesTable stages={data.stageDetails} />}
      </Stack>
      <Stack gap="xs">
        <Title order={3}>Rechnungen</Title>
        {data.invoices.length === 0 ? <Text c="dimmed">Keine Rechnungen im Zeitraum.</Text> : <ClientInvoicesTable invoices={data.invoices} />}
      </Stack>
    </Stack>
  );
}
