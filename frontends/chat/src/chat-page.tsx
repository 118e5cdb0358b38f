// /chat (spec §2 "Chat list"): '+ New Chat', the search box and the chats, newest touched
// first, a page at a time (the next as the list's end scrolls into view, or 'Load more');
// the search filters the chats loaded. A card opens the chat modal. A chat handed in the router state ('+ Chat' on a
// friend) opens at once.
import { Button, EmptyState, LoadMore, NoSearchMatches, PageLoading, SearchField, useSessionState, type ChatListData, type ChatRouteState } from '@outings/fe-kit';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChatCard } from './chat-card';
import { openChatModal, titleOf } from './chat-modal';
import { matchesChat } from './chat-search';
import { openCreateChat } from './create-chat-modal';
import { useChatList } from './queries/use-chat-list';
import { chatName } from './rules/chat-rules';
import './sync/follow-while-signed-in';
import './chat.css';

function useRouteChat(list: ChatListData): void {
  const user = useSessionState((session) => session.user);
  const friends = useSessionState((session) => session.friends);
  const location = useLocation();
  const navigate = useNavigate();
  const chatID = (location.state as Partial<ChatRouteState> | null)?.chatID;
  useEffect(() => {
    if (!chatID || !user) return;
    openChatModal(chatID, titleOf(chatID, user._id, list, undefined, friends));
    // Once opened, a reload or a way back does not open it again.
    void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new route state opens a chat
  }, [chatID, user]);
}

export default function ChatPage() {
  const user = useSessionState((session) => session.user);
  // The list is this page's content: read as the page opens, not left to the signed-in extras.
  const list = useChatList();
  const { loading, chats, chatMembersMap, next, loadingMore, loadMore } = list;
  const [query, setQuery] = useState('');
  useRouteChat(list);
  if (!user) return null;
  const cards = chats
    .map((chat) => ({ chat, members: chatMembersMap[chat._id] ?? [], name: chatName(chat, chatMembersMap[chat._id] ?? [], user._id) }))
    .filter(({ chat, name, members }) => matchesChat(chat, name, members, query));

  return (
    <section aria-labelledby="chat-title" className="chat-page">
      <header className="page-header chat-page__header">
        <h1 id="chat-title">Chats</h1>
        <Button onClick={openCreateChat}>+ New Chat</Button>
      </header>
      <SearchField label="Search chats" placeholder="Search Chats.." value={query} onChange={setQuery} />
      {loading ? (
        <PageLoading text="Loading Chats.." />
      ) : !chats.length ? (
        <div className="card">
          <EmptyState title="Nothing to show yet!">
            <p>You&rsquo;ll see your chats with friends and for specific Outings here.</p>
          </EmptyState>
        </div>
      ) : (
        <>
          {cards.length === 0 && <NoSearchMatches query={query} onClear={() => setQuery('')} />}
          <ul className="chat-list">
            {cards.map(({ chat, members, name }) => (
              <li key={chat._id}>
                <ChatCard chat={chat} name={name} members={members} onOpen={() => openChatModal(chat._id, name)} />
              </li>
            ))}
          </ul>
          {next && <LoadMore loading={loadingMore} onMore={loadMore} />}
        </>
      )}
    </section>
  );
}
