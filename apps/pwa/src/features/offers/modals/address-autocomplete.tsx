import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { searchPlaces } from '../offers-api';

/** Waits for a pause in typing before asking the maps service. */
const DEBOUNCE_MS = 200;
const MIN_QUERY = 2;

/** A Swiss address with suggestions from the maps service ('Strasse Nr, PLZ Ort'). */
export function AddressAutocomplete({ label, value, onChange, onPick }: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onPick?: (address: string) => void;
}) {
  const [query] = useDebouncedValue(value, DEBOUNCE_MS);
  const [options, setOptions] = useState<string[]>([]);

  useEffect(() => {
    if (query.trim().length < MIN_QUERY) {
      setOptions([]);
      return;
    }
    let live = true;
    searchPlaces(query)
      .then((answer) => live && setOptions([...new Set(answer.places.map((p) => p.address))]))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [query]);

  return (
    <Autocomplete
      label={label}
      placeholder="Strasse Nr., PLZ Ort"
      data={options}
      value={value}
      onChange={onChange}
      onOptionSubmit={(address) => onPick?.(address)}
      filter={({ options: all }) => all}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}
