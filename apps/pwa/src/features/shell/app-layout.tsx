import { Burger, Group, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { setSession, useSession } from '../../auth/session-store';
import { AppFooter } from '../../ui/app-footer';
import { ErrorBoundary } from '../client-errors/error-fallback';
import { Optional } from '../../ui/optional';
import { useAfterStart } from '../../ui/use-after-start';
import { menuFor, type MenuLink } from './menu';
import { signOutOnServer } from './shell-api';

// The badge brings the sync engine and the on-device database (Dexie): loaded after the first
// screen instead of before it. Mounting it replays the outbox, as on every start.
const SyncStatusBadge = lazy(() => import('../sync/sync-badge').then((m) => ({ default: m.SyncStatusBadge })));

/** The signed-in frame: header with the user, the role menu, the screen, the footer (CSS: app-frame.css). */
export function AppLayout() {
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const navigate = useNavigate();
  const background = useAfterStart();
  if (!session) return <Outlet />;

  const current = location.pathname + location.search;
  const isActive = (link: MenuLink) => current === link.to || location.pathname === link.to.split('?')[0];
  const linkProps = (link: MenuLink) => ({ component: Link, to: link.to, label: link.label, active: isActive(link), onClick: close });
  // The server ends the session (everywhere: every device of the user). Offline, or when the
  // server cannot be reached, the device forgets the sign-in anyway; the token then ends with
  // its lifetime. Field data and the outbox stay on the device for the next sign-in.
  const signOut = (everywhere: boolean) => {
    void signOutOnServer(everywhere).catch(() => {});
    setSession(null);
    void navigate('/login', { replace: true });
  };

  return (
    <div className="app-frame" data-menu-open={opened || undefined}>
      <header className="app-frame-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menü" />
            <Text fw={700} c="brand.7" size="lg">
              Tragkraft
            </Text>
          </Group>
          {background ? (
            <Optional fallback={<span />}>
              <SyncStatusBadge />
            </Optional>
          ) : (
            <span />
          )}
          <Text size="sm" c="dimmed" truncate>
            {session.user.firstName} {session.user.lastName}
          </Text>
        </Group>
      </header>
      <nav className="app-frame-nav" aria-label="Hauptmenü">
        <div className="app-frame-menu">
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
        </div>
        <UnstyledButton onClick={() => signOut(false)} px="sm" py="xs" w="100%" mih={44}>
          <Text size="sm">Abmelden</Text>
        </UnstyledButton>
        <UnstyledButton onClick={() => signOut(true)} px="sm" py="xs" w="100%" mih={44}>
          <Text size="sm">Auf allen Geräten abmelden</Text>
        </UnstyledButton>
      </nav>
      <main className="app-frame-main">
        <ErrorBoundary key={location.pathname}>
          <Outlet />
        </ErrorBoundary>
        <AppFooter />
      </main>
    </div>
  );
}
