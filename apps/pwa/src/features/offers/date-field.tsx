import { formatDate, zurichToday } from '@tragkraft/domain';
import { DatePickerInput } from '../../ui/date-picker-input';

type Props = {
  label: string;
  value: string | null;
  onChange: (date: string | null) => void;
  /** Fully booked days ('YYYY-MM-DD'): they cannot be picked. */
  booked: readonly string[];
  placeholder?: string;
  readOnly?: boolean;
  required?: boolean;
};

/** A date from a calendar: past and fully booked days are disabled. */
export function DateField({ label, value, onChange, booked, placeholder, readOnly, required }: Props) {
  const today = zurichToday(new Date());
  return (
    <DatePickerInput
      label={label}
      value={value}
      onChange={(date) => onChange(date || null)}
      valueFormat="DD.MM.YYYY"
      placeholder={placeholder}
      minDate={today}
      excludeDate={(date) => booked.includes(date.slice(0, 10))}
      getDayAriaLabel={(date) => formatDate(date.slice(0, 10))}
      ariaLabels={{ nextMonth: 'Nächster Monat', previousMonth: 'Vorheriger Monat' }}
      defaultDate={value ?? undefined}
      clearable={!readOnly}
      readOnly={readOnly}
      required={required}
      popoverProps={{ withinPortal: true }}
    />
  );
}
