import { AppShell, Burger, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { setSession, useSession } from '../../auth/session-store';
import { AppFooter } from '../../ui/app-footer';
import { SyncStatusBadge } from '../../offline/sync-badge';
import { menuFor, type MenuLink } from './menu';

/** The signed-in frame: header with the user, the role menu, the screen, the footer. */
export function AppLayout() {
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session) return <Outlet />;

  const current = location.pathname + location.search;
  const isActive = (link: MenuLink) => current === link.to || location.pathname === link.to.split('?')[0];
  const linkProps = (link: MenuLink) => ({ component: Link, to: link.to, label: link.label, active: isActive(link), onClick: close });
  const signOut = () => {
    setSession(null);
    navigate('/login', { replace: true });
  };

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menü" />
            <Text fw={700} c="brand.7" size="lg">
              Tragkraft
            </Text>
          </Group>
          <SyncStatusBadge />
          <Text size="sm" c="dimmed" truncate>
            {session.user.firstName} {session.user.lastName}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Hauptmenü">
        <AppShell.Section grow component={ScrollArea}>
          {menuFor(session.user.role).map((entry) =>
            'links' in entry ? (
              <NavLink key={entry.label} label={entry.label} defaultOpened childrenOffset="md">
                {entry.links.map((link) => (
                  <NavLink key={link.to} {...linkProps(link)} />
                ))}
              </NavLink>
            ) : (
              <NavLink key={entry.to} {...linkProps(entry)} />
            ),
          )}
        </AppShell.Section>
        <AppShell.Section>
          <UnstyledButton onClick={signOut} px="sm" py="xs" w="100%">
            <Text size="sm">Abmelden</Text>
          </UnstyledButton>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
