import { Card, Group, Stack, Text } from '@mantine/core';
import { FIELD_SECONDARY } from '../field-look';
import { useEffect, useState } from 'react';
import { countdownTo } from '../field-time';

const UNITS = [
  ['days', 'Tage'],
  ['hours', 'Stunden'],
  ['minutes', 'Minuten'],
  ['seconds', 'Sekunden'],
] as const;

/** Live countdown to the next operation (ticks every second; 08:00 when it has no time). */
export function NextCountdown({ date, time }: { date: string; time: string | null }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = countdownTo(now, date, time);
  return (
    <Card withBorder padding="md" bg="brand.0" aria-label="Countdown bis zum nächsten Einsatz">
      <Text size="sm" c={FIELD_SECONDARY} mb={4}>
        Nächster Einsatz in
      </Text>
      {left.started ? (
        <Text fw={700}>Der Einsatz hat begonnen.</Text>
      ) : (
        <Group grow gap="xs">
          {UNITS.map(([key, label]) => (
            <Stack key={key} gap={0} align="center">
              <Text fw={700} fz={28} lh={1.1} data-testid={`countdown-${key}`}>
                {left[key]}
              </Text>
              <Text size="xs" c={FIELD_SECONDARY}>
                {label}
              </Text>
            </Stack>
          ))}
        </Group>
      )}
    </Card>
  );
}
