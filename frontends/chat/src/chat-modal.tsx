// The chat modal (spec §2 "Modals and popups"): members' first names, 'Last Active', 'View
// Outing' for an outing's chat or '+ Outing' with the chat's other members, 'Leave chat'
// for a group or 'Hide' for a 1:1 (chat-exit.tsx), the messages and the composer. Opening it reads the chat, moves the last-read marker and reloads the
// list (spec §4); it scrolls to the end on open and whenever a message is added.
import { Button, closeAllOverlays, dayTimeText, EmptyState, nameList, openModal, PageLoading, useHeldChatList, useSessionState, useStartOutingWithMembers, type ChatListData } from '@outings/fe-kit';
import type { PublicProfileView } from '@outings/contracts';
import { useEffect, useRef } from 'react';
import { ChatExit } from './chat-exit';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { openOutingModal } from './open-outing-modal';
import { beginChatVisit } from './queries/chat-query';
import { useChat, useHeldChat } from './queries/use-chat';
import type { ChatData } from './rules/chat-messages-rules';
import { chatName } from './rules/chat-rules';
import { sendMessage } from './sync/chats-sync';
import './chat.css';

export function ChatModal({ chatID }: { chatID: string }) {
  const user = useSessionState((session) => session.user);
  const open = useChat(chatID);
  const startOuting = useStartOutingWithMembers();
  const endRef = useRef<HTMLDivElement>(null);
  const lastID = open.state === 'ready' ? open.chat.messages.at(-1)?.id : undefined;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastID, open.state]);

  if (!user) return null;
  if (open.state !== 'ready') {
    return open.state === 'failed' ? <p role="alert">This chat cannot be shown right now.</p> : <PageLoading text="Loading Chat.." />;
  }
  const { chat, members, leftMembers, messages, hasOlder, lastReadAtOpen } = open.chat;
  const { outing } = chat;
  const others = chat.users.filter((id) => id !== user._id);
  // A new outing with the chat's users, on the outing page: the chat steps out of the way.
  const startOutingWithOthers = () => {
    closeAllOverlays();
    startOuting(others);
  };

  return (
    <div className="chat-modal">
      <header className="chat-modal__header">
        <p className="chat-modal__members">{nameList(members.map((member) => member.first_name))}</p>
        <p className="chat-modal__time">Last Active {dayTimeText(chat.touched)}</p>
        <div className="chat-modal__actions">
          <ChatExit chatID={chatID} kind={chat.kind} />
          {/* Over the chat: closing the outing comes back here. */}
          {outing ? (
            <Button variant="secondary" onClick={() => openOutingModal(outing._id, { keepPrevious: true })}>
              View Outing
            </Button>
          ) : (
            others.length > 0 && (
              <Button variant="secondary" onClick={startOutingWithOthers}>
                + Outing
              </Button>
            )
          )}
        </div>
      </header>
      <div className="chat-modal__messages">
        {hasOlder && (
          <Button variant="ghost" busy={open.loadingOlder} onClick={open.loadOlder}>
            Load older
          </Button>
        )}
        {messages.length === 0 && !hasOlder ? (
          <EmptyState title="No Messages Yet!">
            <p>Say hello to get things going.</p>
          </EmptyState>
        ) : (
          <MessageList messages={messages} users={chat.users} members={members} leftMembers={leftMembers} userID={user._id} lastRead={lastReadAtOpen} />
        )}
        <div ref={endRef} />
      </div>
      <Composer onSend={(text) => sendMessage(chatID, text)} />
    </div>
  );
}

/**
 * The modal's title, kept live: a chat opened before the list holds it (just made, or an
 * outing's chat just joined) is named by `fallback` until it is read, then by its members.
 */
function ChatTitle({ chatID, fallback }: { chatID: string; fallback: string }) {
  const user = useSessionState((session) => session.user);
  const friends = useSessionState((session) => session.friends);
  const list = useHeldChatList();
  const open = useHeldChat(chatID);
  return <>{user ? titleOf(chatID, user._id, list, open, friends, fallback) : fallback}</>;
}

/** Opens a chat's modal, titled with its name (`title` until the chat is known). */
export function openChatModal(chatID: string, title: string, { keepPrevious = false } = {}): void {
  beginChatVisit(chatID);
  openModal({ selector: 'chat-modal', title: <ChatTitle chatID={chatID} fallback={title} />, render: () => <ChatModal chatID={chatID} /> }, { keepPrevious });
}

/**
 * The chat's name from the list or the chat read, for the modal's title. A chat just made
 * may be in neither yet: its members are then the user's friends it holds.
 */
export function titleOf(
  chatID: string,
  userID: string,
  list: ChatListData,
  open: ChatData | undefined,
  friends: readonly PublicProfileView[] = [],
  fallback = 'Chat',
): string {
  const chat = list.chats.find((known) => known._id === chatID) ?? open?.chat;
  if (!chat) return fallback;
  const members = list.chatMembersMap[chatID] ?? open?.members ?? friends.filter((friend) => chat.users.includes(friend._id));
  return chatName(chat, members, userID);
}
