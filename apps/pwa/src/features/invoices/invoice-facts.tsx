import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatChf, formatDate, formatHours, formatTime, weekdayAbbreviation } from '@tragkraft/domain';
import type { ServiceInvoiceDataAnswer, StageInvoiceDataAnswer } from '@tragkraft/sync-protocol';
import type { ReactNode } from 'react';
import { isServiceData, type InvoiceData } from './invoice-target';

const dayText = (date: string | null) => (date ? `${weekdayAbbreviation(date)} ${formatDate(date)}` : '–');
const hoursText = (hours: number | null) => (hours === null ? '–' : formatHours(hours));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** What the admin needs to check the lines: the stage's (or the service days') facts. */
export function InvoiceFacts({ data }: { data: InvoiceData }) {
  return isServiceData(data) ? <ServiceFacts data={data} /> : <StageFacts data={data} />;
}

function StageFacts({ data }: { data: StageInvoiceDataAnswer }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={600}>{data.clientName}</Text>
        <Text c="dimmed">Auftrag {data.orderId}, Etappe {data.stageNumber}</Text>
        {data.completedTime ? <Badge tt="none" color="green" variant="light">Abgeschlossen</Badge> : <Badge tt="none" color="gray" variant="light">Nicht abgeschlossen</Badge>}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
        <Fact label="Datum">{dayText(data.date)}</Fact>
        <Fact label="Zeit">{formatTime(data.time)}</Fact>
        <Fact label="LKW-Ankunft">{formatTime(data.truckArrivalTime)}</Fact>
        <Fact label="Anzahl">{data.amount ?? '–'}</Fact>
        <Fact label="Personen mit Stunden">{data.usersWithHoursCount}</Fact>
        <Fact label="Wartezeit pro Mann und Stunde">CHF {formatChf(data.clientWaitingTimeAmount)}</Fact>
      </SimpleGrid>
      {data.internal && <Fact label="Interne Bemerkung">{data.internal}</Fact>}
    </Stack>
  );
}

function ServiceFacts({ data }: { data: ServiceInvoiceDataAnswer }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={600}>{data.clientName}</Text>
        <Text c="dimmed">Auftrag {data.orderId}, Baustellen-Service</Text>
        {data.calculationParams.express && <Badge tt="none" color="orange" variant="light">Express</Badge>}
      </Group>
      <Text size="sm">Preis pro Stunde: CHF {formatChf(data.calculationPrice.pricePerHour)}</Text>
      <Table verticalSpacing={4} aria-label="Einsatztage">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tag</Table.Th>
            <Table.Th>Arbeitsstunden</Table.Th>
            <Table.Th>Interne Bemerkung</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.stages.map((stage) => (
            <Table.Tr key={stage.stageId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(stage.date)}</Table.Td>
              <Table.Td>{hoursText(stage.workHours)}</Table.Td>
              <Table.Td>{stage.internal ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
