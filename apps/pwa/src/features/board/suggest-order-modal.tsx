import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateWithWeekday } from '@tragkraft/domain';
import type { BoardPerson, SuggestOrderAnswer } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { Loading } from '../../ui/loading';
import { suggestOrder } from './board-api';
import { minutesText } from './board-rules';

interface Props {
  person: BoardPerson;
  date: string;
  onApply: (stops: SuggestOrderAnswer['stops']) => void;
  onClose: () => void;
}

/**
 * "Reihenfolge vorschlagen": the server's order of the person's stages that day with the least
 * driving, each with its new start time and drive, the total drive before and after; applied
 * as start times on confirmation (issue 33).
 */
export function SuggestOrderModal({ person, date, onApply, onClose }: Props) {
  const [answer, setAnswer] = useState<SuggestOrderAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    suggestOrder({ date, userIds: [person.id] }).then(setAnswer, (failure: unknown) => setError(withServerMessage('Konnte keine Reihenfolge vorschlagen.', failure)));
  }, [date, person.id]);

  const same = answer !== null && answer.proposedOrder.join() === answer.currentOrder.join();
  return (
    <Modal opened onClose={onClose} title="Reihenfolge vorschlagen" centered size="lg">
      <Stack>
        <Text size="sm">
          {person.name}, {formatDateWithWeekday(date)}
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        {!answer && !error && <Loading />}
        {answer && (
          <>
            <Table striped aria-label="Vorgeschlagene Reihenfolge">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Zeit</Table.Th>
                  <Table.Th>Auftrag</Table.Th>
                  <Table.Th>Ort</Table.Th>
                  <Table.Th>Fahrt davor</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.stops.map((stop) => (
                  <Table.Tr key={stop.stageId} data-stage-id={stop.stageId}>
                    <Table.Td>
                      {stop.time}–{stop.end}
                    </Table.Td>
                    <Table.Td>{stop.orderId}</Table.Td>
                    <Table.Td>{stop.place}</Table.Td>
                    <Table.Td>{minutesText(stop.travelMinutes)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" fw={600} data-testid="suggest-travel">
              Fahrzeit bisher {minutesText(answer.travelMinutesBefore)}, vorgeschlagen {minutesText(answer.travelMinutesAfter)}
            </Text>
            {same && <Text size="sm">Die bisherige Reihenfolge ist schon die kürzeste; die Zeiten werden neu angesetzt.</Text>}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button disabled={!answer} onClick={() => answer && onApply(answer.stops)}>
            Übernehmen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
