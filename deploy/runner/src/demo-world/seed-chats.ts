// The demo chats (demo-chats.ts), made as their people would: the first member starts the
// chat with chat's create call, each line is sent by its author, and each member reads up
// to where the script says (Sam stops before his unread lines).
import { SAMPLE_LOGIN_SLUG } from './demo-people';
import { DEMO_CHATS } from './demo-chats';
import { derivedUuid } from './derived-uuid';
import { expectAnswer, UnexpectedAnswer, type CallService } from './service-calls';
import { untilSettled } from './until-settled';

/** Chat's refusal to start a chat with someone it does not know as a friend yet. */
const NOT_FRIENDS = 403;

export async function seedChats(callService: CallService, idOf: (slug: string) => string): Promise<void> {
  for (const script of DEMO_CHATS) {
    const [starter, ...others] = script.members.map(idOf);
    if (starter === undefined) throw new Error('a demo chat without members');
    const create = { method: 'POST' as const, path: `/users/${starter}/chats`, userId: starter, body: { withUsers: others } };
    // chat learns friendships from social-graph's events: until then it refuses.
    const created = await untilSettled(() => callService('chat', create), ({ status }) => status === NOT_FRIENDS, 'chat to know the demo friendships');
    if (created.status !== 201) throw new UnexpectedAnswer('chat', create, created);
    const chatId = (created.body as { chat: { _id: string } }).chat._id;

    const messageIds: string[] = [];
    for (const line of script.lines) {
      const from = idOf(line.from);
      const id = derivedUuid(`demo-chat:${chatId}:${messageIds.length}`);
      await expectAnswer(callService, 'chat', { method: 'POST', path: `/users/${from}/chats/${chatId}/messages`, userId: from, body: { id, message: line.text } }, 201);
      messageIds.push(id);
    }

    for (const slug of script.members) {
      const read = slug === SAMPLE_LOGIN_SLUG ? script.lines.length - script.unreadBySam : script.lines.length;
      const messageID = messageIds[read - 1];
      if (messageID === undefined) continue;
      const userId = idOf(slug);
      await expectAnswer(callService, 'chat', { method: 'POST', path: `/users/${userId}/chats/${chatId}/last-read`, userId, body: { messageID } }, 204);
    }
  }
}
