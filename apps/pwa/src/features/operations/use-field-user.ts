import { useSession } from '../../auth/session-store';

/** The signed-in field user (the route guard guarantees a session on these screens). */
export function useFieldUser(): { userId: number; role: string; firstName: string } {
  const session = useSession();
  return { userId: session?.user.id ?? 0, role: session?.user.role ?? '', firstName: session?.user.firstName ?? '' };
}
