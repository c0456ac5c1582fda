import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { addDays, zurichToday } from '@tragkraft/domain';
import type { AccountingExportFormat } from '@tragkraft/sync-protocol';
import { useState } from 'react';
import { DatePickerInput } from '../../ui/date-picker-input';
import { useDownload } from '../../ui/use-download';
import { downloadAccountingExport } from './accounting-export-api';

/** The previous calendar month: what the office usually hands over. */
function lastMonth(today: string): { from: string; to: string } {
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** admin/accounting-export: the bookings of a period for the accountant, as a file. */
export function AccountingExportScreen() {
  const initial = lastMonth(zurichToday(new Date()));
  const [from, setFrom] = useState<string | null>(initial.from);
  const [to, setTo] = useState<string | null>(initial.to);
  const [format, setFormat] = useState<AccountingExportFormat>('banana');
  const { busy, download } = useDownload();
  const ready = from !== null && to !== null;
  return (
    <Stack maw={640}>
      <Title order={1}>Buchhaltungsexport</Title>
      <Text>
        Die Buchungen des Zeitraums: Rechnungen (Debitoren an Ertrag und MWST, je Steuersatz), Zahlungen, Mahngebühren, Gutschriften und
        Rückzahlungen, je mit Belegnummer, Datum, Text, Betrag und MWST-Code.
      </Text>
      <Group align="flex-end">
        <DatePickerInput label="Von" required value={from} onChange={setFrom} w={180} />
        <DatePickerInput label="Bis" required value={to} onChange={setTo} w={180} />
      </Group>
      <div>
        <Text size="sm" fw={500} mb={4} id="accounting-format">Format</Text>
        <SegmentedControl
          aria-labelledby="accounting-format"
          value={format}
          onChange={(value) => setFormat(value as AccountingExportFormat)}
          data={[
            { value: 'banana', label: 'Banana (Import)' },
            { value: 'csv', label: 'CSV (Journal)' },
          ]}
        />
      </div>
      <div>
        <Button
          disabled={!ready}
          loading={busy === 'export'}
          onClick={() => ready && download('export', () => downloadAccountingExport({ from, to, format }), `Buchhaltung-${from}-${to}.${format === 'banana' ? 'txt' : 'csv'}`, 'Konnte den Buchhaltungsexport nicht herunterladen')}
        >
          Herunterladen
        </Button>
      </div>
    </Stack>
  );
}
