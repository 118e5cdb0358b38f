// On PostgreSQL, RabbitMQ and Redis, with two replicas: concurrent sends and resends keep
// one numbered message per id, and two friends starting their 1:1 at once get one.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import type { ChatView } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { chatService } from '../../src/service';
import { friendship } from '../support/events';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat in a cluster', () => {
  let services: TestServices;
  let replicas: RunningService[];
  const as = (userId: string) => asGateway(userId);
  const open = async (userId: string, chatId: string): Promise<ChatView> =>
    (await request(replicas[1]!.url).get(`/users/${userId}/chats/${chatId}`).use(as(userId)).expect(200)).body.chat;

  beforeAll(async () => {
    services = await clusterTestServices('chat');
    replicas = [await services.start(chatService), await services.start(chatService)];
  });
  afterAll(() => services.dispose());

  it('numbers concurrent messages and resends on two replicas, one per id', async () => {
    await services.infrastructure.bus.publish(friendship('ada', 'grace'));
    await waitFor('the friendship', async () => {
      const { rows } = await services.infrastructure.database.db.execute(sql`select 1 from chat.friendships where user_id = 'ada'`);
      return rows.length > 0;
    });
    const starts = await Promise.all(replicas.flatMap((replica) => [
      request(replica.url).post('/users/ada/chats').use(as('ada')).send({ withUsers: ['grace'] }),
      request(replica.url).post('/users/grace/chats').use(as('grace')).send({ withUsers: ['ada'] }),
    ]));
    const chatIds = new Set(starts.map((res) => res.body.chat._id));
    expect(chatIds.size).toBe(1);
    expect(starts.filter((res) => res.status === 201)).toHaveLength(1);
    const [chatId] = [...chatIds];
    const ids = Array.from({ length: 10 }, () => randomUUID());
    const sends = ids.flatMap((id, index) => replicas.map((replica) =>
      request(replica.url).post(`/users/ada/chats/${chatId}/messages`).use(as('ada')).send({ id, message: `message ${index}` })));
    const answers = await Promise.all(sends);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(ids.length);
    expect(answers.filter((res) => res.status === 200 && res.body.duplicate === true)).toHaveLength(ids.length);
    const messages = (await open('ada', chatId)).messages;
    expect(messages).toHaveLength(ids.length);
    expect(new Set(messages.map((message) => message.id))).toEqual(new Set(ids));
  });

  it("reads the chat as it is once its lock is free: a send waiting on another writer sees what that writer committed", async () => {
    const chatId = (await request(replicas[0]!.url).post('/users/ada/chats').use(as('ada')).send({ withUsers: ['grace'] })).body.chat._id as string;
    const { database } = services.infrastructure;
    /** Holds the chat's row, as a sender does, while `change` commits; `send` starts meanwhile and waits. */
    const whileLocked = async (change: string, send: () => Promise<request.Response>) => {
      let answer: Promise<request.Response> | undefined;
      await database.transaction(async (tx) => {
        await tx.execute(sql`select 1 from chat.chats where id = ${chatId} for update`);
        await tx.execute(sql.raw(change));
        // supertest sends on `then`: sent now, it waits for the row.
        answer = send().then((res) => res);
        await sleep(300);
      });
      return answer!;
    };

    // The same id stored by the lock holder: a resend, answered as the duplicate, nothing numbered twice.
    const id = randomUUID();
    const stored = `insert into chat.messages (chat_id, seq, id, user_id, text, sent_at) select id, last_seq + 1, '${id}', 'ada', 'first', now() from chat.chats where id = '${chatId}';
      update chat.chats set last_seq = last_seq + 1 where id = '${chatId}'`;
    const resend = await whileLocked(stored, () => request(replicas[0]!.url).post(`/users/ada/chats/${chatId}/messages`).use(as('ada')).send({ id, message: 'first' }));
    expect([resend.status, resend.body.duplicate, resend.body.message?.message]).toEqual([200, true, 'first']);
    const next = await request(replicas[1]!.url).post(`/users/ada/chats/${chatId}/messages`).use(as('ada')).send({ id: randomUUID(), message: 'second' });
    expect(next.status).toBe(201);
    expect((await open('ada', chatId)).messages.map((message) => message.message).slice(-2)).toEqual(['first', 'second']);

    // The sender taken out by the lock holder: refused, nothing stored.
    const removed = `delete from chat.members where chat_id = '${chatId}' and user_id = 'grace'; update chat.chats set name = name where id = '${chatId}'`;
    const refused = await whileLocked(removed, () => request(replicas[0]!.url).post(`/users/grace/chats/${chatId}/messages`).use(as('grace')).send({ id: randomUUID(), message: 'too late' }));
    expect(refused.status).toBe(403);
    expect((await open('ada', chatId)).messages.map((message) => message.message).slice(-1)).toEqual(['second']);
  });
});
