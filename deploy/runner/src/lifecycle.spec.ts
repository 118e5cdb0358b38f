import { createLogger } from '@outings/service-kit';
import { Lifecycle } from './lifecycle';

describe('Lifecycle', () => {
  const logger = createLogger('test', 'silent');

  it('stops last-started first, once, and goes on past a failure', async () => {
    const stopped: string[] = [];
    const lifecycle = new Lifecycle(logger);
    lifecycle.add(async () => void stopped.push('database'));
    lifecycle.add(
      async () => {
        throw new Error('already gone');
      },
      async () => void stopped.push('gateway'),
    );
    await Promise.all([lifecycle.stop(), lifecycle.stop()]);
    await lifecycle.stop();
    expect(stopped).toEqual(['gateway', 'database']);
  });
});
