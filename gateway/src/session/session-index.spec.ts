import { SESSION_MAX_AGE_MS } from './session-data';
import { MemorySessionIndex } from './session-index';

const DAY = 24 * 60 * 60 * 1000;

function indexAt(start = 0) {
  const clock = { now: start };
  return { clock, index: new MemorySessionIndex(() => clock.now, DAY) };
}

describe('the in-memory session index (embedded run)', () => {
  it('answers every session remembered for the user, once', async () => {
    const { index } = indexAt();
    await index.remember('ada', 's1');
    await index.remember('ada', 's2');
    await index.remember('bob', 's3');
    expect(await index.takeAll('ada')).toEqual(['s1', 's2']);
    expect(await index.takeAll('ada')).toEqual([]);
    expect(await index.takeAll('bob')).toEqual(['s3']);
  });

  it('drops a session at logout, and the user with their last one', async () => {
    const { index } = indexAt();
    await index.remember('ada', 's1');
    await index.remember('ada', 's2');
    await index.forget('ada', 's1');
    expect(index.size).toBe(1);
    await index.forget('ada', 's2');
    expect(index.size).toBe(0);
  });

  it("keeps a user's set as long as the newest session may live, as Redis does", async () => {
    const { clock, index } = indexAt();
    await index.remember('ada', 's1');
    clock.now += SESSION_MAX_AGE_MS - DAY;
    await index.remember('ada', 's2'); // a renewal or a second device extends the set
    clock.now += 2 * DAY;
    expect(await index.takeAll('ada')).toEqual(['s1', 's2']);
  });

  it('forgets sessions that expired without a logout', async () => {
    const { clock, index } = indexAt();
    await index.remember('ada', 's1');
    clock.now += SESSION_MAX_AGE_MS;
    expect(await index.takeAll('ada')).toEqual([]);
    await index.remember('ada', 's2');
    clock.now += SESSION_MAX_AGE_MS + 1;
    await index.remember('ada', 's3');
    expect(await index.takeAll('ada')).toEqual(['s3']);
  });

  it('sweeps the sets of users who never came back', async () => {
    const { clock, index } = indexAt();
    for (let user = 0; user < 100; user += 1) await index.remember(`user-${user}`, `s-${user}`);
    clock.now += SESSION_MAX_AGE_MS + 1;
    await index.remember('ada', 's1');
    expect(index.size).toBe(1);
  });
});
