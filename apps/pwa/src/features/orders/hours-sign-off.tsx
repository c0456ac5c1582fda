import { HOURS_STEP, maxStageHours, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type { ChangeHoursBody, StageDetail } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { checkNumberFields, NumberInput } from '../../ui/number-input';
import { formatHours } from '@tragkraft/domain';
import { formatInstant } from './order-row-text';
import { changeHours, signStage } from './orders-api';

interface Props {
  stage: StageDetail;
  canAct: boolean;
  onChange: (patch: Partial<StageDetail>) => void;
}

/**
 * Hour sign-off on every completed stage (spec: no limit by service). Only site-service hours
 * are billed by the hour, so only there can the client correct the total before signing.
 */
export function HoursSignOff({ stage, canAct, onChange }: Props) {
  const [editing, setEditing] = useState(false);
  const [hours, setHours] = useState<number | null>(stage.workHours);
  const hoursField = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'hours' | 'sign' | null>(null);

  // Signed on the site lead's phone: the signature (shown above with name and time) is the
  // sign-off, but the client may still correct the hours; that lifts it (decision 023).
  const onSite = stage.signedTime !== null && !stage.signedUser && stage.onSiteSignature !== null;
  if (stage.signedTime && (!onSite || !stage.completedTime || !canAct)) {
    const who = stage.signedUser ? `${stage.signedUser.firstName} ${stage.signedUser.lastName}` : '';
    const text = onSite ? `Visiert durch die Unterschrift vor Ort am ${formatInstant(stage.signedTime)}` : `Visiert von ${who} am ${formatInstant(stage.signedTime)}`;
    return (
      <Stack gap={4}>
        <Title order={4}>Stunden</Title>
        <Text size="sm">Arbeitsstunden: {stage.workHours === null ? '–' : formatHours(stage.workHours)}</Text>
        <Text size="sm" c="var(--mantine-color-green-text)">{text}</Text>
      </Stack>
    );
  }
  if (!stage.completedTime || !canAct) return null;
  const hoursEditable = stage.typeId === SITE_SERVICE_TYPE_ID;

  const run = async (kind: 'hours' | 'sign', action: () => Promise<void>, failureText: string) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(withServerMessage(failureText, failure));
    } finally {
      setBusy(null);
    }
  };

  const saveHours = () => {
    if (!checkNumberFields(hoursField.current)) return;
    if (hours === null) return;
    const body: ChangeHoursBody = { stageId: stage.id, hours };
    return run('hours', async () => {
      const answer = await changeHours(body);
      onChange({ workHours: answer.hours, signedTime: null, signedUser: null });
      setEditing(false);
      notifySuccess('Die Stunden wurden geändert.');
    }, 'Fehler: Konnte die Stunden nicht ändern.');
  };

  const sign = () =>
    run('sign', async () => {
      const answer = await signStage(stage.id);
      onChange({ signedTime: answer.signedTime, signedUser: answer.signedUser });
      notifySuccess('Die Stunden wurden visiert.');
    }, 'Fehler: Konnte nicht visieren.');

  return (
    <Stack gap="xs">
      <Title order={4}>{onSite ? 'Stunden' : 'Stunden visieren'}</Title>
      {onSite && stage.signedTime && (
        <Text size="sm" c="var(--mantine-color-green-text)">
          Visiert durch die Unterschrift vor Ort am {formatInstant(stage.signedTime)}
          {hoursEditable ? '. Ändern Sie die Stunden, visieren Sie sie danach selbst.' : ''}
        </Text>
      )}
      {editing ? (
        <Stack ref={hoursField} gap="xs">
          <NumberInput
            kind="hours"
            required
            step={HOURS_STEP}
            // The server's bound: 24 hours for each person who took part (at least one).
            max={maxStageHours(Math.max(stage.workerCount, stage.amount ?? 0))}
            label="Arbeitsstunden"
            description="z. B. 7,75 oder 7:45"
            value={hours}
            onChange={(value) => { setHours(value); setError(null); }}
            maw={260}
          />
          <Group>
            <Button onClick={saveHours} loading={busy === 'hours'}>Speichern</Button>
            <Button variant="default" onClick={() => { setEditing(false); setHours(stage.workHours); setError(null); }}>Abbrechen</Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Text size="sm">Arbeitsstunden: {stage.workHours === null ? '–' : formatHours(stage.workHours)}</Text>
          {hoursEditable && <Button variant="subtle" size="xs" onClick={() => setEditing(true)}>Stunden ändern</Button>}
        </Group>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {!onSite && (
        <Group>
          <Button color="green" onClick={sign} loading={busy === 'sign'} disabled={editing}>
            Visieren
          </Button>
        </Group>
      )}
    </Stack>
  );
}
