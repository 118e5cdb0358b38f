// Stepping out of a chat from its modal: leaving a group chat, hiding a 1:1. Once the
// gateway said yes, the chat leaves the list held and the badge at once (the server's
// `update-user` reloads the list on the user's other tabs and devices). A refusal (the
// chat left or deleted meanwhile, elsewhere) keeps the chat and shows the server's reason.
import { chatsApi, dropChat, showRefusalWarning, signedInUserID, type ApiResult } from '@outings/fe-kit';

/** The chat service's refusals of a chat the user may no longer use: shown here with its own words. */
const REFUSALS: readonly number[] = [403, 404, 409];

function settled(chatID: string, result: ApiResult<unknown>): boolean {
  if (result.ok) {
    dropChat(chatID);
    return true;
  }
  showRefusalWarning(result.body);
  return false;
}

/** Leaves a group chat; whether it was left. */
export async function leaveChat(chatID: string): Promise<boolean> {
  return settled(chatID, await chatsApi.leave(signedInUserID(), chatID, REFUSALS));
}

/** Hides a 1:1 from the user's list until its next message; whether it was hidden. */
export async function hideChat(chatID: string): Promise<boolean> {
  return settled(chatID, await chatsApi.hide(signedInUserID(), chatID, REFUSALS));
}
