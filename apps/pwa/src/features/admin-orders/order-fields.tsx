import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { OrderContactField } from '@tragkraft/sync-protocol';
import type { OrderForm, OrderFormErrors } from './admin-order-form';

const CONTACTS: { label: string; name: OrderContactField; phone: OrderContactField }[] = [
  { label: 'Generalunternehmer', name: 'contactGeneral', phone: 'contactGeneralPhone' },
  { label: 'Architekt', name: 'contactArchitect', phone: 'contactArchitectPhone' },
  { label: 'Bauleiter', name: 'contactCManager', phone: 'contactCManagerPhone' },
  { label: 'Monteur / Montageleiter', name: 'contactFiller', phone: 'contactFillerPhone' },
  { label: 'Chauffeur', name: 'contactDriver', phone: 'contactDriverPhone' },
];

interface Props {
  form: OrderForm;
  errors: OrderFormErrors;
  disabled: boolean;
  onChange: (patch: Partial<OrderForm>) => void;
}

/** Object address, order number and the five contacts with their phones. */
export function OrderFields({ form, errors, disabled, onChange }: Props) {
  const contact = (field: OrderContactField, value: string) => onChange({ contacts: { ...form.contacts, [field]: value } });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Textarea
          label="Objektadresse"
          required
          autosize
          minRows={3}
          disabled={disabled}
          value={form.orderAddress}
          onChange={(e) => onChange({ orderAddress: e.currentTarget.value, orderAddressType: 'manual' })}
          error={errors.orderAddress}
        />
        <TextInput label="Auftragsnummer" disabled={disabled} value={form.orderNumber} onChange={(e) => onChange({ orderNumber: e.currentTarget.value })} />
      </SimpleGrid>
      <Fieldset legend="Kontakte" disabled={disabled} variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {CONTACTS.map(({ label, name, phone }) => (
            <SimpleGrid key={name} cols={2} spacing="xs">
              <TextInput label={label} value={form.contacts[name]} onChange={(e) => contact(name, e.currentTarget.value)} />
              <TextInput label="Telefon" aria-label={`Telefon ${label}`} type="tel" value={form.contacts[phone]} onChange={(e) => contact(phone, e.currentTarget.value)} />
            </SimpleGrid>
          ))}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
