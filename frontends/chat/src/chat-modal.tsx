// The chat modal (spec §2 "Modals and popups"): members' first names, 'Last Active', 'View
// Outing' for an outing's chat or '+ Outing' with the chat's other member, the messages
// and the composer. Opening it reads the chat, moves the last-read marker and reloads the
// list (spec §4); it scrolls to the end on open and whenever a message is added.
import { Button, chatName, closeChat, dayTimeText, loadOlder, nameList, openChat, openModal, openOutingModal, PageLoading, sendMessage, useChats, useSessionState, useStartOuting } from '@outings/fe-kit';
import type { PublicProfileView } from '@outings/contracts';
import { useEffect, useRef } from 'react';
import { Composer } from './composer';
import { MessageList } from './message-list';
import './chat.css';

export function ChatModal({ chatID }: { chatID: string }) {
  const user = useSessionState((session) => session.user);
  const { opened } = useChats();
  const startOuting = useStartOuting();
  const endRef = useRef<HTMLDivElement>(null);
  const open = opened[chatID];
  const lastID = open?.messages.at(-1)?.id;

  useEffect(() => {
    void openChat(chatID);
    return () => closeChat(chatID);
  }, [chatID]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastID, open?.status]);

  if (!user) return null;
  if (!open || open.status === 'loading' || !open.chat) {
    return open?.status === 'failed' ? <p role="alert">This chat cannot be shown right now.</p> : <PageLoading text="Loading Chat.." />;
  }
  const { chat, members } = open;
  const { outing } = chat;
  const other = chat.users.find((id) => id !== user._id);

  return (
    <div className="chat-modal">
      <header className="chat-modal__header">
        <p className="chat-modal__members">{nameList(members.map((member) => member.first_name))}</p>
        <p className="chat-modal__time">Last Active {dayTimeText(chat.touched)}</p>
        {/* Over the chat: closing the outing comes back here. */}
        {outing ? (
          <Button variant="secondary" onClick={() => openOutingModal(outing._id, { keepPrevious: true })}>
            View Outing
          </Button>
        ) : (
          other && (
            <Button variant="secondary" onClick={() => startOuting(other)}>
              + Outing
            </Button>
          )
        )}
      </header>
      <div className="chat-modal__messages">
        {open.hasOlder && (
          <Button variant="ghost" busy={open.loadingOlder} onClick={() => void loadOlder(chatID)}>
            Load older
          </Button>
        )}
        <MessageList messages={open.messages} users={chat.users} members={members} userID={user._id} lastRead={open.lastReadAtOpen} />
        <div ref={endRef} />
      </div>
      <Composer onSend={(text) => sendMessage(chatID, text)} />
    </div>
  );
}

/**
 * The modal's title, kept live: a chat opened before the store holds it (just made, or an
 * outing's chat just joined) is named by `fallback` until it is read, then by its members.
 */
function ChatTitle({ chatID, fallback }: { chatID: string; fallback: string }) {
  const user = useSessionState((session) => session.user);
  const friends = useSessionState((session) => session.friends);
  const state = useChats();
  return <>{user ? titleOf(chatID, user._id, state, friends, fallback) : fallback}</>;
}

/** Opens a chat's modal, titled with its name (`title` until the chat is known). */
export function openChatModal(chatID: string, title: string, { keepPrevious = false } = {}): void {
  openModal({ selector: 'chat-modal', title: <ChatTitle chatID={chatID} fallback={title} />, render: () => <ChatModal chatID={chatID} /> }, { keepPrevious });
}

/**
 * The chat's name from the store, for the modal's title. A chat just made may not be in
 * the list yet: its members are then the user's friends it holds.
 */
export function titleOf(
  chatID: string,
  userID: string,
  state: ReturnType<typeof useChats>,
  friends: readonly PublicProfileView[] = [],
  fallback = 'Chat',
): string {
  const chat = state.chats.find((known) => known._id === chatID) ?? state.opened[chatID]?.chat;
  if (!chat) return fallback;
  const members = state.chatMembersMap[chatID] ?? state.opened[chatID]?.members ?? friends.filter((friend) => chat.users.includes(friend._id));
  return chatName(chat, members, userID);
}
