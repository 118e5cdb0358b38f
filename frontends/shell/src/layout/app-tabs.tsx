// The top navigation's items for a signed-in user on an app page (spec §2): Alerts,
// Outing, Profile, Social and Chats with badges (Alerts counts the alerts that need
// attention: requests not answered, any other alert not cleared, as the server counts
// them over every alert), and the loading bar
// while the realtime connection connects. Loaded with the rest of the kit once someone is
// signed in: the login page's scripts stay without them.
import { Icon, onDemandComponent, openModal, PageLoading, useHeldAlerts, useHeldChatList, useRealtimeStatus, type IconName } from '@outings/fe-kit';
import { NavLink } from 'react-router-dom';
import type { AppPath } from '../router/route-guard';

/** Loaded when first opened: signed-in code the login page's scripts stay without. */
const AlertsModalContent = onDemandComponent(
  () => import('./alerts-modal').then((module) => module.AlertsList),
  <PageLoading text="Loading alerts.." />,
);

function Badge({ count, noun }: { count: number; noun: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className="badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">
        , {count} {noun}
      </span>
    </>
  );
}

const LINKS: readonly { to: AppPath; label: string; icon: IconName }[] = [
  { to: '/outing', label: 'Outing', icon: 'balloon' },
  { to: '/profile', label: 'Profile', icon: 'person' },
  { to: '/social', label: 'Social', icon: 'people' },
  { to: '/chat', label: 'Chats', icon: 'chat' },
];

export function AppTabs() {
  const unreadChats = useHeldChatList().unreadTotal;
  const alerts = useHeldAlerts().needingAttention;
  return (
    <nav className="tab-bar" aria-label="Main">
      <ul className="tab-bar__list">
        <li>
          <button
            type="button"
            className="tab-bar__item"
            onClick={() => openModal({ selector: 'alerts', title: 'Alerts', render: () => <AlertsModalContent /> })}
          >
            <span className="tab-bar__icon">
              <Icon name="bell" />
            </span>
            <span className="tab-bar__label">Alerts</span>
            <Badge count={alerts} noun="new" />
          </button>
        </li>
        {LINKS.map(({ to, label, icon }) => (
          <li key={to}>
            <NavLink to={to} className="tab-bar__item">
              <span className="tab-bar__icon">
                <Icon name={icon} />
              </span>
              <span className="tab-bar__label">{label}</span>
              {to === '/chat' && <Badge count={unreadChats} noun="unread" />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ConnectingBar() {
  return useRealtimeStatus() === 'connecting' ? <div className="loading-bar" role="progressbar" aria-label="Connecting to live updates" /> : null;
}
