import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONTACT_SUGGESTION_LIMIT, filterRows } from '@tragkraft/domain';
import { useMemo } from 'react';

type Contact = { name: string; phone: string };

/** Suggestions follow the typing after a short pause, as the spec asks (200 ms). */
const DEBOUNCE_MS = 200;

/** A contact name with suggestions from earlier orders; picking one also fills the phone. */
export function ContactNameInput({ label, value, onChange, contacts, onPick }: {
  label: string;
  value: string;
  onChange: (name: string) => void;
  contacts: readonly Contact[];
  onPick: (contact: Contact) => void;
}) {
  const [query] = useDebouncedValue(value, DEBOUNCE_MS);
  const names = useMemo(() => {
    const unique = [...new Map(contacts.map((c) => [c.name, c])).values()];
    return filterRows(unique, query, (c) => [c.name, c.phone], CONTACT_SUGGESTION_LIMIT).map((c) => c.name);
  }, [contacts, query]);
  return (
    <Autocomplete
      label={label}
      data={names}
      value={value}
      onChange={onChange}
      filter={({ options }) => options}
      onOptionSubmit={(name) => {
        const found = contacts.find((c) => c.name === name);
        if (found) onPick(found);
      }}
    />
  );
}
