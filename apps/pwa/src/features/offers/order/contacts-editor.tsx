import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { ClientDetails } from '@tragkraft/sync-protocol';
import { ContactNameInput } from '../../orders/contact-name-input';
import { CONTACT_FIELDS, type ContactKey, type Contacts } from './order-body';

/** The five contact pairs of an order; assembly lead and driver suggest earlier names. */
export function ContactsEditor({ contacts, onChange, details }: {
  contacts: Contacts;
  onChange: (key: ContactKey, value: string) => void;
  details: ClientDetails;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Kontakte
      </Title>
      {CONTACT_FIELDS.map((field) => (
        <SimpleGrid key={field.name} cols={{ base: 1, xs: 2 }} spacing="xs">
          {field.suggestions ? (
            <ContactNameInput
              label={field.label}
              value={contacts[field.name]}
              onChange={(value) => onChange(field.name, value)}
              suggestions={details[field.suggestions]}
              onPick={(contact) => {
                onChange(field.name, contact.name);
                onChange(field.phone, contact.phone);
              }}
            />
          ) : (
            <TextInput label={field.label} value={contacts[field.name]} onChange={(e) => onChange(field.name, e.currentTarget.value)} />
          )}
          <TextInput label={`Telefon ${field.label}`} type="tel" value={contacts[field.phone]} onChange={(e) => onChange(field.phone, e.currentTarget.value)} />
        </SimpleGrid>
      ))}
    </Stack>
  );
}
