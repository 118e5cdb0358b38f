// Photos, Outings and Friends (spec §2 "Profile page") as an ARIA tab set: arrow keys move
// between tabs, only the active tab is in the tab order.
import type { Friend } from '@outings/fe-kit';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FriendsTab } from './friends-tab';
import { OutingsTab } from './outings-tab';
import { PhotosTab } from './photos-tab';
import './profile-tabs.css';

const TABS = ['Photos', 'Outings', 'Friends'] as const;
type Tab = (typeof TABS)[number];

export function ProfileTabs({ friends }: { friends: readonly Friend[] }) {
  const [active, setActive] = useState<Tab>('Photos');
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(active) + step + TABS.length) % TABS.length] ?? 'Photos';
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <section className="profile-tabs">
      <div role="tablist" aria-label="Profile" className="profile-tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`profile-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className="profile-tabs__tab"
            onClick={() => setActive(tab)}
          >
            {tab}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`profile-panel-${active}`} aria-labelledby={`profile-tab-${active}`} className="profile-tabs__panel card" tabIndex={0}>
        {active === 'Photos' && <PhotosTab />}
        {active === 'Outings' && <OutingsTab />}
        {active === 'Friends' && <FriendsTab friends={friends} />}
      </div>
    </section>
  );
}
