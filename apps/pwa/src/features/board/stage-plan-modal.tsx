import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { formatDateWithWeekday } from '@tragkraft/domain';
import type { BoardStage } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { checkNumberFields, NumberInput } from '../../ui/number-input';
import { saveStagePlan } from './board-api';
import { minutesText } from './board-rules';

interface Props {
  stage: BoardStage;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * "Dauer und Team…": a stage's estimated duration (hours, '3,5' or '3:30') and the site leads
 * and employees it needs. An empty duration goes back to the service's default (issue 33). The
 * crew is one pair: both fields empty is the service's default crew; one of them filled makes the
 * pair the stage's own, the empty one then 0 (the descriptions say so).
 */
export function StagePlanModal({ stage, onSaved, onClose }: Props) {
  const [hours, setHours] = useState<number | null>(stage.durationSet ? stage.durationMinutes / 60 : null);
  const [leads, setLeads] = useState<number | null>(stage.crewSet ? stage.leadsNeeded : null);
  const [employees, setEmployees] = useState<number | null>(stage.crewSet ? stage.employeesNeeded : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLDivElement>(null);

  const save = async () => {
    if (!checkNumberFields(form.current)) return;
    setBusy(true);
    try {
      await saveStagePlan({
        stageId: stage.stageId,
        version: stage.version,
        durationMinutes: hours === null ? null : Math.round(hours * 60),
        leadsNeeded: leads === null && employees === null ? null : (leads ?? 0),
        employeesNeeded: leads === null && employees === null ? null : (employees ?? 0),
      });
      onSaved();
    } catch (failure) {
      setError(withServerMessage('Konnte nicht speichern.', failure));
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Dauer und Team" centered>
      <Stack ref={form}>
        <Text size="sm">
          Auftrag {stage.orderId}, {formatDateWithWeekday(stage.date)}, {stage.service}, {stage.client}
        </Text>
        <NumberInput
          kind="hours"
          label="Dauer (Stunden)"
          description={stage.durationSet ? 'Leer: nach Leistung und Menge' : `Leer: nach Leistung und Menge (${minutesText(stage.durationMinutes)})`}
          min={0.25}
          max={24}
          value={hours}
          onChange={setHours}
          data-autofocus
        />
        <SimpleGrid cols={2}>
          <NumberInput kind="count" label="Einsatzleiter benötigt" description={stage.crewSet ? 'Beide leer: Standard der Leistung' : `Beide leer: Standard (${stage.leadsNeeded})`} min={0} max={20} value={leads} onChange={setLeads} />
          <NumberInput kind="count" label="Mitarbeiter benötigt" description={stage.crewSet ? 'Beide leer: Standard der Leistung' : `Beide leer: Standard (${stage.employeesNeeded})`} min={0} max={50} value={employees} onChange={setEmployees} />
        </SimpleGrid>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
