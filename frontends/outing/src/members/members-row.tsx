// The draft's users on the outing page (spec §2): an icon cluster (up to 4, then '5+'),
// their first names, and the add / edit-users button pair; editing (removing) works only
// once someone besides the user is in.
import { Avatar, clusterOf, Icon, nameList, useSessionState } from '@outings/fe-kit';
import { openAddMembers } from './add-members-modal';
import { useDraftUsers } from './draft-members-store';
import { canRemoveMembers } from './member-rules';
import { openRemoveMembers } from './remove-members-modal';
import './members.css';

export function MembersRow() {
  const user = useSessionState((session) => session.user);
  const users = useDraftUsers();
  if (!user) return null;
  const { shown, more } = clusterOf(users);
  const names = users.map((person) => (person._id === user._id ? `${person.first_name} (you)` : person.first_name));
  return (
    <div className="outing-members">
      <ul className="outing-members__cluster" aria-label="Outing members">
        {shown.map((person, index) => (
          <li key={person._id}>
            <Avatar person={person} size={48} showStatus />
            <span className="visually-hidden">{names[index]}</span>
          </li>
        ))}
        {more && (
          <li className="outing-members__more">
            <span aria-hidden="true">{more}</span>
            <span className="visually-hidden">{`${users.length - shown.length} more`}</span>
          </li>
        )}
      </ul>
      <p className="outing-members__names" aria-hidden="true">
        {nameList(names)}
      </p>
      <div className="outing-members__actions">
        <button type="button" className="icon-button outing-members__button" aria-label="Add Outing Members" onClick={openAddMembers}>
          <Icon name="plus" />
        </button>
        <button
          type="button"
          className="icon-button outing-members__button"
          aria-label="Remove Outing Members"
          disabled={!canRemoveMembers(users)}
          onClick={openRemoveMembers}
        >
          <Icon name="minus" />
        </button>
      </div>
    </div>
  );
}
