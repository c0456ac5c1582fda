import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateWithWeekday, formatTime } from '@tragkraft/domain';
import type { BoardAnswer, BoardStage } from '@tragkraft/sync-protocol';
import { crewOf, dayNote } from './board-rules';

interface Props {
  board: BoardAnswer;
  stage: BoardStage;
  onPlan: (userIds: number[]) => void;
  onClose: () => void;
}

/**
 * "Team einplanen…": the whole crew of a stage chosen at once (site leads and employees, each
 * with their day), sent as one move; people taken out of the list are unplanned (issue 33).
 */
export function CrewModal({ board, stage, onPlan, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>(() => crewOf(board, stage).map(String));
  const people = board.staff.filter((p) => chosen.includes(String(p.id)));
  const leads = people.filter((p) => p.role === 'operator').length;
  const options = [
    { group: 'Einsatzleiter', items: board.staff.filter((p) => p.role === 'operator') },
    { group: 'Mitarbeiter', items: board.staff.filter((p) => p.role === 'employee') },
  ].map(({ group, items }) => ({ group, items: items.map((p) => ({ value: String(p.id), label: `${p.name}${dayNote(p, stage.date, stage.stageId)}` })) }));
  return (
    <Modal opened onClose={onClose} title="Team einplanen" centered size="lg">
      <Stack>
        <Text size="sm">
          Auftrag {stage.orderId}, {formatDateWithWeekday(stage.date)} {formatTime(stage.time)}, {stage.service}, {stage.client}
        </Text>
        <Text size="sm" fw={600}>
          Benötigt: {stage.leadsNeeded} Einsatzleiter, {stage.employeesNeeded} Mitarbeiter · gewählt: {leads} Einsatzleiter, {people.length - leads} Mitarbeiter
        </Text>
        <MultiSelect label="Team" placeholder="Personen wählen" data={options} value={chosen} onChange={setChosen} searchable data-autofocus nothingFoundMessage="Niemand gefunden" maxValues={30} comboboxProps={{ zIndex: 500 }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button onClick={() => onPlan(chosen.map(Number))}>Team einplanen</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
