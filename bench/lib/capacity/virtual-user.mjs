// One virtual user, as a signed-in page behaves: it asks for the session and the chat
// list, opens one socket.io connection (websocket), joins the room of each chat listed
// (`join-room`, acknowledged), then acts (mix.mjs, actions.mjs) after a think time
// drawn uniformly from [thinkMin, thinkMax] seconds, until stopped.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { actionsOf } from './actions.mjs';
import { epochNow, OUTCOME } from './http-calls.mjs';
import { pickAction } from './mix.mjs';

const require = createRequire(import.meta.url);
/** The front end's acknowledgement timeout (frontends/kit/src/realtime/realtime-connection.ts). */
const ACK_TIMEOUT_MS = 5000;
const CONNECT_TIMEOUT_MS = 20_000;

/**
 * `hooks`: `record(name, startedAt, ms, outcome, status)` for every call and emit;
 * `sent({ id, chat, sender, at, ok })` per message; `receipt({ id, user, at })` per
 * `new-message`; `ready(user, rooms)` once the rooms are joined; `gone(user, reason)` when
 * the socket drops.
 */
export function createVirtualUser({ user, url, http, random, thinkMs, hooks }) {
  const state = { rooms: [], chats: [], friends: [] };
  let socket = null;
  let running = true;

  const sendMessage = (chatId, id, text) =>
    new Promise((resolve) => {
      const at = epochNow();
      const started = performance.now();
      socket.timeout(ACK_TIMEOUT_MS).emit('message-sent', { chat: chatId, message: { id, message: text } }, (error, ack) => {
        const ok = !error && ack?.ok === true;
        hooks.record('sendMessage', at, performance.now() - started, ok ? OUTCOME.ok : OUTCOME.error, error ? 0 : (ack?.status ?? 0));
        hooks.sent({ id, chat: chatId, sender: user.index, at, ok });
        resolve();
      });
    });

  const vu = { user, state, http, random, sendMessage };
  const actions = actionsOf(vu);

  async function connect() {
    const { io } = require('socket.io-client');
    socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, timeout: CONNECT_TIMEOUT_MS, extraHeaders: { cookie: user.cookie } });
    const started = performance.now();
    const at = epochNow();
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    hooks.record('connect', at, performance.now() - started, OUTCOME.ok, 101);
    socket.on('new-message', ({ message }) => hooks.receipt({ id: message.id, user: user.index, at: epochNow() }));
    socket.on('disconnect', (reason) => {
      if (running) hooks.gone(user.index, reason);
    });
  }

  async function joinRooms() {
    const joined = [];
    await Promise.all(
      state.chats.map(async (chat) => {
        const at = epochNow();
        const started = performance.now();
        const ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('join-room', chat.id).catch(() => null);
        const ok = ack?.ok === true;
        hooks.record('joinRoom', at, performance.now() - started, ok ? OUTCOME.ok : OUTCOME.error, ack?.status ?? 0);
        if (ok) joined.push(chat);
      }),
    );
    state.rooms = joined;
  }

  async function loop() {
    while (running) {
      await sleep(thinkMs());
      if (!running) return;
      await actions[pickAction(random())]();
    }
  }

  return {
    /** The page's start: session, chat list, socket, rooms; then the loop runs on its own. Throws when the start fails. */
    async start() {
      await actions.check();
      await actions.chatList();
      await connect();
      await joinRooms();
      hooks.ready(user.index, state.rooms);
      void loop().catch((error) => hooks.gone(user.index, `loop failed: ${error.message}`));
    },
    stop() {
      running = false;
      socket?.disconnect();
    },
  };
}
