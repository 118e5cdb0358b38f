// The create-chat modal (spec §2 "Modals and popups"): the chosen members with the user
// first (not removable) and the others removable with '-'; the friends, searchable, with
// '+'; '+ Create Chat' stays disabled while only the user is chosen. The answered chat
// (an existing 1:1 as is) opens in its modal.
import { Button, closeModal, createChat, EmptyState, filterFriends, Icon, NoSearchMatches, openModal, SearchField, useSessionState, UserCard, type Friend } from '@outings/fe-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { openChatModal } from './chat-modal';
import { chatName } from './rules/chat-rules';
import './chat.css';

export function CreateChatModal() {
  const user = useSessionState((session) => session.user);
  const friends = useSessionState((session) => session.friends);
  const [chosen, setChosen] = useState<readonly Friend[]>([]);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const chosenId = useId();
  const friendsId = useId();
  if (!user) return null;
  const addable = filterFriends(
    friends.filter((friend) => !chosen.some((person) => person._id === friend._id)),
    query,
  );

  const create = async () => {
    setBusy(true);
    const chat = await createChat(chosen.map((person) => person._id));
    setBusy(false);
    if (chat) openChatModal(chat._id, chatName(chat, [user as unknown as Friend, ...chosen], user._id));
  };

  return (
    <div className="create-chat">
      <section aria-labelledby={chosenId}>
        <h3 id={chosenId} className="create-chat__title">
          Members
        </h3>
        <ul className="create-chat__list">
          <li>
            <UserCard person={user as unknown as Friend} />
          </li>
          {chosen.map((person) => (
            <li key={person._id}>
              <UserCard
                person={person}
                actions={
                  <button
                    type="button"
                    className="icon-button create-chat__action"
                    aria-label={`Remove ${person.first_name}`}
                    onClick={() => setChosen((current) => current.filter((known) => known._id !== person._id))}
                  >
                    <Icon name="minus" />
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={friendsId}>
        <h3 id={friendsId} className="create-chat__title">
          Friends
        </h3>
        {friends.length === 0 ? <NoFriendsYet /> : <SearchField label="Search friends" placeholder="Search Friends.." value={query} onChange={setQuery} />}
        {addable.length === 0 && query.trim() !== '' && <NoSearchMatches query={query} onClear={() => setQuery('')} />}
        <ul className="create-chat__list">
          {addable.map((friend) => (
            <li key={friend._id}>
              <UserCard
                person={friend}
                actions={
                  <button type="button" className="icon-button create-chat__action" aria-label={`Add ${friend.first_name}`} onClick={() => setChosen((current) => [...current, friend])}>
                    <Icon name="plus" />
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <Button block disabled={!chosen.length} busy={busy} busyLabel="Creating.." onClick={() => void create()}>
        + Create Chat
      </Button>
    </div>
  );
}

/** A chat is with friends: a newcomer learns where friends are made. */
function NoFriendsYet() {
  return (
    <EmptyState title="No Friends Yet!">
      <p>
        Friends are made around outings: on the Outing page, add members, tap one of your daily matches and send a friend request.
      </p>
      <Link className="button button--secondary" to="/outing" onClick={() => closeModal()}>
        Find People on Outing
      </Link>
    </EmptyState>
  );
}

export function openCreateChat(): void {
  openModal({ selector: 'create-chat', title: 'New Chat', render: () => <CreateChatModal /> });
}
