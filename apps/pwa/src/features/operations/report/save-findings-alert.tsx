import { Alert, List } from '@mantine/core';
import type { SaveDecision } from './save-rules';

/**
 * Why the report was not saved (site leads) or saved with warnings (admins). Shown only after
 * a save with findings, so it loads then (field bundle budget: Mantine's List stays out).
 */
export function SaveFindingsAlert({ decision }: { decision: Exclude<SaveDecision, { kind: 'save' }> }) {
  return (
    <Alert color={decision.kind === 'block' ? 'red' : 'yellow'} variant="light" role="alert" title={decision.message}>
      <List size="sm">
        {decision.reasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
