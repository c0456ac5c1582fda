import { Card, Group, Stack, Text } from '@mantine/core';
import { FIELD_SECONDARY } from '../field-look';
import { useParams } from 'react-router-dom';
import { formatHours } from '@tragkraft/domain';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { SignInAgainAlert } from '../../sync/sign-in-again';
import { useOutbox } from '../../sync/use-outbox';
import { LoadState } from '../../../ui/load-state';
import { ConfirmationIcon } from '../confirmation-icon';
import { ElBadge } from '../field-badges';
import { ConfirmButtons } from '../confirm/confirm-buttons';
import { DetailHeader } from './detail-header';
import { OperationFacts } from './operation-facts';
import { OperationImages } from '../photos/operation-images';
import { TeamList } from './team-list';
import { useFieldUser } from '../use-field-user';
import { useOperationDetail } from './use-operation-detail';
import { SectionDivider } from '../section-divider';

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
              {h.role === 'operator' && <ElBadge />}
            </Group>
            <Text size="sm">
              {h.hours !== null ? formatHours(h.hours) : '– h'}{h.rating ? ` · ★ ${h.rating}/5` : ''}
            </Text>
          </Group>
          {h.comment && (
            <Text size="sm" c={FIELD_SECONDARY}>
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
      <DetailHeader detail={detail} fallback={role === 'employee' ? '/operations/past' : '/operation/past'} />
      {authPaused && <SignInAgainAlert />}
      <LoadState loading={loading} error={error}>
        {detail && (
          <Stack>
            <OperationFacts detail={detail} />
            <ConfirmButtons detail={detail} items={items} />
            <SectionDivider label="Team" />
            <TeamList detail={detail} withLinks={role === 'operator'} />
            <SectionDivider label="Stunden" />
            <HoursList detail={detail} />
            <SectionDivider label="Bilder" />
            <OperationImages images={detail.images} />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
