import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { nowRounded, PICKER_HOURS, PICKER_MINUTES } from './field-time';

/**
 * Truck arrival in 5-minute steps: hour and minute pickers (native on phones). Choosing one
 * part first fills the other from now rounded to 5 minutes, as does 'Jetzt'.
 */
export function TruckArrivalPicker({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  const [hour, minute] = value ? value.split(':') : ['', ''];
  const fallback = () => nowRounded(new Date()).split(':');
  const setHour = (h: string) => onChange(h ? `${h}:${minute || fallback()[1]}` : null);
  const setMinute = (m: string) => onChange(m ? `${hour || fallback()[0]}:${m}` : null);
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        Ankunft Lastwagen
      </Text>
      <Group align="flex-end" gap="xs" wrap="nowrap">
      <NativeSelect label="Stunde" aria-label="Ankunft Lastwagen (Stunde)" size="md" style={{ flex: 1 }} value={hour} onChange={(e) => setHour(e.currentTarget.value)} data={[{ value: '', label: '--' }, ...PICKER_HOURS]} />
      <NativeSelect label="Minute" aria-label="Ankunft Lastwagen (Minute)" size="md" style={{ flex: 1 }} value={minute} onChange={(e) => setMinute(e.currentTarget.value)} data={[{ value: '', label: '--' }, ...PICKER_MINUTES]} />
      <Button size="md" variant="light" onClick={() => onChange(nowRounded(new Date()))}>
        Jetzt
      </Button>
      </Group>
    </Stack>
  );
}
