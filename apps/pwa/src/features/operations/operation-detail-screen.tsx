import { Alert, Divider, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { SignInAgainAlert } from '../../offline/sign-in-again';
import { useOutbox } from '../../offline/use-outbox';
import { LoadState } from '../../ui/load-state';
import { AdminTools } from './admin-tools';
import { CompleteSection } from './complete-section';
import { ConfirmButtons } from './confirm-buttons';
import { DetailHeader } from './detail-header';
import { OperationFacts } from './operation-facts';
import { refreshDetail } from './refresh-operations';
import { ReportForm } from './report-form';
import { TeamList } from './team-list';
import { useFieldUser } from './use-field-user';
import { useOperationDetail } from './use-operation-detail';

/** The operation of admins and site leads (operation/{stageId}): facts, team, report. */
export function OperationDetailScreen() {
  const stageId = Number(useParams().stageId);
  const { userId, role } = useFieldUser();
  const admin = role === 'admin';
  const { detail, items, sentAt, loading, error } = useOperationDetail(stageId);
  const { authPaused } = useOutbox();
  const reload = () => void refreshDetail(userId, role, stageId).catch(() => undefined);
  return (
    <Stack>
      <DetailHeader detail={detail} fallback="/operation" />
      {authPaused && <SignInAgainAlert />}
      <LoadState loading={loading} error={error}>
        {detail && (
          <Stack>
            <AdminTools stageId={detail.id} orderId={detail.orderId} admin={admin} onTeamChanged={reload} />
            <OperationFacts detail={detail} />
            {admin && detail.internal && (
              <Alert variant="light" color="grape" title="Interne Bemerkungen">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {detail.internal}
                </Text>
              </Alert>
            )}
            <ConfirmButtons detail={detail} items={items} />
            <Divider label="Team" labelPosition="left" />
            <TeamList detail={detail} withLinks />
            <Divider />
            <ReportForm key={detail.id} detail={detail} items={items} sentAt={sentAt} userId={userId} role={role} />
            {admin && (
              <>
                <Divider label="Abschluss" labelPosition="left" />
                <CompleteSection detail={detail} userId={userId} onCompleted={reload} />
              </>
            )}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
