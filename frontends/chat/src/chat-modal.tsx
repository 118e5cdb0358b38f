// The chat modal (spec §2 "Modals and popups"): members' first names, 'Last Active', 'View
// Outing' for an outing's chat or '+ Outing' with the chat's other member, the messages
// and the composer. Opening it reads the chat, moves the last-read marker and reloads the
// list (spec §4); it scrolls to the end on open and whenever a message is added.
import { Button, chatName, chatTime, closeChat, loadOlder, nameList, openChat, openModal, PageLoading, sendMessage, useChats, useSession, useStartOuting } from '@outings/fe-kit';
import type { PublicProfileView } from '@outings/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Composer } from './composer';
import { MessageList } from './message-list';
import './chat.css';

export function ChatModal({ chatID }: { chatID: string }) {
  const { user } = useSession();
  const { opened } = useChats();
  const navigate = useNavigate();
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
  const other = chat.users.find((id) => id !== user._id);

  return (
    <div className="chat-modal">
      <header className="chat-modal__header">
        <p className="chat-modal__members">{nameList(members.map((member) => member.first_name))}</p>
        <p className="chat-modal__time">Last Active {chatTime(chat.touched)}</p>
        {/* The outing modal comes with outings; until then the outing is found on the profile. */}
        {chat.outing ? (
          <Button variant="secondary" onClick={() => navigate('/profile')}>
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

/** Opens a chat's modal, titled with its name. */
export function openChatModal(chatID: string, title: string, { keepPrevious = false } = {}): void {
  openModal({ selector: 'chat-modal', title, render: () => <ChatModal chatID={chatID} /> }, { keepPrevious });
}

/**
 * The chat's name from the store, for the modal's title. A chat just made may not be in
 * the list yet: its members are then the user's friends it holds.
 */
export function titleOf(chatID: string, userID: string, state: ReturnType<typeof useChats>, friends: readonly PublicProfileView[] = []): string {
  const chat = state.chats.find((known) => known._id === chatID) ?? state.opened[chatID]?.chat;
  if (!chat) return 'Chat';
  const members = state.chatMembersMap[chatID] ?? state.opened[chatID]?.members ?? friends.filter((friend) => chat.users.includes(friend._id));
  return chatName(chat, members, userID);
}
