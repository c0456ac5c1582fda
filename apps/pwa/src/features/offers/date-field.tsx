import { zurichToday } from '@tragkraft/domain';
import { DatePickerInput } from '../../ui/date-picker-input';

type Props = {
  label: string;
  value: string | null;
  onChange: (date: string | null) => void;
  /** Fully booked days ('YYYY-MM-DD'): they cannot be picked. */
  booked: readonly string[];
  /** A suggested day, shown beside the field: a placeholder would look like a value. */
  suggestion?: string;
  readOnly?: boolean;
  required?: boolean;
};

/** A date typed (dd.mm.yyyy) or picked from the calendar: past and fully booked days are refused. */
export function DateField({ label, value, onChange, booked, suggestion, readOnly, required }: Props) {
  const today = zurichToday(new Date());
  return (
    <DatePickerInput
      label={label}
      value={value}
      onChange={(date) => onChange(date || null)}
      description={suggestion ? `Vorschlag: ${suggestion}` : undefined}
      minDate={today}
      excludeDate={(date) => booked.includes(date)}
      clearable={!readOnly}
      readOnly={readOnly}
      required={required}
      popoverProps={{ withinPortal: true }}
    />
  );
}
