// The one number field of the app (issue 27): a text field that reads what people type the
// Swiss way through domain's readTypedNumber ('3,5', '3.5', "1'250", hours also '3:30'),
// says what it understood under the field, and says in German why it cannot take a text.
// It keeps the typed text while editing and reports a number only when the text is valid;
// nothing is clamped, rounded or cut. A form asks checkNumberFields before it sends, so it
// never sends while one of its number fields cannot be read.
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { formatChf, readTypedNumber, understoodText, type NumberKind, type NumberRule } from '@tragkraft/domain';
import { useEffect, useRef, useState } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'> &
  NumberRule & {
    value: number | null | undefined;
    onChange: (value: number | null) => void;
  };

/** Kinds typed without a separator: the phone shows digits only. */
const WHOLE_KINDS: readonly NumberKind[] = ['count', 'floor', 'percent', 'minutes'];

/** The value as the field shows it when it did not come from typing: a decimal point. */
function shownText(value: number | null | undefined, kind: NumberKind): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  // Amounts as every amount of the app is printed ("1'234.50"); the rule reads them back.
  return kind === 'chf' ? formatChf(Math.round(value * 100)) : String(value);
}

export function NumberInput({ value, onChange, kind, min, max, decimals, step, required, error, onBlur, inputContainer, ...rest }: Props) {
  const rule: NumberRule = { kind, min, max, decimals, step, required };
  const [text, setText] = useState(() => shownText(value, kind));
  // The reason is shown once the person left the field (or a form asked), not while typing '3,'.
  const [checked, setChecked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const read = readTypedNumber(text, rule);
  const reason = read.ok ? null : read.error;

  // A value set from outside (the ± buttons, a loaded offer, a reset) replaces the text.
  useEffect(() => {
    const current = readTypedNumber(text, rule);
    if (!(current.ok && current.value === (value ?? null))) setText(shownText(value, kind));
    // Only a new value from outside matters here, not each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  useEffect(() => input.current?.setCustomValidity(reason ?? ''), [reason]);

  const canonical = read.ok && read.value !== null ? shownText(read.value, kind) : '';
  const sayBack = read.ok && read.value !== null && (text.trim() !== canonical || (kind === 'hours' && !Number.isInteger(read.value)));
  return (
    <TextInput
      inputMode={WHOLE_KINDS.includes(kind) && !decimals ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...rest}
      ref={input}
      // The rule needs a value; no asterisk unless the caller asks (withAsterisk): labels stay as they were.
      aria-required={required || undefined}
      value={text}
      data-invalid-number={reason === null ? undefined : ''}
      error={(checked && reason) || error}
      onInvalid={(event) => {
        event.preventDefault();
        setChecked(true);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const next = readTypedNumber(typed, rule);
        if (next.ok && next.value !== (value ?? null)) onChange(next.value);
      }}
      onBlur={(event) => {
        setChecked(true);
        onBlur?.(event);
      }}
      inputContainer={(children) => (
        <>
          {inputContainer ? inputContainer(children) : children}
          {sayBack && (
            <Text size="sm" c="gray.7" mt={2} aria-live="polite">
              {understoodText(read.value!, kind)}
            </Text>
          )}
        </>
      )}
    />
  );
}

/**
 * Before a form sends: every number field under `root` whose text cannot be read shows its
 * reason, the first one gets the focus, and the answer is false. True when all can be read.
 */
export function checkNumberFields(root: HTMLElement | null): boolean {
  const invalid = [...(root?.querySelectorAll<HTMLInputElement>('input[data-invalid-number]') ?? [])];
  for (const field of invalid) field.checkValidity();
  invalid[0]?.focus();
  return invalid.length === 0;
}
