import { Text } from '@mantine/core';
import { useApi } from '../../ui/use-api';
import { OnSiteSignatureCard } from '../../ui/on-site-signature-card';
import { loadReportSignature, loadStageOperation } from './admin-orders-api';

/**
 * The customer's on-site signature of a stage with a saved report. The order detail does not
 * carry it, so the stage's operation detail is asked for (only for stages with a report).
 */
export function StageSignature({ stageId }: { stageId: number }) {
  const { data, error } = useApi(() => loadStageOperation(stageId), [stageId], 'Fehler: Konnte die Unterschrift nicht laden');
  if (error) return <Text size="xs" c="red.9">{error}</Text>;
  if (!data?.onSiteSignature) return null;
  return <OnSiteSignatureCard signature={data.onSiteSignature} loadImage={() => loadReportSignature(stageId)} />;
}
