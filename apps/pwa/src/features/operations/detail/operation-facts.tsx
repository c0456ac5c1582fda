import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { FIELD_SECONDARY, TOUCH_PX } from '../field-look';
import { formatDateWithWeekday, formatHours, formatTime } from '@tragkraft/domain';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { callLink, mapLink } from './invite-text';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c={FIELD_SECONDARY} w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Group>
  );
}

function Contact({ name, phone }: { name: string; phone: string }) {
  if (!name && !phone) return <>–</>;
  return (
    <>
      {name}{' '}
      {phone && (
        <Button component="a" href={callLink(phone)} size="md" h={TOUCH_PX} variant="light" aria-label={`${phone} anrufen`}>
          {phone}
        </Button>
      )}
    </>
  );
}

/** What the crew needs on site: when and where to meet, what, for whom, where, remarks. */
export function OperationFacts({ detail }: { detail: OperationDetail }) {
  const copy = () =>
    navigator.clipboard
      .writeText(detail.address)
      .then(() => notifySuccess('Adresse kopiert'))
      .catch(() => notifyError('Die Adresse konnte nicht kopiert werden.'));
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        <Fact label="Datum">{detail.date ? `${formatDateWithWeekday(detail.date)} ${formatTime(detail.time)}` : 'ohne Datum'}</Fact>
        <Fact label="Treffzeit">{formatTime(detail.meetingTime)}</Fact>
        <Fact label="Treffpunkt">{detail.meetingPlace || '–'}</Fact>
        <Fact label="Auftrag">
          {detail.amount !== null ? `${detail.amount} × ` : ''}
          {detail.type}
          {detail.disposeDevicesCount > 0 ? ` · ${detail.disposeDevicesCount} Geräte entsorgen` : ''}
        </Fact>
        <Fact label="Kunde">{detail.clientName}</Fact>
        <Fact label="Auftragsnr.">
          {detail.orderNumber || detail.orderId} · Etappe {detail.stageNumber}
        </Fact>
        <Fact label="Adresse">{detail.address}</Fact>
        <Group gap="xs" pl={{ base: 0, sm: 118 }} grow>
          <Button component="a" href={mapLink(detail.address)} target="_blank" rel="noreferrer" variant="light" size="lg">
            Karte öffnen
          </Button>
          <Button variant="default" size="lg" onClick={copy}>
            Adresse kopieren
          </Button>
        </Group>
        <Fact label="Monteur">
          <Contact name={detail.contactFiller} phone={detail.contactFillerPhone} />
        </Fact>
        <Fact label="Bauleitung">
          <Contact name={detail.contactCManager} phone={detail.contactCManagerPhone} />
        </Fact>
        <Fact label="Bemerkungen">{detail.clientRemarks || '–'}</Fact>
        {detail.ownHours !== null || detail.ownComment ? (
          <Fact label="Meine Stunden">
            {detail.ownHours !== null ? formatHours(detail.ownHours) : '– h'}{detail.ownComment ? ` · ${detail.ownComment}` : ''}
          </Fact>
        ) : null}
      </Stack>
    </Card>
  );
}
