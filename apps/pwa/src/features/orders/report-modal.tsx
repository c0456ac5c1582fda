import { Badge, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { StageDetail } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { OnSiteSignatureCard } from '../../ui/on-site-signature-card';
import { loadReportSignature, loadStageReport } from './orders-api';
import { DocumentButtons } from './document-buttons';
import { ReportDetails } from './report-details';
import { HoursSignOff } from './hours-sign-off';
import { ReportImages } from './report-images';
import { ReportRating } from './report-rating';

interface Props {
  stageId: number;
  /** Clients rate and sign off; clerks see everything read-only. */
  canAct: boolean;
  onClose: () => void;
  /** Rating or signing changed what the order list shows. */
  onChanged: () => void;
}

/** The operation report of one stage: details, photos, state, rating and hour sign-off. */
export function ReportModal({ stageId, canAct, onClose, onChanged }: Props) {
  const { data, loading, error } = useApi(() => loadStageReport(stageId), [stageId], 'Konnte den Arbeitsrapport nicht laden.');
  const [patch, setPatch] = useState<Partial<StageDetail>>({});
  const stage = data ? { ...data, ...patch } : null;
  const change = (next: Partial<StageDetail>) => {
    setPatch((current) => ({ ...current, ...next }));
    onChanged();
  };

  return (
    <Modal opened onClose={onClose} closeOnClickOutside={false} size="lg" title={<Title order={3} component="span">Arbeitsrapport</Title>}>
      <LoadState loading={loading} error={error}>
        {stage && (
          <Stack>
            <Group justify="space-between">
              {stage.completedTime ? (
                <Badge tt="none" color="green" variant="light" size="lg">Einsatz abgeschlossen</Badge>
              ) : (
                <Badge tt="none" color="blue" variant="light" size="lg">Einsatz läuft …</Badge>
              )}
              <DocumentButtons orderId={stage.orderId} stageId={stage.id} withReportPdf />
            </Group>
            <ReportDetails stage={stage} />
            <Divider label="Bilder" labelPosition="left" />
            <ReportImages images={stage.images} />
            {stage.onSiteSignature && (
              <>
                <Divider label="Unterschrift Kunde" labelPosition="left" />
                <OnSiteSignatureCard signature={stage.onSiteSignature} loadImage={() => loadReportSignature(stage.id)} />
              </>
            )}
            <HoursSignOff key={`hours-${stage.signedTime ?? ''}`} stage={stage} canAct={canAct} onChange={change} />
            <ReportRating stage={stage} canAct={canAct} onRated={(answer) => change({ hasRating: true, rating: answer.rating, ratingComment: answer.comment })} />
          </Stack>
        )}
      </LoadState>
    </Modal>
  );
}
