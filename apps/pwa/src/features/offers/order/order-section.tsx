import { Alert, Anchor, Button, Divider, List, Stack, Text } from '@mantine/core';
import { MESSAGE_TEXTS } from '@tragkraft/domain';
import type { ClientDetails } from '@tragkraft/sync-protocol';
import { useRef } from 'react';
import { checkNumberFields } from '../../../ui/number-input';
import type { Draft } from '../calculator/default-inputs';
import { ContactsEditor } from './contacts-editor';
import { ObjectAddress } from './object-address';
import { StagesEditor } from './stages-editor';
import type { OrderState } from './use-order-form';

/** After the price: object data, stages, contacts and 'Auftrag erteilen'. */
export function OrderSection({ draft, order, details, booked, admin, onOrder, onExpress, openAddress, openPastAddresses }: {
  draft: Draft;
  /** An admin orders for a client: no "call us" (the admin is the company). */
  admin: boolean;
  order: OrderState;
  details: ClientDetails;
  booked: readonly string[];
  onOrder: () => void;
  /** Prices the same input again with express (a date within 3 days needs it). */
  onExpress: () => void;
  openAddress: () => void;
  openPastAddresses: () => void;
}) {
  const { form } = order;
  const section = useRef<HTMLDivElement>(null);
  // The calculator is locked after pricing: offer express right here instead of a dead end.
  const needsExpress = draft.key !== 'labs' && !draft.input.express && order.errors.some((e) => e.includes(MESSAGE_TEXTS.needsExpress));
  const phone = details.providerPhone;
  return (
    <Stack ref={section} component="section" aria-label="Auftrag">
      <Divider label="Auftrag" labelPosition="left" />
      <ObjectAddress
        address={form.address}
        addressType={form.addressType}
        orderNumber={form.orderNumber}
        orderNumberHint={draft.key === 'service' ? (draft.input.orderNumber ?? undefined) : undefined}
        onOrderNumber={order.setOrderNumber}
        openAddress={openAddress}
        openPastAddresses={openPastAddresses}
      />
      <StagesEditor draft={draft} stages={form.stages} onChange={order.setStage} booked={booked} />
      <ContactsEditor contacts={form.contacts} onChange={order.setContact} details={details} />
      {order.errors.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {order.errors.length === 1 ? order.errors[0] : <List size="sm">{order.errors.map((e) => <List.Item key={e}>{e}</List.Item>)}</List>}
        </Alert>
      )}
      {needsExpress && (
        <Alert color="yellow" variant="light" title="Termin innerhalb von 3 Tagen">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Dafür braucht es Express (+10%).
              {!admin && (
                <>
                  {' '}Bitte rufen Sie uns zur Bestätigung an: <Anchor href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Anchor>
                </>
              )}
            </Text>
            <Button variant="filled" onClick={onExpress}>Mit Express berechnen</Button>
          </Stack>
        </Alert>
      )}
      <Button size="md" onClick={() => checkNumberFields(section.current) && onOrder()} loading={order.ordering} style={{ alignSelf: 'flex-start' }}>
        Auftrag erteilen
      </Button>
    </Stack>
  );
}
