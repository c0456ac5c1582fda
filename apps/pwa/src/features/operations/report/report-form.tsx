import { maxStageHours, reportFindings, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import type { OutboxItem } from '../../../offline/field-types';
import { checkNumberFields } from '../../../ui/number-input';
import { FieldChoice } from './field-choice';
import { HoursStepper } from './hours-stepper';
import { ReportHours } from './report-hours';
import { ReportPhotos } from '../photos/report-photos';
import { decideSave, type SaveDecision } from './save-rules';
import { StageSyncBadge } from './stage-sync-badge';
import { TruckArrivalPicker } from './truck-arrival-picker';
import { useReportDraft } from './use-report-draft';
import { SectionDivider } from '../section-divider';
import { SignatureSection } from '../signature/signature-section';

// Only after the server refused a save: loaded then (its dialog is heavy for the field bundle).
const RefusedSaveAlert = lazy(() => import('./refused-save-alert').then((m) => ({ default: m.RefusedSaveAlert })));
// Only after a save with findings (missing entries, admins' warnings).
const SaveFindingsAlert = lazy(() => import('./save-findings-alert').then((m) => ({ default: m.SaveFindingsAlert })));

interface Props {
  detail: OperationDetail;
  items: OutboxItem[];
  sentAt: string | null;
  userId: number;
  role: string;
}

// The whole row (radio and its label) is the 44 px tap target.

/** The operation report of site leads and admins; every change is kept on the phone. */
export function ReportForm({ detail, items, sentAt, userId, role }: Props) {
  const { draft, change, replace } = useReportDraft(detail, userId);
  const [decision, setDecision] = useState<SaveDecision | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  if (!draft) return null;
  const admin = role === 'admin';
  const siteService = detail.typeId === SITE_SERVICE_TYPE_ID;
  const rejected = items.filter((i) => i.name === 'report.save' && i.status === 'rejected');
  // The office completed the stage: site leads can no longer change the report (the server
  // refuses it), so they see it read-only instead of learning it after saving (issue 15.6).
  const readOnly = detail.completedTime !== null && !admin;

  const save = async () => {
    // Hours that cannot be read ('3,5,5') are never queued as the last number that could.
    if (!checkNumberFields(form.current)) return;
    const findings = reportFindings({
      typeId: draft.typeId,
      truckArrivalTime: draft.truckArrivalTime,
      damages: draft.damages,
      imageCount: draft.images.filter((i) => !i.deleted).length,
      team: draft.hours,
    });
    const next = decideSave(role, findings);
    setDecision(next.kind === 'save' ? null : next);
    if (next.kind === 'block') return;
    setSaving(true);
    try {
      // Loaded on the first save (from the service worker's cache offline): field bundle budget.
      const { queueReportSave } = await import('./save-report');
      await queueReportSave(draft, role, replace);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack ref={form} gap="md" component="section" aria-label="Arbeitsrapport">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Arbeitsrapport
        </Title>
        <StageSyncBadge draft={draft} items={items} sentAt={sentAt} />
      </Group>
      {rejected.slice(-1).map((item) => (
        <Suspense key={item.id} fallback={null}>
          <RefusedSaveAlert item={item} completed={detail.completedTime !== null} />
        </Suspense>
      ))}
      {readOnly && (
        <Alert color="gray" variant="light">
          Dieser Einsatz ist abgeschlossen. Der Bericht kann nicht mehr geändert werden.
        </Alert>
      )}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {!siteService && <TruckArrivalPicker value={draft.truckArrivalTime} onChange={(value) => change((d) => ({ ...d, truckArrivalTime: value }))} />}
          {!siteService && (
            <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Text component="legend" size="sm" fw={500}>
                Schäden
              </Text>
              <Group mt={6} gap="xl">
                <FieldChoice type="radio" name={`damages-${detail.id}`} label="Ja" checked={draft.damages === true} onChange={() => change((d) => ({ ...d, damages: true }))} />
                <FieldChoice type="radio" name={`damages-${detail.id}`} label="Nein" checked={draft.damages === false} onChange={() => change((d) => ({ ...d, damages: false }))} />
              </Group>
            </fieldset>
          )}
          <Textarea label="Bemerkungen zum Einsatz" size="md" autosize minRows={2} value={draft.general} onChange={(e) => { const value = e.currentTarget.value; change((d) => ({ ...d, general: value })); }} />
          {admin && <Textarea label="Interne Bemerkungen" size="md" autosize minRows={2} value={draft.internal} onChange={(e) => { const value = e.currentTarget.value; change((d) => ({ ...d, internal: value })); }} />}
          {admin && siteService && (
            <HoursStepper label="Total Arbeits-Stunden" who="Total" max={maxStageHours(draft.hours.length)} value={draft.workHours} onChange={(workHours) => change((d) => ({ ...d, workHours }))} />
          )}
          <SectionDivider label="Bilder" />
          <ReportPhotos draft={draft} change={change} />
          <SectionDivider label="Stunden und Bewertung" />
          <ReportHours draft={draft} change={change} admin={admin} stageDate={detail.date} />
          <SectionDivider label="Unterschrift Kunde" />
          <SignatureSection draft={draft} change={change} onSite={detail.onSiteSignature} />
        </Stack>
      </fieldset>
      {decision && decision.kind !== 'save' && (
        <Suspense fallback={null}>
          <SaveFindingsAlert decision={decision} />
        </Suspense>
      )}
      {!readOnly && (
        <Button size="lg" onClick={() => void save()} loading={saving}>
          Speichern
        </Button>
      )}
    </Stack>
  );
}
