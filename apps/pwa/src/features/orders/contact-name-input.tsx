import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { CONTACT_SUGGESTION_LIMIT, filterRows } from '@tragkraft/domain';

export interface Contact {
  name: string;
  phone: string;
}

interface Props {
  label: string;
  value: string;
  suggestions: Contact[];
  onChange: (name: string) => void;
  /** A picked suggestion brings its phone number along. */
  onPick: (contact: Contact) => void;
}

/** A contact name with suggestions from earlier orders (10 at most, 200 ms after typing). */
export function ContactNameInput({ label, value, suggestions, onChange, onPick }: Props) {
  const [typed] = useDebouncedValue(value, 200);
  const data = useMemo(
    () => [...new Set(filterRows(suggestions, typed, (c) => [c.name], CONTACT_SUGGESTION_LIMIT).map((c) => c.name))],
    [suggestions, typed],
  );
  return (
    <Autocomplete
      label={label}
      value={value}
      data={data}
      onChange={onChange}
      onOptionSubmit={(name) => {
        const contact = suggestions.find((c) => c.name === name);
        if (contact) onPick(contact);
      }}
      maxLength={200}
    />
  );
}
