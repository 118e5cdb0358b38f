import { floodGuard, refusalText } from './chat-socket-handlers';

describe('floodGuard', () => {
  it('allows `max` events per window, then refuses until the next window', () => {
    let time = 1000;
    const allowed = floodGuard({ max: 3, windowMs: 1000 }, () => time);
    expect([allowed(), allowed(), allowed(), allowed()]).toEqual([true, true, true, false]);
    time += 999;
    expect(allowed()).toBe(false);
    time += 1;
    expect([allowed(), allowed(), allowed(), allowed()]).toEqual([true, true, true, false]);
  });

  it('allows the first event at time 0', () => {
    const allowed = floodGuard({ max: 1, windowMs: 1000 }, () => 0);
    expect([allowed(), allowed()]).toEqual([true, false]);
  });
});

describe('refusalText', () => {
  const answer = (status: number, body: unknown) => ({ status, body, headers: {} });

  it("is the refusal's message", () => {
    expect(refusalText(answer(403, { header: 'Not a Member', message: 'You are not a member of this chat.' }))).toBe('You are not a member of this chat.');
  });

  it('is a short text answer as is, else the status', () => {
    expect(refusalText(answer(400, 'Bad'))).toBe('Bad');
    expect(refusalText(answer(500, 'x'.repeat(500)))).toBe('Refused (500)');
    expect(refusalText(answer(404, null))).toBe('Refused (404)');
    expect(refusalText(answer(409, { message: 42 }))).toBe('Refused (409)');
  });
});
