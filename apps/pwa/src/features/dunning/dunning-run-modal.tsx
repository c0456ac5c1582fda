// "Mahnlauf": the proposals of today (the invoices whose next reminder level is due) with a
// check box each (none for an invoice under a Mahnsperre: it says why), then the run; the
// result names each reminder sent and each to print (clients without e-mail), both with their
// PDF, and each invoice skipped with the server's reason.
import { Alert, Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatChfWithCurrency } from '@tragkraft/domain';
import type { DunningProposal, DunningRunAnswer, SentReminder } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError } from '../../ui/notify';
import { useApi } from '../../ui/use-api';
import { useDownload } from '../../ui/use-download';
import { blockText } from './block-text';
import { downloadReminderPdf, loadDunningProposals, runDunning } from './dunning-api';

export function DunningRunModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    // Wide enough at 1280 px for the addresses and the PDF buttons (issue 28: the e-mail
    // column was one letter wide and the buttons read "PD"); narrower screens scroll the table.
    <Modal opened={opened} onClose={onClose} title="Mahnlauf" size="min(72rem, 96vw)" centered>
      {opened && <RunForm onClose={onClose} />}
    </Modal>
  );
}

/** Each address on one line (not broken at its hyphen); several wrap between addresses. */
function Addresses({ list }: { list: string }) {
  const addresses = list.split(',').map((address) => address.trim()).filter(Boolean);
  return addresses.map((address, i) => (
    <span key={address} style={{ whiteSpace: 'nowrap' }}>
      {address}
      {i < addresses.length - 1 ? ', ' : ''}
    </span>
  ));
}

