import { ActionIcon, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countOf, zurichToday } from '@tragkraft/domain';
import type { AdminOrderRow } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { InvoiceModal, type InvoiceTarget } from '../invoices/invoice-modal';
import { AdminOrderModal } from './admin-order-modal';
import { loadOrderRows } from './admin-orders-api';
import { AdminOrdersTable } from './admin-orders-table';
import { CloseIcon } from '../../ui/icons';
import { RowColourLegend } from './row-colour-legend';
import { filterOrderRows, invoiceTargetOf, ORDER_TABS, ordersEmptyText, type OrderTab } from './order-rows';

interface TabProps {
  tab: OrderTab;
  filter: string;
  version: number;
  onDetails: (row: AdminOrderRow) => void;
  onInvoice: (row: AdminOrderRow) => void;
}

function OrdersTab({ tab, filter, version, onDetails, onInvoice }: TabProps) {
  const { data, loading, error } = useApi(() => loadOrderRows(tab), [tab, version], 'Fehler: Konnte die Aufträge nicht laden');
  const rows = useMemo(() => filterOrderRows(data ?? [], filter, tab), [data, filter, tab]);
  const today = zurichToday(new Date());
  return (
    <LoadState loading={loading && !data} error={error} empty={rows.length === 0} emptyText={ordersEmptyText(data?.length ?? 0, filter)}>
      <AdminOrdersTable rows={rows} tab={tab} today={today} onDetails={onDetails} onInvoice={onInvoice} />
      <Group justify="space-between" mt="xs">
        <RowColourLegend />
        <Text size="xs" c="dimmed">{countOf(rows.length, 'Zeile', 'Zeilen')}</Text>
      </Group>
    </LoadState>
  );
}

/** admin/orders: past and next stages and the newest orders; ?order={id} opens an order. */
export function AdminOrdersScreen() {
  const [tab, setTab] = useState<OrderTab>('future');
  const [filter, setFilter] = useState('');
  const [version, setVersion] = useState(0);
  const [invoiceTarget, setInvoiceTarget] = useState<InvoiceTarget | null>(null);
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('order')) || null;

  // Opening adds a history entry (Back closes the order again); closing replaces it.
  const openOrder = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('order');
        else next.set('order', String(id));
        return next;
      },
      { replace: id === null },
    );
  const changed = () => setVersion((n) => n + 1);

  const tabProps = { filter, version, onDetails: (row: AdminOrderRow) => openOrder(row.id), onInvoice: (row: AdminOrderRow) => setInvoiceTarget(invoiceTargetOf(row)) };
  return (
    <Stack>
      <Title order={1}>Aufträge</Title>
      <TextInput
        label="Filter"
        description="Auftrag, Kunde, Typ oder Auftragsnummer des Kunden (vergangene Etappen: auch die Rechnung)"
        maw={420}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        rightSection={
          filter ? (
            <ActionIcon variant="subtle" color="gray" aria-label="Filter löschen" onClick={() => setFilter('')}>
              <CloseIcon />
            </ActionIcon>
          ) : null
        }
      />
      <Tabs value={tab} onChange={(value) => value && setTab(value as OrderTab)} keepMounted={false}>
        <Tabs.List>
          {ORDER_TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>{label}</Tabs.Tab>
          ))}
        </Tabs.List>
        {ORDER_TABS.map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <OrdersTab tab={value} {...tabProps} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {orderId !== null && (
        <AdminOrderModal key={orderId} orderId={orderId} onClose={() => openOrder(null)} onChanged={changed} onInvoice={setInvoiceTarget} />
      )}
      <InvoiceModal target={invoiceTarget} opened={invoiceTarget !== null} onClose={() => setInvoiceTarget(null)} onChanged={changed} />
    </Stack>
  );
}
