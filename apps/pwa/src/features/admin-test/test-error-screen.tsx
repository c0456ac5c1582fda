import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { serverMessage } from '../../api/api-error';
import { QR_SAMPLE_FILE_NAME } from '@tragkraft/sync-protocol';
import { saveFile } from '../../ui/save-file';
import { downloadQrSample, triggerServerError, triggerSqlError, writeTestLog } from './admin-test-api';

/** Admin test page: provoke errors on both sides, write a log line, fetch a sample QR invoice. */
export function TestErrorScreen() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('Test Error: absichtlicher Fehler im Frontend');

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await action());
    } catch (failure) {
      const message = serverMessage(failure);
      setError(message ? `Error from one of the actions. ${message}` : 'Error from one of the actions.');
    } finally {
      setBusy(false);
    }
  };

  const qrTest = async () => {
    try {
      const { blob, fileName } = await downloadQrSample();
      saveFile(blob, fileName ?? QR_SAMPLE_FILE_NAME);
    } catch {
      // The spec: a failed sample download is ignored silently.
    }
  };

  return (
    <Stack>
      <Title order={1}>Test</Title>
      <Text c="dimmed">Diese Seite löst absichtlich Fehler aus, um die Fehlerberichte zu prüfen.</Text>
      <Group>
        <Button color="red" variant="light" disabled={busy} onClick={() => setCrash(true)}>
          Test Error
        </Button>
        <Button variant="light" disabled={busy} onClick={() => run(async () => (await triggerServerError(), null))}>
          Server Error
        </Button>
        <Button variant="light" disabled={busy} onClick={() => run(async () => (await triggerSqlError(), null))}>
          SQL Error
        </Button>
        <Button variant="light" disabled={busy} onClick={() => run(async () => (await writeTestLog()).logged)}>
          Log Test
        </Button>
        <Button variant="default" disabled={busy} onClick={qrTest}>
          Qr-Test
        </Button>
        {busy && <Loader size="sm" role="status" aria-label="Lädt" />}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {result && (
        <Alert color="green" variant="light">
          {result}
        </Alert>
      )}
    </Stack>
  );
}
