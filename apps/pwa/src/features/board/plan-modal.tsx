import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateWithWeekday, formatTime } from '@tragkraft/domain';
import type { BoardPerson } from '@tragkraft/sync-protocol';
import { cellOf, isOnStage, type MoveSource } from './board-rules';

interface Props {
  source: MoveSource;
  staff: BoardPerson[];
  onPlan: (toUserId: number) => void;
  onClose: () => void;
}

/** The person's day in the picker: absent, or how many stages they already have. */
function dayNote(person: BoardPerson, date: string): string {
  const cell = cellOf(person, date);
  if (cell?.absence) return ` – abwesend (${cell.absence.reason})`;
  const count = cell?.stages.filter((s) => s.confirmation !== false).length ?? 0;
  return count === 0 ? ' – frei' : ` – ${count} ${count === 1 ? 'Einsatz' : 'Einsätze'}`;
}

/** "Einplanen…": the keyboard way to plan a selected card, a person picker for its day. */
export function PlanModal({ source, staff, onPlan, onClose }: Props) {
  const [userId, setUserId] = useState<string | null>(null);
  const { stage, fromUserId } = source;
  const from = staff.find((p) => p.id === fromUserId);
  const options = staff
    .filter((person) => person.id !== fromUserId && !isOnStage(person, stage))
    .map((person) => ({ value: String(person.id), label: `${person.name}${dayNote(person, stage.date)}` }));
  return (
    <Modal opened onClose={onClose} title={from ? 'Umplanen' : 'Einplanen'} centered>
      <Stack>
        <Text size="sm">
          Auftrag {stage.orderId}, {formatDateWithWeekday(stage.date)} {formatTime(stage.time)}, {stage.service}, {stage.client}
          {from ? ` – bisher ${from.name}` : ''}
        </Text>
        <Select label="Person" placeholder="Person wählen" data={options} value={userId} onChange={setUserId} searchable data-autofocus nothingFoundMessage="Niemand gefunden" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button disabled={userId === null} onClick={() => userId !== null && onPlan(Number(userId))}>
            Einplanen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
