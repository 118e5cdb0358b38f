// The start of a message that a push shows (`chat.message-posted`): at most
// MESSAGE_PREVIEW_LENGTH UTF-16 units, cut with an ellipsis, never inside a character.
import { MESSAGE_PREVIEW_LENGTH } from '@outings/contracts';

export function messagePreview(text: string): string {
  if (text.length <= MESSAGE_PREVIEW_LENGTH) return text;
  let cut = text.slice(0, MESSAGE_PREVIEW_LENGTH - 1);
  // A high surrogate alone would be half an emoji.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
