import { Alert, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router-dom';
import { fieldDb, META, readMeta } from '../../../offline/field-db';
import { SignInAgainAlert } from '../../sync/sign-in-again';
import { stageName } from '../../../offline/stage-name';
import { useOutbox } from '../../sync/use-outbox';
import { LoadState } from '../../../ui/load-state';
import { AdminTools } from './admin-tools';
import { CompleteSection } from './complete-section';
import { ConfirmButtons } from '../confirm/confirm-buttons';
import { DetailHeader } from './detail-header';
import { OperationFacts } from './operation-facts';
import { refreshDetail } from '../refresh-operations';
import { TeamList } from './team-list';
import { useFieldUser } from '../use-field-user';
import { useOperationDetail } from './use-operation-detail';
import { SectionDivider } from '../section-divider';

// The report form (number inputs, rating, photos) is the larger part of this screen: it
// loads while the facts and the team are already shown.
const ReportForm = lazy(() => import('../report/report-form').then((m) => ({ default: m.ReportForm })));
// Shown only after a refused save was kept: loaded then (dialogs are heavy for the field bundle).
const KeptCopyCard = lazy(() => import('../report/kept-copy-card').then((m) => ({ default: m.KeptCopyCard })));

/** The operation of admins and site leads (operation/{stageId}): facts, team, report. */
export function OperationDetailScreen() {
  const stageId = Number(useParams().stageId);
  const { userId, role } = useFieldUser();
  const admin = role === 'admin';
  const { detail, items, sentAt, loading, error } = useOperationDetail(stageId);
  const { authPaused } = useOutbox();
  const hasKeptCopy = useLiveQuery(async () => (await readMeta(fieldDb, META.keptCopy(userId, stageId))) !== undefined, [userId, stageId]) ?? false;
  const reload = () => void refreshDetail(userId, role, stageId).catch(() => undefined);
  // A refused save often means the office changed the stage (completed it): fetch it again,
  // so the form shows the stage as it is now.
  const refused = items.filter((i) => i.name === 'report.save' && i.status === 'rejected').length;
  useEffect(() => {
    if (refused > 0) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);
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
            <SectionDivider label="Team" />
            <TeamList detail={detail} withLinks />
            <Divider />
            <Suspense fallback={<Center py="md"><Loader size="sm" aria-label="Arbeitsrapport lädt" /></Center>}>
              <ReportForm key={detail.id} detail={detail} items={items} sentAt={sentAt} userId={userId} role={role} />
            </Suspense>
            {hasKeptCopy && (
              <Suspense fallback={null}>
                <KeptCopyCard userId={userId} stageId={detail.id} stageLabel={`${stageName(detail)}, Auftrag ${detail.orderNumber || detail.orderId}, Etappe ${detail.stageNumber}`} />
              </Suspense>
            )}
            {admin && (
              <>
                <SectionDivider label="Abschluss" />
                <CompleteSection detail={detail} userId={userId} onCompleted={reload} />
              </>
            )}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
