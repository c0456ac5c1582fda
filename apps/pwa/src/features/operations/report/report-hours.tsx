import { Button, Card, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { formatHours } from '@tragkraft/domain';
import type { DraftHours, ReportDraft } from '../../../offline/field-types';
import { ConfirmationIcon } from '../confirmation-icon';
import { ElBadge } from '../field-badges';
import { FIELD_SECONDARY, TOUCH_PX } from '../field-look';
import { HoursStepper } from './hours-stepper';
import { useRecordedHours } from './use-recorded-hours';

interface Props {
  draft: ReportDraft;
  change: (update: (draft: ReportDraft) => ReportDraft) => void;
  /** Admins see everybody's confirmation. */
  admin: boolean;
  /** The stage's day: the hours recorded on it are proposed. */
  stageDate: string | null;
}

const patchPerson = (userId: number, patch: Partial<DraftHours>) => (d: ReportDraft) => ({ ...d, hours: d.hours.map((h) => (h.userId === userId ? { ...h, ...patch } : h)) });

/** Hours, rating (1 to 5 stars) and comment per person; the site lead does not rate himself. */
export function ReportHours({ draft, change, admin, stageDate }: Props) {
  const recorded = useRecordedHours(draft.userId, draft.stageId, stageDate);
  if (draft.hours.length === 0) {
    return (
      <Text size="sm" c={FIELD_SECONDARY}>
        Keine Mitarbeiter ausgewählt.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {draft.hours.map((person) => (
        <Card key={person.userId} withBorder padding="sm" data-testid="report-person">
          <Stack gap={6}>
            <Group gap="xs">
              {admin && <ConfirmationIcon value={person.confirmation} />}
              <Text fw={600}>{person.firstName}</Text>
              {person.role === 'operator' && <ElBadge />}
            </Group>
            <HoursStepper label={`Stunden ${person.firstName}`} who={person.firstName} value={person.hours} onChange={(hours) => change(patchPerson(person.userId, { hours }))} />
            {recorded.has(person.userId) && (
              <Group gap="xs" data-testid="recorded-hours">
                <Text size="sm" c={FIELD_SECONDARY}>
                  Erfasste Zeit: {formatHours(recorded.get(person.userId)!)}
                </Text>
                {person.hours !== recorded.get(person.userId) && (
                  <Button size="sm" h={TOUCH_PX} variant="light" onClick={() => change(patchPerson(person.userId, { hours: recorded.get(person.userId)! }))}>
                    Übernehmen
                  </Button>
                )}
              </Group>
            )}
            {person.userId !== draft.userId && (
              <Group gap="xs">
                <Text size="sm">
                  Bewertung {person.firstName}
                </Text>
                <Rating
                  size={TOUCH_PX}
                  count={5}
                  value={person.rating ?? 0}
                  onChange={(value) => change(patchPerson(person.userId, { rating: value || null }))}
                  getSymbolLabel={(value) => `Bewertung ${person.firstName}: ${value} von 5`}
                />
              </Group>
            )}
            <Textarea label={`Kommentar ${person.firstName}`} size="md" autosize minRows={1} value={person.comment} onChange={(e) => change(patchPerson(person.userId, { comment: e.currentTarget.value }))} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
