import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { nowRounded, PICKER_HOURS, PICKER_MINUTES } from '../field-time';

/**
 * Truck arrival in 5-minute steps, always 24 h: hour and minute pickers (native lists of
 * '00'..'23' and '00'..'55', never a native time input whose locale may show 'AM'). The spec's
 * default is now rounded to 5 minutes: an empty picker takes it when it is opened (focus), so
 * the list opens at the current time; '--' empties it again, 'Jetzt' sets it at any time.
 */
export function TruckArrivalPicker({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  const [hour, minute] = value ? value.split(':') : ['', ''];
  const now = () => nowRounded(new Date());
  const startAtNow = () => {
    if (!value) onChange(now());
  };
  const setHour = (h: string) => onChange(h ? `${h}:${minute || now().split(':')[1]}` : null);
  const setMinute = (m: string) => onChange(m ? `${hour || now().split(':')[0]}:${m}` : null);
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        Ankunft Lastwagen
      </Text>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NativeSelect label="Stunde" aria-label="Ankunft Lastwagen (Stunde)" size="lg" style={{ flex: 1 }} value={hour} onFocus={startAtNow} onChange={(e) => setHour(e.currentTarget.value)} data={[{ value: '', label: '--' }, ...PICKER_HOURS]} />
        <NativeSelect label="Minute" aria-label="Ankunft Lastwagen (Minute)" size="lg" style={{ flex: 1 }} value={minute} onFocus={startAtNow} onChange={(e) => setMinute(e.currentTarget.value)} data={[{ value: '', label: '--' }, ...PICKER_MINUTES]} />
        <Button size="lg" variant="light" onClick={() => onChange(now())}>
          Jetzt
        </Button>
      </Group>
    </Stack>
  );
}
