import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { SendOfferModal } from '../modals/send-offer-modal';
import { downloadOffer } from '../offer-download';

/** The calculated offer: by e-mail, or as PDF or Word. */
export function OfferActions({ calcId, orderAddress }: { calcId: number; orderAddress: string }) {
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);
  const download = async (format: 'pdf' | 'docx') => {
    setBusy(format);
    await downloadOffer(calcId, format);
    setBusy(null);
  };
  return (
    <Group gap="xs">
      <Button variant="light" onClick={() => setSending(true)}>
        Offerte per E-Mail
      </Button>
      <Button variant="default" loading={busy === 'pdf'} onClick={() => download('pdf')}>
        PDF herunterladen
      </Button>
      <Button variant="default" loading={busy === 'docx'} onClick={() => download('docx')}>
        Word herunterladen
      </Button>
      <SendOfferModal opened={sending} calcId={calcId} orderAddress={orderAddress} onClose={() => setSending(false)} />
    </Group>
  );
}
