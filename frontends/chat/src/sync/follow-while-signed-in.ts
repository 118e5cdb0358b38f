// The chat remote follows the open chat over the socket from its first load, for whoever
// is signed in: started at sign-in (or at once, when loaded signed in), stopped at sign-out
// or when someone else signs in, so nothing unsent of one user is sent for the next. The
// remote's modules load once per page, so a later sign-in starts it again here. Imported
// for this effect by the remote's page.
import { sessionStore } from '@outings/fe-kit';
import { followOpenChat } from './chats-sync';

let following: { userID: string; stop: () => void } | null = null;

function followTheSignedInUser(): void {
  const userID = sessionStore.get().user?._id ?? null;
  if (following?.userID === userID) return;
  following?.stop();
  following = userID ? { userID, stop: followOpenChat() } : null;
}

followTheSignedInUser();
sessionStore.subscribe(followTheSignedInUser);
