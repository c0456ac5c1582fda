import { Anchor, Table, Text } from '@mantine/core';
import { formatChf, formatRating } from '@tragkraft/domain';
import type { UserHourlyRow } from '@tragkraft/sync-protocol';
import { formatHourly, formatHours } from './figures-text';
import { StaffRole } from './staff-role';

/** The staff overview: revenue per worked hour per person; a name opens that person's stages. */
export function StaffTable({ users, onOpen }: { users: UserHourlyRow[]; onOpen: (userId: number) => void }) {
  if (users.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Keine Stunden im Zeitraum.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label="Mitarbeiter" data-testid="staff-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Funktion</Table.Th>
            <Table.Th ta="right">Bewertung</Table.Th>
            <Table.Th ta="right">Stunden</Table.Th>
            <Table.Th ta="right">Umsatz ohne Fahrt</Table.Th>
            <Table.Th ta="right">Pro Stunde</Table.Th>
            <Table.Th ta="right">Einsätze</Table.Th>
            <Table.Th ta="right">Als EL</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((row) => (
            <Table.Tr key={row.userId} data-testid="staff-row">
              <Table.Td>
                <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onOpen(row.userId)} style={{ whiteSpace: 'nowrap' }}>
                  {row.userFirstName} {row.userLastName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <StaffRole role={row.role} />
              </Table.Td>
              <Table.Td ta="right">{formatRating(row.rating)}</Table.Td>
              <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>
              <Table.Td ta="right">{formatChf(row.revenue)}</Table.Td>
              <Table.Td ta="right">{formatHourly(row.hourly)}</Table.Td>
              <Table.Td ta="right">{row.stagesCount}</Table.Td>
              <Table.Td ta="right">{row.operatorStagesCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
