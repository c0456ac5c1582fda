// admin/payments: upload the bank's camt.054 / camt.053 files (XML or ZIP); the result as totals
// per file and warnings, then the lists (Zugeordnet, Nicht zugeordnet with "Rechnung zuordnen…",
// Rückbuchungen, Bereits importiert) plus the entries not booked and the files refused as a whole;
// below, the worklist of unassigned payments and the payments journal (payment-journal.tsx).
import { Alert, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IMPORT_LIST_LIMIT, type PaymentImportAnswer, type PaymentItem, type PaymentJournalEntry } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { AssignPaymentModal } from './assign-payment-modal';
import { ImportTotals } from './import-totals';
import { PaymentJournalSection } from './payment-journal';
import { DuplicateList, IgnoredList, MatchedList, ReversedList, UnmatchedList } from './payment-lists';
import { importPaymentFiles } from './payments-api';

/** An import's item once assigned by hand: its (first) invoice, and the split when there are several. */
function replaceBooked(items: PaymentItem[], booked: PaymentJournalEntry): PaymentItem[] {
  const [first] = booked.allocations;
  const split = booked.allocations.length > 1 ? `aufgeteilt: ${booked.allocations.map((a) => `Nr. ${a.invoiceNumber}`).join(', ')}` : null;
  return items.map((item) =>
    item.paymentId === booked.paymentId && first
      ? { ...item, invoiceId: first.invoiceId, invoiceNumber: first.invoiceNumber, outcome: null, openAmount: null, credit: null, statusReason: split }
      : item,
  );
}

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

  const assigned = (booked: PaymentJournalEntry) => {
    setAssigning(null);
    setRound((n) => n + 1);
    setResult((current) => current && { ...current, unmatched: replaceBooked(current.unmatched, booked), duplicates: replaceBooked(current.duplicates, booked) });
  };

  return (
    <Stack>
      <Title order={1}>Zahlungen</Title>
      <Text size="sm">
        Laden Sie die camt.054- oder camt.053-Dateien (XML oder ZIP) aus dem E-Banking hoch. Zahlungen mit der QR- oder Creditor-Referenz einer Rechnung werden ihr
        zugeordnet; bereits importierte Buchungen werden nicht noch einmal verbucht.
      </Text>
      <Group align="flex-end">
        <FileInput
          label="camt-Dateien (XML oder ZIP)"
          placeholder="Dateien wählen"
          multiple
          clearable
          accept=".xml,.zip,application/xml,text/xml,application/zip"
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
          <ImportTotals result={result} />
          {result.listsCut && (
            <Alert color="blue" variant="light" role="status">
              Die Listen zeigen je die ersten {IMPORT_LIST_LIMIT} Zahlungen; die Zahlen oben zählen alle. Alle Zahlungen stehen im Zahlungsjournal unten.
            </Alert>
          )}
          <MatchedList items={result.matched} />
          <UnmatchedList items={result.unmatched} onAssign={setAssigning} />
          <ReversedList items={result.reversed} />
          <DuplicateList items={result.duplicates} onAssign={setAssigning} />
          <IgnoredList items={result.ignored} />
        </>
      )}
      <PaymentJournalSection round={round} onAssign={setAssigning} />
      <AssignPaymentModal payment={assigning} onClose={() => setAssigning(null)} onAssigned={assigned} />
    </Stack>
  );
}
