import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { ConfirmationIcon } from './confirmation-icon';
import { callLink, inviteText, whatsappLink } from './invite-text';

/**
 * The team: site lead (EL) first, each with the confirmation; operators and admins also get
 * call and WhatsApp links, the WhatsApp message carrying the invite with the stage link.
 */
export function TeamList({ detail, withLinks }: { detail: OperationDetail; withLinks: boolean }) {
  const invite = inviteText({ stageId: detail.id, date: detail.date, meetingPlace: detail.meetingPlace, meetingTime: detail.meetingTime, origin: window.location.origin });
  if (detail.users.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Keine Mitarbeiter ausgewählt.
      </Text>
    );
  }
  return (
    <Stack gap="xs" aria-label="Team">
      {detail.users.map((user) => (
        <Card key={user.id} withBorder padding="sm">
          <Group gap="xs" wrap="nowrap">
            <ConfirmationIcon value={user.confirmation} />
            <Text fw={user.id === detail.userId ? 700 : 500}>
              {user.firstName} {user.lastName}
            </Text>
            {user.role === 'operator' && (
              <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                EL
              </Badge>
            )}
          </Group>
          {withLinks && user.phone && (
            <Group gap="xs" mt="xs" grow>
              <Button component="a" href={callLink(user.phone)} size="md" variant="light" aria-label={`${user.firstName} anrufen`}>
                Anrufen
              </Button>
              <Button component="a" href={whatsappLink(user.phone, invite)} target="_blank" rel="noreferrer" size="md" variant="light" color="green" aria-label={`${user.firstName} per WhatsApp einladen`}>
                WhatsApp
              </Button>
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
