import { Stack, Table, Text } from '@mantine/core';
import { formatChf, formatRating, zurichToday } from '@tragkraft/domain';
import type { UserAnalyticsUser } from '@tragkraft/sync-protocol';
import { FigureGrid } from './figure-grid';
import { formatHourly, formatHours } from './figures-text';
import { StageRow } from './stage-row';
import { stageRowState } from './stage-row-state';
import { useStageMemory } from './use-stage-memory';

/** One person's figures and every stage of the period they are assigned to. */
export function StaffStages({ data, userId }: { data: UserAnalyticsUser; userId: number }) {
  const { lastOpened, remember } = useStageMemory(true);
  const today = zurichToday(new Date());
  const figures = data.user;
  return (
    <Stack gap="lg">
      {figures && (
        <FigureGrid
          figures={[
            { label: 'Pro Stunde', value: formatHourly(figures.hourly) },
            { label: 'Umsatz ohne Fahrt', value: formatChf(figures.revenue) },
            { label: 'Stunden', value: formatHours(figures.hours) },
            { label: 'Einsätze', value: String(figures.stagesCount) },
            { label: 'Als EL', value: String(figures.operatorStagesCount) },
            { label: 'Bewertung', value: formatRating(figures.rating) },
          ]}
        />
      )}
      {data.stageDetails.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Keine Einsätze im Zeitraum.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label="Einsätze des Mitarbeiters" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Datum</Table.Th>
                <Table.Th>Einsatz</Table.Th>
                <Table.Th>Kunde / Adresse</Table.Th>
                <Table.Th>Visum / Preis</Table.Th>
                <Table.Th>Team</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.stageDetails.map((stage) => (
                <StageRow key={stage.id} stage={stage} state={stageRowState(stage, today, lastOpened)} userId={userId} onOpen={remember} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
