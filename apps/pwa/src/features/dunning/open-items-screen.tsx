// admin/open-items: every sent invoice not paid in full (sortable), its Excel export, and the
// reminder run ("Mahnlauf…": the proposals first, then the reminders sent by e-mail or to
// print), and per row the Mahnsperre.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatChfWithCurrency } from '@tragkraft/domain';
import { OPEN_ITEMS_FILE_NAME, openFees, type OpenItem } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { useDownload } from '../../ui/use-download';
import { downloadOpenItemsExcel, loadOpenItems } from './dunning-api';
import { DunningBlockModal } from './dunning-block-modal';
import { DunningRunModal } from './dunning-run-modal';
import { OpenItemsTable } from './open-items-table';
import { DEFAULT_SORT, nextSort, sortOpenItems, type OpenItemSort } from './open-items-sort';

export function OpenItemsScreen() {
  const { data, loading, error, reload } = useApi(loadOpenItems, [], 'Konnte die offenen Posten nicht laden');
  const { busy, download } = useDownload();
  const [sort, setSort] = useState<OpenItemSort>(DEFAULT_SORT);
  const [running, setRunning] = useState(false);
  const [blocking, setBlocking] = useState<OpenItem | null>(null);
  const sorted = useMemo(() => sortOpenItems(data ?? [], sort), [data, sort]);
  const openTotal = sorted.reduce((sum, item) => sum + item.openAmount, 0);
  const feesTotal = sorted.reduce((sum, item) => sum + openFees(item), 0);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Offene Posten</Title>
        <Group gap="xs">
          <Button
            variant="default"
            loading={busy === 'excel'}
            onClick={() => download('excel', downloadOpenItemsExcel, OPEN_ITEMS_FILE_NAME, 'Fehler: Konnte das Excel nicht herunterladen.')}
          >
            Excel herunterladen
          </Button>
          <Button onClick={() => setRunning(true)}>Mahnlauf…</Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Versandte Rechnungen, die nicht vollständig bezahlt sind. Klicken Sie auf eine Spaltenüberschrift, um danach zu sortieren.
      </Text>
      <LoadState loading={loading} error={error} empty={data?.length === 0} emptyText="Keine offenen Posten.">
        <OpenItemsTable items={sorted} sort={sort} onSort={(column) => setSort((current) => nextSort(current, column))} onBlock={setBlocking} />
        <Text size="sm" fw={700}>
          {sorted.length} {sorted.length === 1 ? 'Rechnung' : 'Rechnungen'}, offen total {formatChfWithCurrency(openTotal)}
          {feesTotal > 0 && `, dazu Mahngebühren offen ${formatChfWithCurrency(feesTotal)}`}
        </Text>
      </LoadState>
      <DunningBlockModal
        item={blocking}
        onClose={() => setBlocking(null)}
        onChanged={() => {
          setBlocking(null);
          reload();
        }}
      />
      <DunningRunModal
        opened={running}
        onClose={() => {
          setRunning(false);
          reload();
        }}
      />
    </Stack>
  );
}
