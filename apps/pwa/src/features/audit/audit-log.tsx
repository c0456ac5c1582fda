import { Accordion, Stack, Text } from '@mantine/core';
import { auditLines, auditTitle } from '@tragkraft/domain';
import type { AuditEntry } from '@tragkraft/sync-protocol';
import { instantText } from '../../ui/instant-text';

/** Who changed what and when (newest first), folded away by default. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <Accordion variant="contained">
      <Accordion.Item value="audit">
        <Accordion.Control>Änderungsprotokoll ({entries.length})</Accordion.Control>
        <Accordion.Panel>
          {entries.length === 0 ? (
            <Text size="sm" c="dimmed">Noch keine Änderungen.</Text>
          ) : (
            <Stack gap="xs">
              {entries.map((entry) => (
                <div key={entry.id}>
                  <Text size="sm">
                    <Text span fw={600} size="sm">{instantText(entry.createdAt)}</Text>
                    {' · '}
                    {entry.user ? `${entry.user.firstName} ${entry.user.lastName}` : 'System'}
                    {' · '}
                    {auditTitle(entry)}
                  </Text>
                  {auditLines(entry).map((line) => (
                    <Text key={line} size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>{line}</Text>
                  ))}
                </div>
              ))}
            </Stack>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
