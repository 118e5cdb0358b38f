import { nextTask } from '../../test/next-task';
import { inOwnTask } from './in-own-task';

describe('inOwnTask', () => {
  afterEach(() => delete (globalThis as { scheduler?: unknown }).scheduler);

  it('runs each piece of work in a task of its own, after the current one', async () => {
    const ran: string[] = [];
    inOwnTask(() => {
      ran.push('first');
      // Runs before the second piece only if that one waits for a task of its own.
      queueMicrotask(() => ran.push('after the first'));
    });
    inOwnTask(() => ran.push('second'));
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['first', 'after the first', 'second']);
  });

  it("posts to the browser's scheduler where it has one", () => {
    const postTask = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { postTask };
    const work = () => undefined;
    inOwnTask(work);
    expect(postTask).toHaveBeenCalledWith(work);
  });
});
