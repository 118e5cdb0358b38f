// The chat's composer (spec §2 chat modal, §4 "Sending a message"): several lines, Enter
// sends and Shift+Enter breaks the line; empty text is not sent; cleared once sent.
import { CHAT_LIMITS } from '@outings/contracts';
import { Icon } from '@outings/fe-kit';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';

export function Composer({ onSend }: { onSend: (text: string) => boolean }) {
  const [text, setText] = useState('');
  const inputId = useId();

  const send = () => {
    if (onSend(text)) setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        Message
      </label>
      <textarea
        id={inputId}
        className="composer__input"
        rows={2}
        placeholder="Message.."
        maxLength={CHAT_LIMITS.messageMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="icon-button composer__send" aria-label="Send">
        <Icon name="send" />
      </button>
    </form>
  );
}
