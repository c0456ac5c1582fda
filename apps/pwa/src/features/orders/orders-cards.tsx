import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { countText, deliveryDate, formatInstant, placeOf, stageText, timeText } from './order-row-text';
import { EditIcon, ReportIcon } from '../../ui/icons';
import type { OrdersListProps } from './orders-table';

/** The stages as cards on a phone: one tap opens, the report and edit actions are in view. */
export function OrdersCards({ rows, canEdit, onOpen, onReport, onEdit }: OrdersListProps) {
  // The actions do their own thing, not the card's.
  const only = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <Stack gap="sm" role="list" aria-label="Etappen">
      {rows.map((row) => (
        <Paper key={row.stageId} withBorder p="sm" radius="md" role="listitem" data-stage-id={row.stageId} onClick={() => onOpen(row)} style={{ cursor: 'pointer' }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={700}>
                {deliveryDate(row.stageDate)} · {timeText(row.stageTime)}
              </Text>
              <Text size="sm">
                {row.type} · Etappe {stageText(row.stageNumber, row.stagesCount)} · {countText(row)}
              </Text>
              <Text size="sm">{placeOf(row.orderAddress)}</Text>
              <Text size="sm" c="dimmed">
                Auftrag {row.id}
                {row.orderNumber ? ` · ${row.orderNumber}` : ''}
              </Text>
            </div>
            <Stack gap={4} align="flex-end">
              {row.clientSignedTime && (
                <Badge tt="none" color="green" variant="light" title={`Visiert am ${formatInstant(row.clientSignedTime)}`}>
                  Visiert
                </Badge>
              )}
              {row.operationDamage && <Badge tt="none" color="red" variant="light">Schaden</Badge>}
            </Stack>
          </Group>
          {(row.operationReport || canEdit) && (
            <Group gap="xs" mt="xs">
              {row.operationReport && (
                <Button size="sm" variant="light" leftSection={<ReportIcon />} aria-label={`Arbeitsrapport Etappe ${row.stageNumber} von Auftrag ${row.id}`} onClick={only(() => onReport(row))}>
                  Arbeitsrapport
                </Button>
              )}
              {canEdit && (
                <Button size="sm" variant="light" leftSection={<EditIcon />} aria-label={`Auftrag ${row.id} bearbeiten`} onClick={only(() => onEdit(row))}>
                  Bearbeiten
                </Button>
              )}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
