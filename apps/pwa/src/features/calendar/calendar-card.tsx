// The card "Kalender" on the own account screen (staff only): subscribe to the own assignments
// in a calendar app, copy the private link, or replace it when it got into wrong hands.
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { withServerMessage } from '../../api/api-error';
import { ConfirmModal } from '../../ui/confirm-modal';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { loadOwnCalendarLink, replaceOwnCalendarLink, webcalLink } from './calendar-api';

const CALENDAR_TEXTS = {
  loadFailed: 'Der Kalender-Link konnte nicht geladen werden.',
  replaceFailed: 'Der neue Link konnte nicht erstellt werden.',
  copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
} as const;

export function CalendarCard() {
  const { data, loading, error } = useApi(loadOwnCalendarLink, [], CALENDAR_TEXTS.loadFailed);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [copyError, setCopyError] = useState(false);
  const [asking, setAsking] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [replaceError, setReplaceError] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  const shown = url ?? data?.url ?? null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    if (!shown) return;
    setCopyError(false);
    // Without a secure context (http) there is no clipboard: the field below shows the link.
    (navigator.clipboard?.writeText(shown) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopied(true),
      () => setCopyError(true),
    );
  };

  const replace = () => {
    setReplacing(true);
    setReplaceError(null);
    replaceOwnCalendarLink()
      .then((answer) => {
        setUrl(answer.url);
        setReplaced(true);
        setCopied(false);
        setAsking(false);
      })
      .catch((failure: unknown) => setReplaceError(withServerMessage(CALENDAR_TEXTS.replaceFailed, failure)))
      .finally(() => setReplacing(false));
  };

  return (
    <Card withBorder padding="lg" radius="md" aria-labelledby="calendar-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="calendar-title">
          Kalender
        </Title>
        <Text size="sm">Ihre Einsätze erscheinen in Ihrer Kalender-App und werden dort laufend nachgeführt.</Text>
        <LoadState loading={loading} error={error}>
          {shown && (
            <Stack gap="sm">
              <Button component="a" href={webcalLink(shown)} size="lg" fullWidth>
                In Kalender übernehmen
              </Button>
              <Button variant="light" size="lg" fullWidth onClick={copy} color={copied ? 'green' : undefined}>
                {copied ? 'Link kopiert' : 'Link kopieren'}
              </Button>
              {copyError && (
                <Alert color="red" variant="light" role="alert">
                  {CALENDAR_TEXTS.copyFailed}
                </Alert>
              )}
              <TextInput label="Ihr persönlicher Link" value={shown} readOnly onFocus={(event) => event.currentTarget.select()} />
              <Text size="xs" c="dimmed">
                Wer diesen Link hat, sieht Ihre Einsätze. Geben Sie ihn nicht weiter.
              </Text>
              {replaced && (
                <Alert color="green" variant="light" role="status">
                  Neuer Link erstellt. Der alte Link funktioniert nicht mehr.
                </Alert>
              )}
              <Button variant="subtle" color="red" size="lg" onClick={() => setAsking(true)}>
                Neuen Link erstellen
              </Button>
            </Stack>
          )}
        </LoadState>
      </Stack>
      <ConfirmModal
        opened={asking}
        title="Neuen Link erstellen?"
        confirmLabel="Neuen Link erstellen"
        confirmColor="red"
        busy={replacing}
        onConfirm={replace}
        onCancel={() => {
          setAsking(false);
          setReplaceError(null);
        }}
      >
        <Text size="sm">Der bisherige Link funktioniert danach nicht mehr. Kalender, die ihn abonniert haben, müssen den neuen Link erhalten.</Text>
        {replaceError && (
          <Alert color="red" variant="light" role="alert">
            {replaceError}
          </Alert>
        )}
      </ConfirmModal>
    </Card>
  );
}
