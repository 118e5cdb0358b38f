// The demo people answer the Sample Login account: when it writes in a 1:1 with one of
// them (chat's `chat.message-posted` on the bus), that person answers a moment later with
// chat's own call, as they would from their phone. The reply's id is derived from the
// message answered, so a redelivered event stores it once.
import { ChatMessagePosted } from '@outings/contracts';
import type { Infrastructure } from '@outings/runtime';
import type { Logger } from '@outings/service-kit';
import { DEMO_REPLY_DELAY_MS, replyAfter } from './demo-chats';
import type { DemoCircle } from './demo-circle';
import { derivedUuid } from './derived-uuid';
import type { CallService } from './service-calls';

export interface SampleLoginReplies {
  /** Stops listening and drops the replies not sent yet; a second call does nothing. */
  stop(): Promise<void>;
}

export async function answerSampleLogin(
  bus: Infrastructure['bus'],
  queue: string,
  { callService, circle, logger }: { callService: CallService; circle: DemoCircle; logger: Logger },
): Promise<SampleLoginReplies> {
  const typing = new Set<NodeJS.Timeout>();

  async function reply(chatId: string, messageId: string, fromUserId: string): Promise<void> {
    const chat = await callService('chat', { method: 'GET', path: `/users/${fromUserId}/chats/${chatId}`, userId: fromUserId });
    // A chat gone or left since: nothing to answer.
    if (chat.status !== 200) return;
    const { kind, messages } = (chat.body as { chat: { kind: string; messages: unknown[] } }).chat;
    if (kind !== 'direct') return;
    const body = { id: derivedUuid(`demo-reply:${messageId}`), message: replyAfter(messages.length) };
    const answer = await callService('chat', { method: 'POST', path: `/users/${fromUserId}/chats/${chatId}/messages`, userId: fromUserId, body });
    if (answer.status >= 300) logger.info({ chatId, status: answer.status }, 'demo reply skipped');
  }

  const handle = await bus.subscribe({
    queue,
    // Gone with the runner: messages written while no demo person is there go unanswered.
    transient: true,
    types: [ChatMessagePosted.type],
    handler: async (event) => {
      const parsed = ChatMessagePosted.schema.safeParse(event.data);
      if (!parsed.success) return;
      const { chatId, messageId, senderId, recipientIds } = parsed.data;
      const [other] = recipientIds;
      if (senderId !== circle.sampleLoginId || recipientIds.length !== 1 || other === undefined || !circle.demoFriendIds.has(other)) return;
      // The person "types" for a moment; the bus goes on meanwhile.
      const timer = setTimeout(() => {
        typing.delete(timer);
        reply(chatId, messageId, other).catch((error: unknown) => logger.warn({ err: error, chatId }, 'demo reply failed'));
      }, DEMO_REPLY_DELAY_MS);
      typing.add(timer);
    },
  });
  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      await handle.cancel();
      for (const timer of typing) clearTimeout(timer);
    },
  };
}
