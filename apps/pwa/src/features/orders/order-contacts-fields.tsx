import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { OrderContactField, OrderContacts } from '@tragkraft/sync-protocol';
import { ContactNameInput, type Contact } from './contact-name-input';
import type { ContactSuggestions } from './use-order-lookups';

type NameField = Exclude<OrderContactField, `${string}Phone`>;

const CONTACTS: { label: string; name: NameField; phone: OrderContactField; suggest?: keyof ContactSuggestions }[] = [
  { label: 'Generalunternehmer', name: 'contactGeneral', phone: 'contactGeneralPhone' },
  { label: 'Architekt', name: 'contactArchitect', phone: 'contactArchitectPhone' },
  { label: 'Bauleiter', name: 'contactCManager', phone: 'contactCManagerPhone' },
  { label: 'Monteur / Montageleiter', name: 'contactFiller', phone: 'contactFillerPhone', suggest: 'filler' },
  { label: 'Chauffeur', name: 'contactDriver', phone: 'contactDriverPhone', suggest: 'driver' },
];

interface Props {
  contacts: OrderContacts;
  suggestions: ContactSuggestions;
  onChange: (patch: Partial<OrderContacts>) => void;
}

/** The five contact pairs; assembly lead and driver names are suggested from earlier orders. */
export function OrderContactsFields({ contacts, suggestions, onChange }: Props) {
  return (
    <Fieldset legend="Kontakte">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        {CONTACTS.map(({ label, name, phone, suggest }) => {
          const pick = (contact: Contact) => onChange({ [name]: contact.name, ...(contacts[phone] ? {} : { [phone]: contact.phone }) });
          return [
            suggest ? (
              <ContactNameInput key={name} label={label} value={contacts[name]} suggestions={suggestions[suggest]} onChange={(value) => onChange({ [name]: value })} onPick={pick} />
            ) : (
              <TextInput key={name} label={label} maxLength={200} value={contacts[name]} onChange={(e) => onChange({ [name]: e.currentTarget.value })} />
            ),
            <TextInput key={phone} label={`Telefon ${label}`} type="tel" maxLength={50} value={contacts[phone]} onChange={(e) => onChange({ [phone]: e.currentTarget.value })} />,
          ];
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
