// The remove-members modal (spec §2 "Modals and popups"): the draft's users, each with a
// minus button, except the current user, who is listed without one (spec §4: never
// removable). Once only the user is left there is nothing to remove: the modal closes.
import { closeModal, Icon, openModal, openProfileViewer, useSessionState, UserCard } from '@outings/fe-kit';
import { draftMembers, useDraftUsers } from './draft-members-store';
import { canRemoveMembers } from './member-rules';
import './members.css';

export function RemoveMembersModal() {
  const user = useSessionState((session) => session.user);
  const users = useDraftUsers();
  if (!user) return null;
  const remove = (personID: string) => {
    draftMembers.remove(personID);
    if (!canRemoveMembers(users.filter((person) => person._id !== personID))) closeModal();
  };
  return (
    <ul className="member-list">
      {users.map((person) => (
        <li key={person._id}>
          <UserCard
            person={person}
            onOpen={person._id === user._id ? undefined : () => openProfileViewer(person._id)}
            actions={
              person._id === user._id ? (
                <span className="member-tag">You</span>
              ) : (
                <button type="button" className="icon-button member-action member-action--remove" aria-label={`Remove ${person.first_name}`} onClick={() => remove(person._id)}>
                  <Icon name="minus" />
                </button>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}

export function openRemoveMembers(): void {
  openModal({ selector: 'edit-users', title: 'Remove Outing Members', render: () => <RemoveMembersModal /> });
}
