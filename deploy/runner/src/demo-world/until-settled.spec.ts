import { untilSettled } from './until-settled';

describe('untilSettled', () => {
  it('asks again until the answer is no longer "not yet"', async () => {
    let asked = 0;
    const answer = await untilSettled(async () => ++asked, (count) => count < 3, 'the third answer');
    expect(answer).toBe(3);
    expect(asked).toBe(3);
  });

  it('gives up, naming what it waited for, once the time is over', async () => {
    await expect(untilSettled(async () => 0, () => true, 'nothing', 50)).rejects.toThrow('gave up waiting for nothing after 50 ms');
  });
});
