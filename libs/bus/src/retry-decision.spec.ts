import { PoisonEventError } from './errors';
import { decideAfterFailure } from './retry-decision';

const policy = { delaysMs: [1_000, 10_000] };

describe('decideAfterFailure', () => {
  it('retries after the delay of the attempt that failed', () => {
    expect(decideAfterFailure(new Error('x'), 0, policy)).toEqual({ action: 'retry', delayMs: 1_000 });
    expect(decideAfterFailure(new Error('x'), 1, policy)).toEqual({ action: 'retry', delayMs: 10_000 });
  });

  it('parks the event once every delay was used, saying how often and why it failed', () => {
    expect(decideAfterFailure(new Error('timeout'), 2, policy)).toEqual({ action: 'dead', reason: 'failed 3 times, last: timeout' });
  });

  it('parks a poison event at once', () => {
    expect(decideAfterFailure(new PoisonEventError('bad data'), 0, policy)).toEqual({ action: 'dead', reason: 'poison event: bad data' });
  });

  it('parks at the first failure when the policy has no delays', () => {
    expect(decideAfterFailure('thrown string', 0, { delaysMs: [] })).toEqual({ action: 'dead', reason: 'failed 1 times, last: thrown string' });
  });
});
