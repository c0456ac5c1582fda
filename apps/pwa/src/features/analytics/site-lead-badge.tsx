import { Badge } from '@mantine/core';

/** Operators are the site leads of their stages (EL, Einsatzleiter). */
export function SiteLeadBadge({ role }: { role: string }) {
  if (role !== 'operator') return null;
  return (
    <Badge size="xs" variant="light" color="orange" title="Einsatzleiter" styles={{ root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' } }}>
      EL
    </Badge>
  );
}
