import { Stack, Title } from '@mantine/core';
import { formatChf } from '@tragkraft/domain';
import type { ClientAnalyticsClient } from '@tragkraft/sync-protocol';
import { ClientInvoicesTable } from './client-invoices-table';
import { ClientStagesTable } from './client-stages-table';
import { FigureGrid } from './figure-grid';
import { formatHourly, formatHours } from './figures-text';
import { MonthCharts } from './month-charts';
import { ReportSection } from './report-section';

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
      <ReportSection title="Einsätze" empty={data.stageDetails.length === 0} emptyText="Keine Einsätze im Zeitraum.">
        <ClientStagesTable stages={data.stageDetails} />
      </ReportSection>
      <ReportSection title="Rechnungen" empty={data.invoices.length === 0} emptyText="Keine Rechnungen im Zeitraum.">
        <ClientInvoicesTable invoices={data.invoices} />
      </ReportSection>
    </Stack>
  );
}
