// The Friends tab (spec §2): search by first or last name, sorted by first name; each
// card opens the profile viewer and offers '+ Chat' (the 1:1 chat, found or created, opened
// on /chat) and '+ Outing'. 'Invite Friends' above them brings friends in by a link.
import { Button, EmptyState, filterFriends, NoSearchMatches, openProfileViewer, SearchField, useOpenDirectChat, UserCard, useStartOuting, type Friend } from '@outings/fe-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { openInviteFriends } from './invite-friends';

function InviteFriendsButton() {
  return (
    <Button variant="secondary" className="invite-friends-button" onClick={openInviteFriends}>
      Invite Friends
    </Button>
  );
}

export function FriendsTab({ friends }: { friends: readonly Friend[] }) {
  const openDirectChat = useOpenDirectChat();
  const startOuting = useStartOuting();
  const [query, setQuery] = useState('');
  if (!friends.length) {
    return (
      <EmptyState title="No Friends Yet!">
        <p>
          Meet people through your daily matches on the <Link to="/outing">Outing page</Link>, or bring your friends in.
        </p>
        <InviteFriendsButton />
      </EmptyState>
    );
  }
  const shown = filterFriends(friends, query);
  return (
    <>
      <InviteFriendsButton />
      <SearchField label="Search friends" placeholder="Search Friends.." value={query} onChange={setQuery} />
      {shown.length === 0 && <NoSearchMatches query={query} onClear={() => setQuery('')} />}
      <ul className="friend-list">
        {shown.map((friend) => (
          <li key={friend._id}>
            <UserCard
              person={friend}
              onOpen={() => openProfileViewer(friend._id)}
              actions={
                <>
                  <Button variant="secondary" onClick={() => void openDirectChat(friend._id)}>
                    + Chat
                  </Button>
                  <Button variant="secondary" onClick={() => startOuting(friend._id)}>
                    + Outing
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
