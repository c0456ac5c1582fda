import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { sendOffer } from '../offers-api';
import { notifySuccess } from '../../../ui/notify';

const OFFER_SENT = 'Die Offerte wurde an Ihre Emailadresse verschickt.';
const OFFER_SEND_FAILED = 'Fehler beim Erstellen der Offerte.';
/** The server's limit for the object description. */
const DESCRIPTION_MAX = 200;

/** Offer by e-mail: an optional object description for the subject and the offer. */
export function SendOfferModal({ opened, calcId, orderAddress, onClose }: {
  opened: boolean;
  calcId: number;
  orderAddress: string;
  onClose: () => void;
}) {
  const [description, setDescription] = useState('');
  const [sendingOffer, setSendingOffer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) setError(null);
  }, [opened]);

  const send = async () => {
    setSendingOffer(true);
    setError(null);
    try {
      const objectDescription = description.trim();
      const address = orderAddress.trim();
      await sendOffer({ calcId, ...(objectDescription ? { objectDescription } : {}), ...(address ? { orderAddress: address } : {}) });
      notifySuccess(OFFER_SENT);
      setDescription('');
      onClose();
    } catch {
      setError(OFFER_SEND_FAILED);
    } finally {
      setSendingOffer(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Offerte per E-Mail" closeOnClickOutside={false}>
      <Stack>
        <Text size="sm">Wir senden Ihnen die Offerte Nr. {calcId} als PDF an Ihre E-Mail-Adresse.</Text>
        <TextInput
          label="Objektbezeichnung (optional)"
          description="Erscheint im Betreff und in der Offerte."
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          data-autofocus
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sendingOffer}>
            Zurück
          </Button>
          <Button onClick={send} loading={sendingOffer}>
            Senden
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
