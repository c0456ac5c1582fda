import { Group, Text } from '@mantine/core';
import { SiteLeadBadge } from './site-lead-badge';

const ROLE_LABEL: Record<string, string> = { admin: 'Admin', operator: 'Einsatzleiter', employee: 'Mitarbeiter' };

/** A staff member's function, with the EL badge for site leads. */
export function StaffRole({ role }: { role: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{ROLE_LABEL[role] ?? role}</Text>
      <SiteLeadBadge role={role} />
    </Group>
  );
}
