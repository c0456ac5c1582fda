import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { normaliseAmount } from '@tragkraft/domain';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Whole numbers only (counts); blank stays null, as the server expects. */
  whole?: boolean;
};

/** A number the form keeps as number | null: blank is null, never 0 or ''. */
export function NumberField({ value, onChange, whole = false, ...props }: Props) {
  return (
    <NumberInput
      {...props}
      value={value ?? ''}
      allowDecimal={!whole}
      allowNegative={false}
      decimalSeparator="."
      onChange={(raw) => {
        if (whole) return onChange(normaliseAmount(raw));
        const number = typeof raw === 'number' ? raw : raw.trim() === '' ? null : Number(raw);
        onChange(number === null || Number.isNaN(number) ? null : number);
      }}
    />
  );
}

/**
 * A count that must never be blank (stage count): while the field is being retyped it may be
 * empty, the form keeps its last count, and leaving the field empty shows that count again.
 */
export function CountField({ value, onChange, ...props }: Omit<Props, 'value' | 'onChange' | 'whole'> & { value: number; onChange: (value: number) => void }) {
  const [text, setText] = useState<string | number>(value);
  useEffect(() => setText(value), [value]);
  return (
    <NumberInput
      {...props}
      value={text}
      allowDecimal={false}
      allowNegative={false}
      onChange={(raw) => {
        setText(raw);
        const count = normaliseAmount(raw);
        if (count !== null && count >= 1) onChange(count);
      }}
      onBlur={() => setText(value)}
    />
  );
}