function ProposalTable({ proposals, chosen, toggle }: { proposals: DunningProposal[]; chosen: Set<number>; toggle: (id: number) => void }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" aria-label="Vorschläge">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Senden</Table.Th>
            <Table.Th>Rechnung</Table.Th>
            <Table.Th>Kunde</Table.Th>
            <Table.Th>Stufe</Table.Th>
            <Table.Th ta="right">Tage überfällig</Table.Th>
            <Table.Th ta="right">Betrag inkl. Gebühr</Table.Th>
            <Table.Th>Versand</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposals.map((p) => (
            <Table.Tr key={p.invoiceId}>
              <Table.Td>
                <Checkbox aria-label={`Rechnung Nr. ${p.invoiceNumber} mahnen`} checked={chosen.has(p.invoiceId)} disabled={p.block !== null} onChange={() => toggle(p.invoiceId)} />
              </Table.Td>
              <Table.Td>Nr. {p.invoiceNumber}</Table.Td>
              <Table.Td>{p.clientName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.title}</Table.Td>
              <Table.Td ta="right">{p.daysOverdue}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatChfWithCurrency(p.amount)}
                {p.fee > 0 && <Text size="xs" c="dimmed">davon Gebühr {formatChfWithCurrency(p.fee)}</Text>}
              </Table.Td>
              <Table.Td style={{ minWidth: 220 }}>
                {p.block ? (
                  <Text c="orange.8" size="sm">{blockText(p.block)}</Text>
                ) : p.sendTo ? (
                  <Addresses list={p.sendTo} />
                ) : (
                  <Text size="sm">keine E-Mail-Adresse: PDF zum Drucken</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A recorded reminder with its PDF button (sent: to whom; to print: for the post). */
function ReminderLine({ reminder, busy, download }: { reminder: SentReminder } & ReturnType<typeof useDownload>) {
  const r = reminder;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
        Nr. {r.invoiceNumber} · {r.clientName}: {r.title} über {formatChfWithCurrency(r.amount)}
        {r.sentTo ? ` an ${r.sentTo}` : ''}
      </Text>
      <Button
        size="xs"
        variant="default"
        style={{ flexShrink: 0 }}
        loading={busy === String(r.reminderId)}
        aria-label={`PDF der ${r.title} zu Rechnung Nr. ${r.invoiceNumber}`}
        onClick={() => download(String(r.reminderId), () => downloadReminderPdf(r.reminderId), `${r.title} ${r.invoiceNumber}.pdf`, 'Fehler: Konnte das PDF nicht herunterladen.')}
      >
        PDF
      </Button>
    </Group>
  );
}

function RunResult({ result, onClose }: { result: DunningRunAnswer; onClose: () => void }) {
  const pdf = useDownload();
  return (
    <Stack>
      <section aria-label="Versandt">
        <Text fw={700}>Versandt ({result.sent.length})</Text>
        {result.sent.length === 0 && <Text size="sm" c="dimmed">Es wurde keine Mahnung versandt.</Text>}
        {result.sent.map((s) => (
          <ReminderLine key={s.reminderId} reminder={s} {...pdf} />
        ))}
      </section>
      {result.toPrint.length > 0 && (
        <section aria-label="Zum Drucken">
          <Text fw={700}>Zum Drucken ({result.toPrint.length})</Text>
          <Text size="sm" c="dimmed">Diese Kunden haben keine E-Mail-Adresse für Rechnungen: Die Mahnung ist erfasst, bitte drucken und per Post senden.</Text>
          {result.toPrint.map((s) => (
            <ReminderLine key={s.reminderId} reminder={s} {...pdf} />
          ))}
        </section>
      )}
      {result.skipped.length > 0 && (
        <section aria-label="Nicht versandt">
          <Text fw={700}>Nicht versandt ({result.skipped.length})</Text>
          {result.skipped.map((s) => (
            <Text key={s.invoiceId} size="sm">
              {s.invoiceNumber === null ? `Rechnung ${s.invoiceId}` : `Nr. ${s.invoiceNumber}`}: {s.reason}
            </Text>
          ))}
        </section>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Schliessen</Button>
      </Group>
    </Stack>
  );
}

function RunForm({ onClose }: { onClose: () => void }) {
  const { data, loading, error } = useApi(loadDunningProposals, [], 'Konnte die Mahnvorschläge nicht laden.');
  const [unchosen, setUnchosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DunningRunAnswer | null>(null);
  const proposals = data ?? [];
  const chosen = new Set(proposals.filter((p) => p.block === null && !unchosen.has(p.invoiceId)).map((p) => p.invoiceId));

  const toggle = (id: number) =>
    setUnchosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = async () => {
    setBusy(true);
    try {
      setResult(await runDunning({ invoiceIds: [...chosen] }));
    } catch (failure) {
      notifyError(withServerMessage('Der Mahnlauf ist fehlgeschlagen.', failure));
    } finally {
      setBusy(false);
    }
  };

  if (result) return <RunResult result={result} onClose={onClose} />;
  return (
    <Stack>
      <Text size="sm">
        Vorgeschlagen sind die Rechnungen, deren nächste Mahnstufe heute fällig ist. Jede Mahnung geht als PDF mit QR-Zahlteil (offener Betrag plus
        Gebühr) an die Rechnungsadresse des Kunden. Rechnungen mit Mahnsperre werden nicht gemahnt.
      </Text>
      <LoadState loading={loading} error={error} empty={proposals.length === 0} emptyText="Heute ist keine Mahnung fällig.">
        <ProposalTable proposals={proposals} chosen={chosen} toggle={toggle} />
      </LoadState>
      {proposals.some((p) => !p.sendTo && p.block === null) && (
        <Alert color="yellow" variant="light">Kunden ohne E-Mail-Adresse für Rechnungen erhalten keine E-Mail: Ihre Mahnung steht danach als PDF zum Drucken bereit.</Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>Abbrechen</Button>
        <Button onClick={() => void send()} loading={busy} disabled={chosen.size === 0}>
          {chosen.size === 1 ? '1 Mahnung senden' : `${chosen.size} Mahnungen senden`}
        </Button>
      </Group>
    </Stack>
  );
}
