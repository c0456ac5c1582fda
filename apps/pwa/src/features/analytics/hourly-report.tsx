import { Stack, Table } from '@mantine/core';
import { formatChf, formatRating } from '@tragkraft/domain';
import type { ClientAnalyticsHourly } from '@tragkraft/sync-protocol';
import { ClientLink } from './client-link';
import { FigureGrid } from './figure-grid';
import { formatHourly, formatHours } from './figures-text';
import { MonthCharts } from './month-charts';
import { ReportSection } from './report-section';
import { StaffRole } from './staff-role';

/** Report 'Pro Stunde': revenue per worked hour in total, per client and per staff member. */
export function HourlyReport({ data, onOpenClient }: { data: ClientAnalyticsHourly; onOpenClient: (clientId: number) => void }) {
  return (
    <Stack gap="lg">
      <FigureGrid
        figures={[
          { label: 'Pro Stunde', value: formatHourly(data.totalHourly) },
          { label: 'Umsatz ohne Fahrt', value: formatChf(data.totalRevenue) },
          { label: 'Stunden', value: formatHours(data.totalHours) },
          { label: 'Einsätze', value: String(data.stagesCount) },
        ]}
      />
      <MonthCharts months={data.months} />
      <ReportSection title="Kunden" empty={data.clients.length === 0} emptyText="Keine Einsätze im Zeitraum.">
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label="Kunden pro Stunde" data-testid="client-hourly-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kunde</Table.Th>
                <Table.Th ta="right">Umsatz ohne Fahrt</Table.Th>
                <Table.Th ta="right">Stunden</Table.Th>
                <Table.Th ta="right">Pro Stunde</Table.Th>
                <Table.Th ta="right">Einsätze</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.clients.map((row) => (
                <Table.Tr key={row.clientId}>
                  <Table.Td>
                    <ClientLink name={row.clientName} onOpen={() => onOpenClient(row.clientId)} />
                  </Table.Td>
                  <Table.Td ta="right">{formatChf(row.revenue)}</Table.Td>
                  <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>
                  <Table.Td ta="right">{formatHourly(row.hourly)}</Table.Td>
                  <Table.Td ta="right">{row.stagesCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ReportSection>
      <ReportSection title="Mitarbeiter" empty={data.users.length === 0} emptyText="Keine Stunden im Zeitraum.">
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Mitarbeiter pro Stunde" data-testid="user-hourly-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vorname</Table.Th>
                <Table.Th>Funktion</Table.Th>
                <Table.Th ta="right">Bewertung</Table.Th>
                <Table.Th ta="right">Stunden</Table.Th>
                <Table.Th ta="right">Pro Stunde</Table.Th>
                <Table.Th ta="right">Einsätze</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.users.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>{row.userFirstName}</Table.Td>
                  <Table.Td>
                    <StaffRole role={row.role} />
                  </Table.Td>
                  <Table.Td ta="right">{formatRating(row.rating)}</Table.Td>
                  <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>
                  <Table.Td ta="right">{formatHourly(row.hourly)}</Table.Td>
                  <Table.Td ta="right">{row.stagesCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ReportSection>
    </Stack>
  );
}
