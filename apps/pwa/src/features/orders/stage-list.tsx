import type { ClientOrderRow } from '@tragkraft/sync-protocol';
import { LoadState } from '../../ui/load-state';
import { useApi } from '../../ui/use-api';
import { useMediaQuery } from '@mantine/hooks';
import { OrdersCards } from './orders-cards';
import { OrdersTable } from './orders-table';
import { loadOrders } from './orders-api';

interface Props {
  when: 'future' | 'past';
  /** Changes when the list must load again (after an order was saved). */
  version: number;
  canEdit: boolean;
  onOpen: (row: ClientOrderRow) => void;
  onReport: (row: ClientOrderRow) => void;
  onEdit: (row: ClientOrderRow) => void;
}

/** The next or the past stages of the company's orders. */
export function StageList({ when, version, ...table }: Props) {
  const { data, loading, error } = useApi(
    () => loadOrders(when),
    [when, version],
    'Fehler: Konnte die Aufträge nicht laden.',
  );
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <LoadState loading={loading && !data} error={error} empty={data?.length === 0} emptyText="Noch keine Etappen vorhanden.">
      {phone ? <OrdersCards rows={data ?? []} {...table} /> : <OrdersTable rows={data ?? []} {...table} />}
    </LoadState>
  );
}
