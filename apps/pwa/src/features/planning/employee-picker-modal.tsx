import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { countOf, formatRating, formatTableDate } from '@tragkraft/domain';
import type { PickerConflict, PickerEmployee, PlanningAnswer } from '@tragkraft/sync-protocol';
import { ApiError, withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError } from '../../ui/notify';
import { useApi } from '../../ui/use-api';
import { ConfirmationIcon } from '../operations/confirmation-icon';
import { FIELD_SECONDARY } from '../operations/field-look';
import { assignStaff, loadPlanning, unassignStaff } from './planning-api';

/** Admins plan the team: everybody with planned count, average rating and same-day conflicts. */
export function EmployeePickerModal({ stageId, onClose }: { stageId: number; onClose: () => void }) {
  const loaded = useApi(() => loadPlanning(stageId), [stageId], 'Konnte die Mitarbeiter nicht laden');
  const [answer, setAnswer] = useState<PlanningAnswer | null>(null);
  // `absent`: the server's text when the person is absent that day (it names a same-day stage too).
  const [conflict, setConflict] = useState<{ employee: PickerEmployee; conflicts: PickerConflict[]; absent: string | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const planning = answer ?? loaded.data;

  const change = async (employee: PickerEmployee, force = false) => {
    setBusy(employee.id);
    try {
      const userId = employee.id;
      setAnswer(employee.assigned ? await unassignStaff({ stageId, userId }) : await assignStaff({ stageId, userId, ...(force ? { force } : {}) }));
      setConflict(null);
    } catch (error) {
      // Only an assignment can be confirmed despite a conflict; a refused removal (the person
      // has reported hours) is a plain error.
      if (error instanceof ApiError && error.status === 409 && !employee.assigned) {
        setConflict({ employee, conflicts: (error.details.conflicts as PickerConflict[] | undefined) ?? [], absent: error.details.absence ? error.message : null });
      } else notifyError(withServerMessage('Fehler: Konnte die Änderungen nicht speichern', error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Mitarbeiter auswählen" closeOnClickOutside={false} size="lg">
      <LoadState loading={loaded.loading && !planning} error={loaded.error} empty={planning?.employees.length === 0} emptyText="Keine Mitarbeiter ausgewählt.">
        <Stack gap="xs">
          {planning?.employees.map((employee) => (
            <Card key={employee.id} withBorder padding="xs" opacity={employee.inactive ? 0.6 : 1}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Group gap={4}>
                    {employee.assigned && <ConfirmationIcon value={employee.confirmation} />}
                    <Text fw={600}>
                      {employee.firstName} {employee.lastName}
                    </Text>
                    {employee.role === 'operator' && <Badge size="xs" variant="light">EL</Badge>}
                    {employee.absence && (
                      <Badge size="xs" color="orange" variant="light">
                        Abwesend ({employee.absence})
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c={FIELD_SECONDARY}>
                    {countOf(employee.assignedCount, 'Einsatz', 'Einsätze')} geplant · Bewertung {formatRating(employee.averageRating)}
                    {employee.conflicts.length > 0 ? ` · am selben Tag eingeteilt` : ''}
                  </Text>
                </Stack>
                <Button size="compact-md" variant={employee.assigned ? 'light' : 'filled'} color={employee.assigned ? 'red' : undefined} loading={busy === employee.id} onClick={() => void change(employee)}>
                  {employee.assigned ? 'Entfernen' : 'Zuteilen'}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      </LoadState>
      <Modal opened={conflict !== null} onClose={() => setConflict(null)} title={conflict?.absent ? 'Abwesend' : 'Bereits eingeteilt'} closeOnClickOutside={false} centered>
        {conflict && (
          <Stack>
            {conflict.absent ? (
              <Text size="sm">{conflict.absent} Trotzdem zuteilen?</Text>
            ) : (
              <Text size="sm">
                {conflict.employee.firstName} ist am selben Tag schon eingeteilt
                {conflict.conflicts.map((c) => ` (Auftrag ${c.orderId}, ${formatTableDate(c.date)})`).join('')}. Trotzdem zuteilen?
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConflict(null)}>
                Abbrechen
              </Button>
              <Button onClick={() => void change(conflict.employee, true)}>Trotzdem zuteilen</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Modal>
  );
}
