// The card "Benachrichtigungen" on the own account screen (staff only): push messages about
// the own assignments on this device. The browser asks for permission only on the click.
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PushSubscribeBody } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { deletePushSubscription, loadPushKey, savePushSubscription } from './push-api';
import { currentSubscription, pushSupport, subscribeDevice } from './push-browser';

const PUSH_CARD_TEXTS = {
  intro: 'Erhalten Sie auf diesem Gerät eine Nachricht, wenn Sie für einen Einsatz eingeteilt werden, sich ein Einsatz verschiebt oder Sie einen Einsatz noch bestätigen müssen.',
  unsupported: 'Dieser Browser kann keine Benachrichtigungen empfangen. Auf dem iPhone: Fügen Sie die App zuerst zum Home-Bildschirm hinzu und öffnen Sie sie von dort.',
  denied: 'Benachrichtigungen sind für diese App im Browser blockiert. So erlauben Sie sie: In der Adresszeile auf das Symbol links der Adresse tippen, «Berechtigungen» oder «Website-Einstellungen» öffnen und «Benachrichtigungen» erlauben (als App installiert: in den Einstellungen des Telefons unter Apps › Tragkraft › Benachrichtigungen). Danach diese Seite neu laden.',
  enabled: 'Benachrichtigungen sind auf diesem Gerät aktiviert.',
  enableFailed: 'Benachrichtigungen konnten nicht aktiviert werden.',
  disableFailed: 'Benachrichtigungen konnten nicht deaktiviert werden.',
} as const;

type State = 'checking' | 'unsupported' | 'off' | 'on';

/** The subscription as the server takes it (PushSubscription.toJSON()). */
function subscriptionBody(subscription: PushSubscription): PushSubscribeBody {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

export function PushCard() {
  const [state, setState] = useState<State>(() => (pushSupport() === 'supported' ? 'checking' : 'unsupported'));
  const [denied, setDenied] = useState(() => pushSupport() === 'supported' && Notification.permission === 'denied');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The person may block or allow notifications in the browser while the screen is open: the
  // card follows (a blocked browser offers no subscribe button, it would do nothing).
  useEffect(() => {
    if (pushSupport() !== 'supported' || !navigator.permissions) return;
    let status: PermissionStatus | null = null;
    const follow = () => {
      setDenied(Notification.permission === 'denied');
      setState((current) => (current === 'unsupported' ? current : 'checking'));
    };
    navigator.permissions
      .query({ name: 'notifications' })
      .then((found) => {
        status = found;
        found.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    if (state !== 'checking') return;
    currentSubscription()
      .then((subscription) => setState(subscription && Notification.permission === 'granted' ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, [state]);

  const enable = async () => {
    setBusy(true);
    setError(null);
    try {
      // Asked here, on the click, never before.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setDenied(permission === 'denied');
        return;
      }
      setDenied(false);
      const { publicKey } = await loadPushKey();
      const subscription = (await currentSubscription()) ?? (await subscribeDevice(publicKey));
      await savePushSubscription(subscriptionBody(subscription));
      setState('on');
    } catch (failure) {
      setError(withServerMessage(PUSH_CARD_TEXTS.enableFailed, failure));
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const endpoint = subscription.endpoint;
        await subscription.unsubscribe();
        await deletePushSubscription(endpoint);
      }
      setState('off');
    } catch (failure) {
      setError(withServerMessage(PUSH_CARD_TEXTS.disableFailed, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" aria-labelledby="push-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="push-title">
          Benachrichtigungen
        </Title>
        <Text size="sm">{PUSH_CARD_TEXTS.intro}</Text>
        {state === 'unsupported' && (
          <Alert color="yellow" variant="light" role="status">
            {PUSH_CARD_TEXTS.unsupported}
          </Alert>
        )}
        {state !== 'unsupported' && denied && (
          <Alert color="yellow" variant="light" role="alert">
            {PUSH_CARD_TEXTS.denied}
          </Alert>
        )}
        {state === 'on' && (
          <>
            {!denied && (
              <Alert color="green" variant="light" role="status">
                {PUSH_CARD_TEXTS.enabled}
              </Alert>
            )}
            <Button variant="light" color="red" size="lg" fullWidth loading={busy} onClick={() => void disable()}>
              Deaktivieren
            </Button>
          </>
        )}
        {state === 'off' && !denied && (
          <Button size="lg" fullWidth loading={busy} onClick={() => void enable()}>
            Benachrichtigungen aktivieren
          </Button>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
