import type { ReactNode } from 'react';
import type { Friend } from '@outings/fe-kit/core';
import { Avatar } from './avatar';
import './people.css';

/** A person with photo and ready/busy badge, name, location, flake rating and completed
 * outings (spec §2 "User cards"). With `onOpen` the name is a button that opens the
 * person's profile (the profile viewer). */
export function UserCard({ person, actions, onOpen }: { person: Friend; actions?: ReactNode; onOpen?: () => void }) {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
  const completed = person.completed_outings;
  return (
    <article className="user-card" aria-label={name}>
      <Avatar person={person} size={52} showStatus />
      <div className="user-card__body">
        <p className="user-card__name">
          {onOpen ? (
            <button type="button" className="user-card__open" onClick={onOpen}>
              {name}
            </button>
          ) : (
            name
          )}
        </p>
        {person.location && <p className="user-card__meta">{person.location}</p>}
        {/* The server sends the rating itself (spec §5: share flaked, times 5, one decimal). */}
        <p className="user-card__meta">
          Flake {person.flake.toFixed(1)}/5 · {completed} {completed === 1 ? 'Outing' : 'Outings'}
        </p>
      </div>
      {actions && <div className="user-card__actions">{actions}</div>}
    </article>
  );
}
