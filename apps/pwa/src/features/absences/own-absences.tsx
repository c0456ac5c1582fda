// The field staff's own absences (issue 21) under their operation list: a small card, loaded
// after the list (its own chunk, outside the field bundle), only online; nothing when none.
import { Card, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDate } from '@tragkraft/domain';
import type { OwnAbsence } from '@tragkraft/sync-protocol';
import { loadOwnAbsences } from './absences-api';

export function OwnAbsences() {
  const [absences, setAbsences] = useState<OwnAbsence[]>([]);
  useEffect(() => {
    let live = true;
    // Offline or refused: the list simply stays away; the operations matter more.
    loadOwnAbsences()
      .then((list) => live && setAbsences(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (absences.length === 0) return null;
  return (
    <Card withBorder padding="sm" component="section" aria-label="Meine Abwesenheiten">
      <Text fw={700} mb={4}>
        Meine Abwesenheiten
      </Text>
      <Stack gap={2}>
        {absences.map((absence) => (
          <Text key={absence.id} size="md">
            {absence.reason}: {absence.startDate === absence.endDate ? formatDate(absence.startDate) : `${formatDate(absence.startDate)} – ${formatDate(absence.endDate)}`}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
