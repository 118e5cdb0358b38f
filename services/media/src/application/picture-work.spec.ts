import { waitFor } from '@outings/test-support';
import { createPictureWork, createWorkLane, PictureWorkBusyError } from './picture-work';

/** A task that runs until the test finishes it, and counts how many run at once. */
function instrumentedTasks() {
  let running = 0;
  let peak = 0;
  const finishers: Array<() => void> = [];
  const task = () =>
    new Promise<string>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      const index = finishers.length;
      finishers.push(() => {
        running -= 1;
        resolve(`task ${index}`);
      });
    });
  return {
    task,
    get started() {
      return finishers.length;
    },
    get peak() {
      return peak;
    },
    finish: (index: number) => finishers[index]?.(),
  };
}

describe('createWorkLane', () => {
  it('never runs more than `running` tasks at once, and starts a waiting one as one finishes', async () => {
    const lane = createWorkLane({ running: 2, waiting: 3 });
    const tasks = instrumentedTasks();
    const results = Array.from({ length: 5 }, () => lane.run(tasks.task));
    await waitFor('two tasks started', () => tasks.started === 2);
    expect(lane.admitted).toBe(5);

    for (let finished = 0; finished < 5; finished++) {
      tasks.finish(finished);
      await waitFor(`task ${finished} answered`, () => lane.admitted === 4 - finished);
      // Every task still admitted is running or waiting: never more than two run.
      expect(tasks.started).toBe(Math.min(5, finished + 3));
    }
    expect(await Promise.all(results)).toEqual(['task 0', 'task 1', 'task 2', 'task 3', 'task 4']);
    expect(tasks.peak).toBe(2);
  });

  it('refuses a task at once, without running it, when the running and waiting places are taken', async () => {
    const lane = createWorkLane({ running: 1, waiting: 2 });
    const tasks = instrumentedTasks();
    const admitted = [lane.run(tasks.task), lane.run(tasks.task), lane.run(tasks.task)];
    const refused = jest.fn(tasks.task);
    await expect(lane.run(refused)).rejects.toBeInstanceOf(PictureWorkBusyError);
    expect(refused).not.toHaveBeenCalled();

    // A place freed is a place taken again.
    tasks.finish(0);
    await waitFor('the first task answered', () => lane.admitted === 2);
    const again = lane.run(tasks.task);
    expect(lane.admitted).toBe(3);
    await expect(lane.run(tasks.task)).rejects.toBeInstanceOf(PictureWorkBusyError);

    for (let index = 1; index <= 3; index++) {
      await waitFor(`task ${index} started`, () => tasks.started > index);
      tasks.finish(index);
    }
    await Promise.all([...admitted, again]);
    expect(tasks.peak).toBe(1);
  });

  it('frees the place of a task that fails', async () => {
    const lane = createWorkLane({ running: 1, waiting: 0 });
    await expect(lane.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture');
    await waitFor('the place freed', () => lane.admitted === 0);
    expect(await lane.run(async () => 'next')).toBe('next');
  });
});

describe('createPictureWork', () => {
  it('keeps uploads and variants in separate lanes: a full uploads lane never refuses a variant', async () => {
    const work = createPictureWork({ uploads: { running: 1, waiting: 0 }, variants: { running: 1, waiting: 0 } });
    const tasks = instrumentedTasks();
    const upload = work.uploads.run(tasks.task);
    await expect(work.uploads.run(tasks.task)).rejects.toBeInstanceOf(PictureWorkBusyError);
    expect(await work.variants.run(async () => 'scaled')).toBe('scaled');
    tasks.finish(0);
    await upload;
  });
});
