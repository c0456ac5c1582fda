// Who the board and the absences are about: the field staff (operators and employees), named
// and ordered as the planning's employee picker does (operators first, then by name).
import { FIELD, type Role } from '@tragkraft/domain';

export const PLANNABLE_ROLE_LIST: Role[] = [...FIELD];

export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

type Ordered = { id: number; role: string; firstName: string; lastName: string };

const rank = (role: string) => (role === 'operator' ? 0 : 1);

export function staffOrder(a: Ordered, b: Ordered): number {
  return rank(a.role) - rank(b.role) || a.firstName.localeCompare(b.firstName, 'de-CH') || a.lastName.localeCompare(b.lastName, 'de-CH') || a.id - b.id;
}
