import { Button, Group, Text, Title } from '@mantine/core';
import { FIELD_SECONDARY } from './field-look';
import { useNavigate } from 'react-router-dom';
import type { OperationDetail } from '@tragkraft/sync-protocol';

/** Title of a stage with the Back button (to where the user came from). */
export function DetailHeader({ detail, fallback }: { detail: OperationDetail | null; fallback: string }) {
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(fallback));
  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Title order={1}>Einsatz</Title>
        {detail && (
          <Text c={FIELD_SECONDARY} size="sm">
            {detail.clientName} · {detail.type}
          </Text>
        )}
      </div>
      <Button size="lg" variant="default" onClick={back} style={{ flexShrink: 0 }}>
        Zurück
      </Button>
    </Group>
  );
}
