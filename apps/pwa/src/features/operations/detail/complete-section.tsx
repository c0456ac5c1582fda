import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { OPERATION_TEXTS, type OperationDetail } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../../api/api-error';
import { fieldDb } from '../../../offline/field-db';
import { draftKey } from '../../../offline/report-draft';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { completeOperation } from '../operations-api';

/**
 * Admins complete an operation once a report exists (the customer is e-mailed). For site
 * service the total work hours typed must be saved first. Admins work online: direct call.
 */
export function CompleteSection({ detail, userId, onCompleted }: { detail: OperationDetail; userId: number; onCompleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const typed = useLiveQuery(() => fieldDb.drafts.get(draftKey(userId, detail.id)).then((d) => d?.workHours ?? detail.workHours), [userId, detail.id, detail.workHours]);
  const unsaved = detail.typeId === SITE_SERVICE_TYPE_ID && typed !== undefined && (typed ?? null) !== (detail.workHours ?? null);
  const complete = async () => {
    setBusy(true);
    try {
      await completeOperation(detail.id);
      notifySuccess('Das E-Mail wurde an den Kunden versandt und der Einsatz ist abgeschlossen');
      onCompleted();
    } catch (error) {
      notifyError(withServerMessage('Fehler beim Abschliessen des Einsatzes', error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        {detail.completedTime ? (
          <Badge color="green" size="lg" tt="none">Abgeschlossen</Badge>
        ) : !detail.clientReport ? (
          <Badge color="gray" size="lg" tt="none">{OPERATION_TEXTS.noReport}</Badge>
        ) : null}
        <Button onClick={() => void complete()} loading={busy} disabled={!detail.clientReport || detail.completedTime !== null || unsaved}>
          Einsatz abschliessen
        </Button>
      </Group>
      {unsaved && (
        <Alert color="yellow" variant="light">
          {OPERATION_TEXTS.workHoursMissing}
        </Alert>
      )}
    </Stack>
  );
}
