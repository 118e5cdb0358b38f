// The messages of a chat (spec §2 chat modal): each bubble has the sender's full name, the
// text with its line breaks, date and time, a colour by the sender's member index modulo
// 5, own ones on the right; 'New Below' after the message the user had read last. A member
// leaving shows as a notice between them, '<first name> left', not as a bubble.
import { dayTimeText, fullName } from '@outings/fe-kit';
import type { PublicProfileView } from '@outings/contracts';
import { Fragment } from 'react';
import { newBelowIndex, type LocalMessage } from './rules/chat-rules';

export const MEMBER_COLOURS = 5;

export function MessageList({
  messages,
  users,
  members,
  leftMembers = [],
  userID,
  lastRead,
}: {
  messages: readonly LocalMessage[];
  /** The chat's member ids, in the chat's order: the colour index. */
  users: readonly string[];
  members: readonly PublicProfileView[];
  /** Those who left the chat: still named by what they wrote, and by their notice. */
  leftMembers?: readonly PublicProfileView[];
  userID: string;
  lastRead: string | undefined;
}) {
  const marker = newBelowIndex(messages, lastRead, userID);
  const people = [...members, ...leftMembers];
  return (
    <ol className="message-list" aria-label="Messages">
      {messages.map((message, index) => {
        const sender = people.find((person) => person._id === message.user);
        const colour = Math.max(users.indexOf(message.user), 0) % MEMBER_COLOURS;
        const own = message.user === userID;
        const classes = ['message', `message--colour-${colour}`, own ? 'message--own' : '', message.state ? `message--${message.state}` : ''].filter(Boolean).join(' ');
        return (
          <Fragment key={message.id}>
            {marker === index && (
              // A list may only hold items: the marker is an item holding the separator.
              <li className="message-list__new">
                <span role="separator" aria-label="New Below">
                  New Below
                </span>
              </li>
            )}
            {message.kind === 'left' ? (
              <li className="message-notice">
                <p className="message-notice__text">{sender ? sender.first_name : 'A former member'} left</p>
                <p className="message-notice__time">{dayTimeText(message.sent)}</p>
              </li>
            ) : (
              <li className={classes} aria-busy={message.state === 'pending' || undefined}>
                <p className="message__sender">{sender ? fullName(sender) : 'Former member'}</p>
                <p className="message__text">{message.message}</p>
                <p className="message__time">
                  {message.state === 'pending' ? <span aria-label="Sending..">Sending..</span> : null}
                  {message.state === 'failed' ? <span role="alert">{message.error ?? 'Not sent'}</span> : null}
                  {message.state === undefined ? dayTimeText(message.sent) : null}
                </p>
              </li>
            )}
          </Fragment>
        );
      })}
    </ol>
  );
}
