import { Badge, Card, Group, NumberInput, Rating, Stack, Text, Textarea } from '@mantine/core';
import type { DraftHours, ReportDraft } from '../../offline/field-types';
import { ConfirmationIcon } from './confirmation-icon';

interface Props {
  draft: ReportDraft;
  change: (update: (draft: ReportDraft) => ReportDraft) => void;
  /** Admins see everybody's confirmation. */
  admin: boolean;
}

const patchPerson = (userId: number, patch: Partial<DraftHours>) => (d: ReportDraft) => ({ ...d, hours: d.hours.map((h) => (h.userId === userId ? { ...h, ...patch } : h)) });
const asHours = (value: string | number) => (value === '' || value === null ? null : Number(value));

/** Hours, rating (1 to 5 stars) and comment per person of the team. */
export function ReportHours({ draft, change, admin }: Props) {
  if (draft.hours.length === 0) {
    return (
      <Text size="sm" c="dimmed">
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
              {person.role === 'operator' && <Badge size="sm" variant="light">EL</Badge>}
            </Group>
            <NumberInput
              label={`Stunden ${person.firstName}`}
              placeholder="6.75"
              size="md"
              min={0}
              max={24}
              step={0.25}
              decimalScale={2}
              decimalSeparator="."
              inputMode="decimal"
              value={person.hours ?? ''}
              onChange={(value) => change(patchPerson(person.userId, { hours: asHours(value) }))}
            />
            <Group gap="xs">
              <Text size="sm">Bewertung</Text>
              <Rating
                size="lg"
                count={5}
                value={person.rating ?? 0}
                onChange={(value) => change(patchPerson(person.userId, { rating: value || null }))}
                getSymbolLabel={(value) => `Bewertung ${person.firstName}: ${value} von 5`}
              />
            </Group>
            <Textarea label={`Kommentar ${person.firstName}`} autosize minRows={1} value={person.comment} onChange={(e) => change(patchPerson(person.userId, { comment: e.currentTarget.value }))} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
