import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TimeEntry } from '@tragkraft/sync-protocol';
import { FIELD_DECLINED, FIELD_OK, FIELD_SECONDARY, FIELD_WAITING, TOUCH_PX } from '../operations/field-look';
import type { Tap } from './time-taps';
import { clockTime, kindLabel, TAP_STATE_LABEL } from './time-texts';

const STATE_COLOUR = { sent: FIELD_OK, waiting: FIELD_WAITING, rejected: FIELD_DECLINED } as const;

/** One day's taps in time order, each with its state; corrected entries show their earlier values. */
export function TimeTimeline({ taps, stageNames, onCorrect }: { taps: Tap[]; stageNames: Map<number, string>; onCorrect: ((entry: TimeEntry) => void) | null }) {
  if (taps.length === 0) {
    return (
      <Text size="sm" c={FIELD_SECONDARY}>
        Heute noch nichts erfasst.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="time-timeline">
      {taps.map((tap) => (
        <Card key={tap.key} withBorder padding="xs" data-testid="time-tap">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>
                {clockTime(tap.at)} {kindLabel(tap.kind)}
              </Text>
              {tap.stageId !== null && (
                <Text size="sm" c={FIELD_SECONDARY}>
                  {stageNames.get(tap.stageId) ?? 'Einsatz'}
                </Text>
              )}
              {tap.entry?.history.map((earlier) => (
                <Text key={earlier.correctedAt} size="sm" c={FIELD_SECONDARY} data-testid="time-history">
                  Ursprünglich {clockTime(earlier.at)} {kindLabel(earlier.kind)} · korrigiert von {earlier.correctedByName}: {earlier.reason}
                </Text>
              ))}
              {tap.message && (
                <Text size="sm" c={FIELD_DECLINED}>
                  {tap.message}
                </Text>
              )}
            </Stack>
            <Stack gap={4} align="flex-end">
              <Badge color={STATE_COLOUR[tap.state]} variant="light" tt="none">
                {TAP_STATE_LABEL[tap.state]}
              </Badge>
              {tap.entry && onCorrect && (
                <Button size="sm" h={TOUCH_PX} variant="default" onClick={() => onCorrect(tap.entry!)} aria-label={`${kindLabel(tap.kind)} ${clockTime(tap.at)} korrigieren`}>
                  Korrigieren
                </Button>
              )}
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
