import type { ReactNode } from 'react';
import type { Friend } from '../api/schemas';
import { Avatar } from './avatar';
import './people.css';

/** A person with photo and ready/busy badge, name, location, flake rating and completed
 * outings (spec §2 "User cards"). */
export function UserCard({ person, actions }: { person: Friend; actions?: ReactNode }) {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ');
  const completed = person.completed_outings;
  return (
    <article className="user-card" aria-label={name}>
      <Avatar person={person} size={52} showStatus />
      <div className="user-card__body">
        <p className="user-card__name">{name}</p>
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
