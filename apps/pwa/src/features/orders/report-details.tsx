import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatTime, SITE_SERVICE_TYPE_ID, weekdayAbbreviation } from '@tragkraft/domain';
import type { StageDetail } from '@tragkraft/sync-protocol';
import { formatHours } from '@tragkraft/domain';
import { stageText } from './order-row-text';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{children}</Text>
    </Stack>
  );
}

const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '–' : value);
const hours = (value: number | null) => (value === null ? '–' : formatHours(value));

/** What was planned for the stage and what the site lead reported. */
export function ReportDetails({ stage }: { stage: StageDetail }) {
  const service = stage.typeId === SITE_SERVICE_TYPE_ID;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      <Field label="Datum">{stage.date ? `${weekdayAbbreviation(stage.date)} ${formatDate(stage.date)}` : '–'}</Field>
      <Field label="Zeit">{formatTime(stage.time)}</Field>
      <Field label="Etappe">{stageText(stage.stageNumber, stage.stagesCount)}</Field>
      {service ? (
        <Field label="Mitarbeiter × Stunden">{`${orDash(stage.amount)} × ${hours(stage.hours)}`}</Field>
      ) : (
        <Field label="Anzahl">{orDash(stage.amount)}</Field>
      )}
      <Field label="Auftragsnummer">{orDash(stage.orderNumber)}</Field>
      <Field label="Objektadresse">{stage.address}</Field>
      <Field label="Bemerkungen">{orDash(stage.remarks)}</Field>
      {/* A site-service stage has no truck and no damage question (as the site lead's form). */}
      {!service && <Field label="Ankunft Lastwagen">{formatTime(stage.truckArrivalTime)}</Field>}
      {!service && <Field label="Schäden">{stage.damages === null ? '–' : stage.damages ? 'Ja' : 'Nein'}</Field>}
      <Field label="Anzahl Mitarbeiter">{stage.workerCount}</Field>
      <Field label="Arbeitsstunden">{hours(stage.workHours)}</Field>
      <Field label="Allgemeine Bemerkungen">{orDash(stage.general)}</Field>
    </SimpleGrid>
  );
}
