import { Badge } from '@mantine/core';
import { FIELD_DECLINED, FIELD_NEUTRAL } from './field-look';

/** The site lead's mark, large enough to read on a phone (the old 9 px badge was not). */
export function ElBadge() {
  return (
    <Badge size="md" variant="light" color={FIELD_NEUTRAL} style={{ flexShrink: 0 }} title="Einsatzleiter">
      EL
    </Badge>
  );
}

/** A stage the user (or a team member) declined. */
export function DeclinedBadge() {
  return (
    <Badge size="md" variant="light" color={FIELD_DECLINED} tt="none" style={{ flexShrink: 0 }}>
      abgesagt
    </Badge>
  );
}
