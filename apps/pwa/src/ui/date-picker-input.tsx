// A date field that takes both: typed as dd.mm.yyyy (also d.m.yy, the spec's parsing rules)
// and picked from Mantine's Swiss calendar (German names, weeks from Monday). The pickers,
// dayjs' locale and their CSS load with the few screens that use them, not with the app's start.
import '@mantine/dates/styles.css';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { formatDate } from '@tragkraft/domain';
import { useState, type ReactNode } from 'react';
import 'dayjs/locale/de-ch';
import { readTypedDate } from './typed-date';

const SWISS_CALENDAR = { locale: 'de-ch', firstDayOfWeek: 1 } as const;

type Props = Pick<DateInputProps, 'label' | 'description' | 'required' | 'disabled' | 'readOnly' | 'clearable' | 'popoverProps' | 'w' | 'maw'> & {
  value: string | null;
  onChange: (date: string | null) => void;
  /** Earliest day ('YYYY-MM-DD'), in the calendar and when typed. */
  minDate?: string;
  /** Days that cannot be chosen (booked), in the calendar and when typed. */
  excludeDate?: (date: string) => boolean;
  error?: ReactNode;
  placeholder?: string;
};

export function DatePickerInput({ value, onChange, minDate, excludeDate, error, placeholder, ...rest }: Props) {
  const [typedError, setTypedError] = useState<string | null>(null);
  const limits = { minDate, excluded: excludeDate };
  return (
    <DatesProvider settings={SWISS_CALENDAR}>
      <DateInput
        {...rest}
        value={value}
        valueFormat="DD.MM.YYYY"
        placeholder={placeholder ?? 'TT.MM.JJJJ'}
        dateParser={(text) => {
          const typed = readTypedDate(text, limits);
          return typed.ok ? typed.value : null;
        }}
        // Leaving the field shows the taken day as dd.mm.yyyy; what cannot be read is reset to
        // the last valid day, and the message under the field says why (onBlur reads it first).
        onChange={(date) => {
          setTypedError(null);
          onChange(date ? date.slice(0, 10) : null);
        }}
        onBlur={(event) => {
          const typed = readTypedDate(event.currentTarget.value, limits);
          setTypedError(typed.ok ? null : typed.message);
          if (typed.ok && typed.value !== value) onChange(typed.value);
        }}
        minDate={minDate}
        excludeDate={excludeDate ? (date) => excludeDate(date.slice(0, 10)) : undefined}
        getDayAriaLabel={(date) => formatDate(date.slice(0, 10))}
        ariaLabels={{ nextMonth: 'Nächster Monat', previousMonth: 'Vorheriger Monat', nextYear: 'Nächstes Jahr', previousYear: 'Vorheriges Jahr', nextDecade: 'Nächstes Jahrzehnt', previousDecade: 'Vorheriges Jahrzehnt' }}
        error={typedError ?? error}
      />
    </DatesProvider>
  );
}
