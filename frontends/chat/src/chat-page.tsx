// /chat, first version (spec §2 "Chat list"): the list arrives with the chat feature;
// until the user has chats it shows the spec's empty state.
import { EmptyState } from '@outings/fe-kit';

export default function ChatPage() {
  return (
    <section aria-labelledby="chat-title">
      <header className="page-header">
        <h1 id="chat-title">Chats</h1>
      </header>
      <div className="card">
        <EmptyState title="Nothing to show yet!">
          <p>You&rsquo;ll see your chats with friends and for specific Outings here.</p>
        </EmptyState>
      </div>
    </section>
  );
}
