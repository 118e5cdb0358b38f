import pino from 'pino';
import { Closers } from './closers';

const logger = pino({ level: 'silent' });

describe('Closers', () => {
  it('closes in reverse order of opening, and goes on past a failure', async () => {
    const closed: string[] = [];
    const closers = new Closers(logger);
    closers.add('database', async (name) => void closed.push(name));
    closers.add('bus', async () => {
      closed.push('bus');
      throw new Error('already gone');
    });
    closers.add('mailer', async (name) => void closed.push(name));
    await closers.closeAll();
    expect(closed).toEqual(['mailer', 'bus', 'database']);
  });

  it('closes what was opened when a later step of the start-up fails', async () => {
    const closed: string[] = [];
    const closers = new Closers(logger);
    await expect(
      closers.openAll(async () => {
        closers.add('database', async (name) => void closed.push(name));
        throw new Error('RabbitMQ unreachable');
      }),
    ).rejects.toThrow('RabbitMQ unreachable');
    expect(closed).toEqual(['database']);
  });

  it('closes each resource once', async () => {
    let closes = 0;
    const closers = new Closers(logger);
    closers.add('database', async () => void (closes += 1));
    await closers.closeAll();
    await closers.closeAll();
    expect(closes).toBe(1);
  });
});
