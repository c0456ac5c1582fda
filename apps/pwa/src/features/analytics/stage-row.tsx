import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { formatChf, formatDateWithWeekday, formatTime, truncate } from '@tragkraft/domain';
import type { UserStageDetail } from '@tragkraft/sync-protocol';
import { ConfirmationMark, QuestionIcon } from './analytics-icons';
import { SiteLeadBadge } from './site-lead-badge';
import { amountWithType, signOffBadge, type StageRowState } from './stage-row-state';

/** Longest address shown on one line; the full text is in the tooltip. */
const ADDRESS_MAX = 40;

const ROW_BACKGROUND: Record<Exclude<StageRowState, null>, string> = {
  today: 'var(--mantine-color-blue-0)',
  completed: 'var(--mantine-color-green-0)',
  active: 'var(--mantine-color-yellow-1)',
};

interface Props {
  stage: UserStageDetail;
  state: StageRowState;
  /** The selected person: their own entry in the team is bold. */
  userId: number;
  onOpen: (stageId: number) => void;
}

/** One stage of the staff analysis; the row (and its date link) opens the stage. */
export function StageRow({ stage, state, userId, onOpen }: Props) {
  const navigate = useNavigate();
  const to = `/o/${stage.id}`;
  const badge = signOffBadge(stage);
  const openRow = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) return; // the link navigates itself
    onOpen(stage.id);
    void navigate(to);
  };
  return (
    <Table.Tr data-testid="stage-row" data-state={state ?? undefined} onClick={openRow} style={{ cursor: 'pointer', background: state ? ROW_BACKGROUND[state] : undefined }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor component={Link} to={to} onClick={() => onOpen(stage.id)} size="sm" fw={600}>
          {formatDateWithWeekday(stage.date)} {formatTime(stage.time)}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{amountWithType(stage)}</Text>
        {stage.disposeDevicesCount > 0 && (
          <Text size="xs" c="dimmed">
            + {stage.disposeDevicesCount} Geräte entsorgen
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {stage.clientName}
        </Text>
        <Group gap={4} wrap="nowrap" title={stage.addressOneLine}>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {truncate(stage.addressOneLine, ADDRESS_MAX)}
          </Text>
          {stage.addressType === 'manual' && <QuestionIcon label="Adresse manuell erfasst" />}
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Stack gap={4} align="flex-start">
          {badge && (
            <Badge
              size="sm"
              variant="light"
              tt="none"
              color={badge === 'visiert' ? 'green' : 'orange'}
              styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
            >
              {badge}
            </Badge>
          )}
          {stage.pricePerHour !== null && <Text size="sm">{formatChf(stage.pricePerHour)}/h</Text>}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={8}>
          {stage.users.map((person) => (
            <Group key={person.id} gap={2} wrap="nowrap" data-testid="stage-participant">
              <ConfirmationMark value={person.confirmation} />
              <Text size="sm" fw={person.id === userId ? 700 : undefined}>
                {person.firstName}
              </Text>
              <SiteLeadBadge role={person.role} />
            </Group>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
