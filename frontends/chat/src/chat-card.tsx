// One card of the chat list (spec §2 "Chat list"): unread badge (hidden at 0), member
// cluster, name, the outing's activity, the members' first names and 'Last Active'.
import { Avatar, clusterOf, dayTimeText, nameList } from '@outings/fe-kit';
import type { ChatView, PublicProfileView } from '@outings/contracts';

export function ChatCard({ chat, name, members, onOpen }: { chat: ChatView; name: string; members: readonly PublicProfileView[]; onOpen: () => void }) {
  const { shown, more } = clusterOf(members);
  return (
    <article className="chat-card" aria-label={name}>
      <button type="button" className="chat-card__open" onClick={onOpen}>
        <span className="chat-cluster" aria-hidden="true">
          {shown.map((member) => (
            <Avatar key={member._id} person={member} size={40} />
          ))}
          {more && <span className="chat-cluster__more">{more}</span>}
        </span>
        <span className="chat-card__body">
          <span className="chat-card__name">{name}</span>
          {chat.outing && <span className="chat-card__activity">{chat.outing.activity.name}</span>}
          <span className="chat-card__members">{nameList(members.map((member) => member.first_name))}</span>
          <span className="chat-card__time">Last Active {dayTimeText(chat.touched)}</span>
        </span>
        {chat.unread > 0 && (
          <span className="chat-card__badge" aria-label={`${chat.unread} unread`}>
            {chat.unread}
          </span>
        )}
      </button>
    </article>
  );
}
