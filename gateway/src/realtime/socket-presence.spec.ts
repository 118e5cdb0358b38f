import { createLocalPresence } from './socket-presence';

describe('createLocalPresence', () => {
  it("admits a user's sockets up to the cap, and one more once one has gone", async () => {
    const presence = createLocalPresence();
    expect([await presence.admit('ada', 's1', 2), await presence.admit('ada', 's2', 2), await presence.admit('ada', 's3', 2)]).toEqual([true, true, false]);
    expect(await presence.admit('grace', 'g1', 2)).toBe(true);
    presence.disconnected('ada', 's1');
    expect(await presence.admit('ada', 's3', 2)).toBe(true);
  });

  it('knows who has a socket open', async () => {
    const presence = createLocalPresence();
    await presence.admit('ada', 's1', 10);
    expect(await presence.isOnline('ada')).toBe(true);
    presence.disconnected('ada', 's1');
    expect(await presence.isOnline('ada')).toBe(false);
  });
});
