import { Badge, Group, Text } from '@mantine/core';
import type { AdminOrderStage } from '@tragkraft/sync-protocol';
import { formatHours } from '@tragkraft/domain';

const CONFIRMATION = (value: boolean | null) =>
  value === true ? { mark: '✓', label: 'ist dabei', color: 'green' } : value === false ? { mark: '✗', label: 'kann nicht', color: 'red' } : { mark: '?', label: 'keine Antwort', color: 'gray' };

/** The planned team of a stage, read-only (planning happens on the operation screen). */
export function StageTeam({ team }: { team: AdminOrderStage['team'] }) {
  if (team.length === 0) return <Text size="sm" c="dimmed">Keine Mitarbeiter ausgewählt.</Text>;
  return (
    <Group gap={6}>
      {team.map((member) => {
        const state = CONFIRMATION(member.confirmation);
        return (
          <Badge key={member.userId} variant="light" color={state.color} title={state.label} tt="none">
            {state.mark} {member.firstName} {member.lastName}
            {member.role === 'operator' && ' (EL)'}
            {member.hours !== null && member.hours > 0 && ` · ${formatHours(member.hours)}`}
          </Badge>
        );
      })}
    </Group>
  );
}
