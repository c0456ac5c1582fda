// A time typed as HH:MM, always 24 h: a native time input would follow the browser's locale
// ('07:30 AM' in an English browser). On leaving the field '7:30' becomes '07:30' (the spec's
// rule), and what cannot be read is said in German.
import { TextInput, type TextInputProps } from '@mantine/core';
import { DATE_INPUT_MESSAGES, parseTimeInput } from '@tragkraft/domain';
import { useState } from 'react';

const GERMAN: Record<string, string> = {
  [DATE_INPUT_MESSAGES.timeColon]: 'Bitte die Zeit mit Doppelpunkt eingeben (z. B. 07:30).',
  [DATE_INPUT_MESSAGES.timeFormat]: 'Ungültige Zeit: bitte HH:MM von 00:00 bis 23:59 eingeben.',
};

/** The typed time normalised ('7:30' -> '07:30'), '' for none, or the German reason it is not a time. */
export function readTypedTime(text: string): { ok: true; value: string } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: '' };
  const parsed = parseTimeInput(text);
  return parsed.ok ? parsed : { ok: false, message: GERMAN[parsed.message] ?? parsed.message };
}

type Props = Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (time: string) => void };

export function TimeTextInput({ value, onChange, error, ...rest }: Props) {
  const [typedError, setTypedError] = useState<string | null>(null);
  return (
    <TextInput
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={value}
      onChange={(event) => {
        setTypedError(null);
        onChange(event.currentTarget.value);
      }}
      onBlur={(event) => {
        const typed = readTypedTime(event.currentTarget.value);
        setTypedError(typed.ok ? null : typed.message);
        if (typed.ok && typed.value !== value) onChange(typed.value);
      }}
      error={typedError ?? error}
    />
  );
}
