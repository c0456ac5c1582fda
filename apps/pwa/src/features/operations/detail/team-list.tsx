import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { ConfirmationIcon } from '../confirmation-icon';
import { DeclinedBadge, ElBadge } from '../field-badges';
import { FIELD_OK, FIELD_SECONDARY } from '../field-look';
import { callLink, inviteText, whatsappLink } from './invite-text';

/**
 * The team: site lead (EL) first, each with the confirmation (who declined says so in words);
 * operators and admins also get call and WhatsApp links for the others, the WhatsApp message
 * carrying the invite with the stage link. Nobody is offered to call himself.
 */
export function TeamList({ detail, withLinks }: { detail: OperationDetail; withLinks: boolean }) {
  const invite = inviteText({ stageId: detail.id, date: detail.date, meetingPlace: detail.meetingPlace, meetingTime: detail.meetingTime, origin: window.location.origin });
  if (detail.users.length === 0) {
    return (
      <Text size="sm" c={FIELD_SECONDARY}>
        Keine Mitarbeiter ausgewählt.
      </Text>
    );
  }
  return (
    <Stack gap="xs" aria-label="Team">
      {detail.users.map((user) => {
        const self = user.id === detail.userId;
        return (
          <Card key={user.id} withBorder padding="sm" data-testid="team-member">
            <Group gap="xs" wrap="nowrap">
              <ConfirmationIcon value={user.confirmation} />
              <Text fw={self ? 700 : 500}>
                {user.firstName} {user.lastName}
                {self ? ' (Sie)' : ''}
              </Text>
              {user.role === 'operator' && <ElBadge />}
              {user.confirmation === false && <DeclinedBadge />}
            </Group>
            {withLinks && !self && user.phone && (
              <Group gap="xs" mt="xs" grow>
                <Button component="a" href={callLink(user.phone)} size="lg" variant="light" aria-label={`${user.firstName} anrufen`}>
                  Anrufen
                </Button>
                <Button component="a" href={whatsappLink(user.phone, invite)} target="_blank" rel="noreferrer" size="lg" variant="light" color={FIELD_OK} aria-label={`${user.firstName} per WhatsApp einladen`}>
                  WhatsApp
                </Button>
              </Group>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
