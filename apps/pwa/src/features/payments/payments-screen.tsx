// admin/payments: upload the bank's camt.054 / camt.053 files; the result in three lists
// (Zugeordnet, Nicht zugeordnet with "Rechnung zuordnen…", Bereits importiert) plus the
// entries not booked (debits, other currencies) and the files refused as a whole; below, the
// worklist of unassigned payments and the payments journal (payment-journal.tsx).
import { Alert, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PaymentImportAnswer, PaymentItem } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { AssignPaymentModal } from './assign-payment-modal';
import { PaymentJournalSection } from './payment-journal';
import { DuplicateList, IgnoredList, MatchedList, UnmatchedList } from './payment-lists';
import { importPaymentFiles } from './payments-api';

const replaceBooked = (items: PaymentItem[], booked: PaymentItem) => items.map((item) => (item.paymentId === booked.paymentId ? booked : item));

export function PaymentsScreen() {
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentImportAnswer | null>(null);
  const [assigning, setAssigning] = useState<Parameters<typeof AssignPaymentModal>[0]['payment']>(null);
  // Bumped after an import or an assignment: the worklist and the journal reload.
  const [round, setRound] = useState(0);

  const upload = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await importPaymentFiles(files));
      setFiles([]);
      setRound((n) => n + 1);
    } catch (failure) {
      setError(withServerMessage('Der Import ist fehlgeschlagen.', failure));
    } finally {
      setBusy(false);
    }
  };

  const assigned = (booked: PaymentItem) => {
    setAssigning(null);
    setRound((n) => n + 1);
    setResult((current) => current && { ...current, unmatched: replaceBooked(current.unmatched, booked), duplicates: replaceBooked(current.duplicates, booked) });
  };

  return (
    <Stack>
      <Title order={1}>Zahlungen</Title>
      <Text size="sm">
        Laden Sie die camt.054- oder camt.053-Dateien (XML) aus dem E-Banking hoch. Zahlungen mit der QR- oder Creditor-Referenz einer Rechnung werden ihr
        zugeordnet; bereits importierte Buchungen werden nicht noch einmal verbucht.
      </Text>
      <Group align="flex-end">
        <FileInput
          label="camt-Dateien (XML)"
          placeholder="Dateien wählen"
          multiple
          clearable
          accept=".xml,application/xml,text/xml"
          value={files}
          onChange={setFiles}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button onClick={() => void upload()} loading={busy} disabled={files.length === 0}>
          Importieren
        </Button>
      </Group>
      {error && <Alert color="red" variant="light" role="alert">{error}</Alert>}
      {result && (
        <>
          {result.failed.map((failed) => (
            <Alert key={failed.fileName} color="red" variant="light" role="alert" title={failed.fileName}>{failed.message}</Alert>
          ))}
          <MatchedList items={result.matched} />
          <UnmatchedList items={result.unmatched} onAssign={setAssigning} />
          <DuplicateList items={result.duplicates} onAssign={setAssigning} />
          <IgnoredList items={result.ignored} />
        </>
      )}
      <PaymentJournalSection round={round} onAssign={setAssigning} />
      <AssignPaymentModal payment={assigning} onClose={() => setAssigning(null)} onAssigned={assigned} />
    </Stack>
  );
}
