// Which chat's modal is on screen (client state, not the server's): its new messages are
// read at once, and the list counts none of them unread.
let shown: string | null = null;

export const shownChatID = (): string | null => shown;

/** The modal of `chatID` is on screen until the returned function is called. */
export function showChat(chatID: string): () => void {
  shown = chatID;
  return () => {
    if (shown === chatID) shown = null;
  };
}
