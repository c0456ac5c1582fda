import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { Alert, Button, Divider, Group, List, NumberInput, Radio, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import type { OutboxItem } from '../../offline/field-types';
import { ReportHours } from './report-hours';
import { ReportPhotos } from './report-photos';
import { decideSave, reportFindings, type SaveDecision } from './save-rules';
import { queueReportSave } from './save-report';
import { StageSyncBadge } from './stage-sync-badge';
import { TruckArrivalPicker } from './truck-arrival-picker';
import { useReportDraft } from './use-report-draft';

interface Props {
  detail: OperationDetail;
  items: OutboxItem[];
  sentAt: string | null;
  userId: number;
  role: string;
}

const damagesValue = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

/** The operation report of site leads and admins; every change is kept on the phone. */
export function ReportForm({ detail, items, sentAt, userId, role }: Props) {
  const { draft, change, replace } = useReportDraft(detail, userId);
  const [decision, setDecision] = useState<SaveDecision | null>(null);
  const [saving, setSaving] = useState(false);
  if (!draft) return null;
  const admin = role === 'admin';
  const siteService = detail.typeId === SITE_SERVICE_TYPE_ID;
  const rejected = items.filter((i) => i.name === 'report.save' && i.status === 'rejected');

  const save = async () => {
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
      await queueReportSave(draft, role, replace);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" component="section" aria-label="Einsatzbericht">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Einsatzbericht
        </Title>
        <StageSyncBadge draft={draft} items={items} sentAt={sentAt} />
      </Group>
      {rejected.map((item) => (
        <Alert key={item.id} color="red" variant="light" role="alert" title="Vom Server abgelehnt">
          {item.lastError}
        </Alert>
      ))}
      {!siteService && <TruckArrivalPicker value={draft.truckArrivalTime} onChange={(value) => change((d) => ({ ...d, truckArrivalTime: value }))} />}
      {!siteService && (
        <Radio.Group label="Schäden" value={damagesValue(draft.damages)} onChange={(value) => change((d) => ({ ...d, damages: value === 'yes' }))}>
          <Group mt={6}>
            <Radio value="yes" label="Ja" size="md" />
            <Radio value="no" label="Nein" size="md" />
          </Group>
        </Radio.Group>
      )}
      <Textarea label="Bemerkungen zum Einsatz" autosize minRows={2} value={draft.general} onChange={(e) => { const value = e.currentTarget.value; change((d) => ({ ...d, general: value })); }} />
      {admin && <Textarea label="Interne Bemerkungen" autosize minRows={2} value={draft.internal} onChange={(e) => { const value = e.currentTarget.value; change((d) => ({ ...d, internal: value })); }} />}
      {admin && siteService && (
        <NumberInput
          label="Total Arbeits-Stunden"
          placeholder="24.75"
          size="md"
          min={0}
          decimalScale={2}
          decimalSeparator="."
          value={draft.workHours ?? ''}
          onChange={(value) => change((d) => ({ ...d, workHours: value === '' ? null : Number(value) }))}
        />
      )}
      <Divider label="Bilder" labelPosition="left" />
      <ReportPhotos draft={draft} change={change} />
      <Divider label="Stunden und Bewertung" labelPosition="left" />
      <ReportHours draft={draft} change={change} admin={admin} />
      {decision && decision.kind !== 'save' && (
        <Alert color={decision.kind === 'block' ? 'red' : 'yellow'} variant="light" role="alert" title={decision.message}>
          <List size="sm">
            {decision.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Button size="lg" onClick={() => void save()} loading={saving}>
        Speichern
      </Button>
    </Stack>
  );
}
