import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateWithWeekday, formatTime } from '@tragkraft/domain';
import type { BoardPerson } from '@tragkraft/sync-protocol';
import { dayNote, isOnStage, type MoveSource } from './board-rules';

interface Props {
  source: MoveSource;
  staff: BoardPerson[];
  /** The days of the shown week: the keyboard way to move a stage to another day. */
  days: string[];
  onPlan: (toUserId: number) => void;
  onMoveDay: (date: string, toUserId: number | null) => void;
  onClose: () => void;
}

/**
 * "Einplanen…": the keyboard way to plan a selected card, a person picker for its day, and a
 * day picker to move it to another day of the week (with the person, or with its crew).
 */
export function PlanModal({ source, staff, days, onPlan, onMoveDay, onClose }: Props) {
  const { stage, fromUserId } = source;
  const [userId, setUserId] = useState<string | null>(null);
  const [date, setDate] = useState(stage.date);
  const from = staff.find((p) => p.id === fromUserId);
  const sameDay = date === stage.date;
  const options = staff
    .filter((person) => person.id !== fromUserId && !(sameDay && isOnStage(person, stage)))
    .map((person) => ({ value: String(person.id), label: `${person.name}${dayNote(person, date)}` }));
  const dayOptions = days.map((day) => ({ value: day, label: `${formatDateWithWeekday(day)}${day === stage.date ? ' (bisher)' : ''}` }));
  const submit = () => {
    if (sameDay) {
      if (userId !== null) onPlan(Number(userId));
    } else onMoveDay(date, userId === null ? null : Number(userId));
  };
  return (
    <Modal opened onClose={onClose} title={from ? 'Umplanen' : 'Einplanen'} centered>
      <Stack>
        <Text size="sm">
          Auftrag {stage.orderId}, {formatDateWithWeekday(stage.date)} {formatTime(stage.time)}, {stage.service}, {stage.client}
          {from ? ` – bisher ${from.name}` : ''}
        </Text>
        <Select label="Person" placeholder={sameDay ? 'Person wählen' : 'Team behalten'} data={options} value={userId} onChange={setUserId} searchable clearable={!sameDay} data-autofocus nothingFoundMessage="Niemand gefunden" />
        <Select label="Tag" data={dayOptions} value={date} onChange={(value) => value && setDate(value)} allowDeselect={false} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button disabled={sameDay && userId === null} onClick={submit}>
            {sameDay ? 'Einplanen' : 'Verschieben'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
