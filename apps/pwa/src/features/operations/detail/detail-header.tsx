import { Button, Group, Text, Title } from '@mantine/core';
import { FIELD_SECONDARY } from '../field-look';
import { Link, useNavigate } from 'react-router-dom';
import { FIELD, zurichToday } from '@tragkraft/domain';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { useSession } from '../../../auth/session-store';

/** Title of a stage with the Back button (to where the user came from). */
export function DetailHeader({ detail, fallback }: { detail: OperationDetail | null; fallback: string }) {
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(fallback));
  const role = useSession()?.user.role;
  // On the day of the stage, field staff record their time with this stage chosen (issue 32).
  const timeToday = detail !== null && role !== undefined && FIELD.includes(role) && detail.date === zurichToday(new Date());
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
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {timeToday && (
          <Button size="lg" variant="light" component={Link} to={`/time?stage=${detail.id}`}>
            Zeit
          </Button>
        )}
        <Button size="lg" variant="default" onClick={back}>
          Zurück
        </Button>
      </Group>
    </Group>
  );
}
