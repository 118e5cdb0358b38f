// A group's icons (spec §2 "User cards": up to 4, then '5+'), for lists of outings (the
// profile's Outings tab, the social feed). Decorative: the names are read beside it.
import { Avatar, type AvatarPerson } from './avatar';
import { clusterOf } from './people-lists';
import './people-cluster.css';

export function PeopleCluster({ people, size = 40 }: { people: readonly AvatarPerson[]; size?: number }) {
  const { shown, more } = clusterOf(people);
  return (
    <span className="people-cluster" aria-hidden="true">
      {shown.map((person) => (
        <Avatar key={person._id} person={person} size={size} />
      ))}
      {more && (
        <span className="people-cluster__more" style={{ width: size, height: size }}>
          {more}
        </span>
      )}
    </span>
  );
}
