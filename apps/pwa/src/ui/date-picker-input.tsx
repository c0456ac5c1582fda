// Mantine's date picker with the Swiss calendar (German names, weeks from Monday). The date
// pickers, dayjs' locale and their CSS load with the few screens that use them, not with
// the app's start.
import '@mantine/dates/styles.css';
import { DatePickerInput as MantineDatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import 'dayjs/locale/de-ch';

const SWISS_CALENDAR = { locale: 'de-ch', firstDayOfWeek: 1 } as const;

export function DatePickerInput(props: DatePickerInputProps) {
  return (
    <DatesProvider settings={SWISS_CALENDAR}>
      <MantineDatePickerInput {...props} />
    </DatesProvider>
  );
}
