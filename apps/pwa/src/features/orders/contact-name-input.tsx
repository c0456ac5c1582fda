// The one contact name field with suggestions, for placing an order (offer screen) and for
// editing one (order modal).
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONTACT_SUGGESTION_LIMIT, filterRows } from '@tragkraft/domain';
import { useMemo } from 'react';

export interface Contact {
  name: string;
  phone: string;
}

/** Suggestions follow the typing after a short pause, as the spec asks (200 ms). */
const DEBOUNCE_MS = 200;
/** The server's limit for a contact name. */
const NAME_MAX = 200;

interface Props {
  label: string;
  value: string;
  /** Contacts of earlier orders, newest first. */
  suggestions: readonly Contact[];
  onChange: (name: string) => void;
  /** A picked suggestion brings its phone number along. */
  onPick: (contact: Contact) => void;
}

/**
 * A contact name with suggestions from earlier orders: each name once, found by name or phone,
 * at most CONTACT_SUGGESTION_LIMIT; the list is ours, so Mantine's own filter is off.
 */
export function ContactNameInput({ label, value, suggestions, onChange, onPick }: Props) {
  const [query] = useDebouncedValue(value, DEBOUNCE_MS);
  const names = useMemo(() => {
    const unique = [...new Map(suggestions.map((c) => [c.name, c])).values()];
    return filterRows(unique, query, (c) => [c.name, c.phone], CONTACT_SUGGESTION_LIMIT).map((c) => c.name);
  }, [suggestions, query]);
  return (
    <Autocomplete
      label={label}
      data={names}
      value={value}
      onChange={onChange}
      filter={({ options }) => options}
      onOptionSubmit={(name) => {
        const found = suggestions.find((c) => c.name === name);
        if (found) onPick(found);
      }}
      maxLength={NAME_MAX}
    />
  );
}
