import { Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ClientOrderRow } from '@tragkraft/sync-protocol';
import { useSession } from '../../auth/session-store';
import { OrderModal } from './order-modal';
import { clearPendingReport, peekPendingReport } from './pending-report';
import { ReportModal } from './report-modal';
import { StageList } from './stage-list';

/** /orders: the client's and clerk's stages, next and past, with report and (clients) editing. */
export function OrdersScreen() {
  const session = useSession();
  const canEdit = session?.user.role === 'client';
  const [tab, setTab] = useState<string | null>('future');
  const [version, setVersion] = useState(0);
  // A report link from the completion e-mail opens its stage at once.
  const [reportStageId, setReportStageId] = useState<number | null>(peekPendingReport);
  const [editOrderId, setEditOrderId] = useState<number | null>(null);
  useEffect(clearPendingReport, []);

  const table = {
    canEdit,
    onReport: (row: ClientOrderRow) => setReportStageId(row.stageId),
    onEdit: (row: ClientOrderRow) => setEditOrderId(row.id),
    onOpen: (row: ClientOrderRow) => (canEdit ? setEditOrderId(row.id) : setReportStageId(row.stageId)),
  };

  return (
    <Stack>
      <Title order={1}>Ihre Aufträge</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="future">Nächste Etappen</Tabs.Tab>
          <Tabs.Tab value="past">Vergangene Etappen</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="future" pt="md">
          <StageList when="future" version={version} {...table} />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <StageList when="past" version={version} {...table} />
        </Tabs.Panel>
      </Tabs>
      {reportStageId !== null && (
        <ReportModal stageId={reportStageId} canAct={canEdit} onClose={() => setReportStageId(null)} onChanged={() => setVersion((n) => n + 1)} />
      )}
      {editOrderId !== null && (
        <OrderModal orderId={editOrderId} onClose={() => setEditOrderId(null)} onSaved={() => setVersion((n) => n + 1)} />
      )}
    </Stack>
  );
}
