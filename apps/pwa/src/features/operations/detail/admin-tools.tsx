import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { withServerMessage } from '../../../api/api-error';
import { notifyError } from '../../../ui/notify';
import { saveFile } from '../../../ui/save-file';
import { downloadProjectPlan } from '../operations-api';

// Only admins plan the team, and only on demand.
const EmployeePickerModal = lazy(() => import('../../planning/employee-picker-modal').then((m) => ({ default: m.EmployeePickerModal })));

/**
 * The icons of the operation screen: project sheet (admins and site leads), edit order and
 * employee selection (admins). These are online actions, not queued.
 */
export function AdminTools({ stageId, orderId, admin, onTeamChanged }: { stageId: number; orderId: number; admin: boolean; onTeamChanged: () => void }) {
  const [picking, setPicking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadProjectPlan(stageId);
      saveFile(blob, fileName ?? `Projektplan ${orderId}.xlsx`);
    } catch (error) {
      notifyError(withServerMessage('Fehler: Konnte die Datei nicht herunterladen', error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap="xs">
      <Button size="lg" variant="light" onClick={() => void download()} loading={downloading}>
        Projektblatt
      </Button>
      {admin && (
        <>
          <Button size="lg" component={Link} to={`/admin/orders?order=${orderId}`} variant="light">
            Auftrag bearbeiten
          </Button>
          <Button size="lg" variant="light" onClick={() => setPicking(true)}>
            Mitarbeiter auswählen
          </Button>
        </>
      )}
      {picking && (
        <Suspense fallback={null}>
          <EmployeePickerModal
            stageId={stageId}
            onClose={() => {
              setPicking(false);
              onTeamChanged();
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
