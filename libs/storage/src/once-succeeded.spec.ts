import { onceSucceeded } from './once-succeeded';

describe('onceSucceeded', () => {
  it('shares one attempt between concurrent callers and remembers success', async () => {
    const step = jest.fn(async () => undefined);
    const ensure = onceSucceeded(step);
    await Promise.all([ensure(), ensure()]);
    await ensure();
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const step = jest.fn<Promise<void>, []>().mockRejectedValueOnce(new Error('not up yet')).mockResolvedValue();
    const ensure = onceSucceeded(step);
    await expect(ensure()).rejects.toThrow('not up yet');
    await expect(ensure()).resolves.toBeUndefined();
    await ensure();
    expect(step).toHaveBeenCalledTimes(2);
  });
});
