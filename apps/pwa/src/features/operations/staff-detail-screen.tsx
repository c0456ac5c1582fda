import { Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { SignInAgainAlert } from '../../offline/sign-in-again';
import { useOutbox } from '../../offline/use-outbox';
import { LoadState } from '../../ui/load-state';
import { ConfirmationIcon } from './confirmation-icon';
import { ConfirmButtons } from './confirm-buttons';
import { DetailHeader } from './detail-header';
import { OperationFacts } from './operation-facts';
import { OperationImages } from './operation-images';
import { TeamList } from './team-list';
import { useFieldUser } from './use-field-user';
import { useOperationDetail } from './use-operation-detail';

/** The spec's operation hours list: hours, rating, comment and confirmation per person. */
function HoursList({ detail }: { detail: OperationDetail }) {
  if (detail.hours.length === 0) return null;
  return (
    <Stack gap="xs">
      {detail.hours.map((h) => (
        <Card key={h.userId} withBorder padding="xs">
          <Group justify="space-between" wrap="nowrap">
            <Group gap={4}>
              <ConfirmationIcon value={h.confirmation} />
              <Text fw={600}>{h.firstName}</Text>
              {h.role === 'operator' && <Badge size="xs" variant="light">EL</Badge>}
            </Group>
            <Text size="sm">
              {h.hours ?? '–'} h{h.rating ? ` · ${'★'.repeat(h.rating)}` : ''}
            </Text>
          </Group>
          {h.comment && (
            <Text size="sm" c="dimmed">
              {h.comment}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** An operation as employees (and site leads, for past ones) see it (operations/{stageId}). */
export function StaffDetailScreen() {
  const stageId = Number(useParams().stageId);
  const { role } = useFieldUser();
  const { detail, items, loading, error } = useOperationDetail(stageId);
  const { authPaused } = useOutbox();
  return (
    <Stack>
      <DetailHeader detail={detail} fallback={role === 'employee' ? '/operations' : '/operations/past'} />
      {authPaused && <SignInAgainAlert />}
      <LoadState loading={loading} error={error}>
        {detail && (
          <Stack>
            <OperationFacts detail={detail} />
            <ConfirmButtons detail={detail} items={items} />
            <Divider label="Team" labelPosition="left" />
            <TeamList detail={detail} withLinks={role === 'operator'} />
            <Divider label="Stunden" labelPosition="left" />
            <HoursList detail={detail} />
            <Divider label="Bilder" labelPosition="left" />
            <OperationImages images={detail.images} />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
