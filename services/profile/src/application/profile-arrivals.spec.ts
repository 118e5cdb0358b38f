import { createProfileArrivals } from './profile-arrivals';

describe('profile arrivals', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settledYet = async (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    return settled;
  };

  it("wakes every read waiting on the user whose profile arrived, and no other's", async () => {
    const arrivals = createProfileArrivals();
    const first = arrivals.waitFor('ada', 2000);
    const second = arrivals.waitFor('ada', 2000);
    const other = arrivals.waitFor('grace', 2000);
    arrivals.arrived('ada');
    expect(await settledYet(first.arrival)).toBe(true);
    expect(await settledYet(second.arrival)).toBe(true);
    expect(await settledYet(other.arrival)).toBe(false);
    other.cancel();
    expect(await settledYet(other.arrival)).toBe(true);
  });

  it('lets a wait end at its bound when the profile does not arrive', async () => {
    const wait = createProfileArrivals().waitFor('ada', 2000);
    jest.advanceTimersByTime(1999);
    expect(await settledYet(wait.arrival)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settledYet(wait.arrival)).toBe(true);
  });

  it('keeps nobody waiting once woken: a later arrival or cancel changes nothing', async () => {
    const arrivals = createProfileArrivals();
    const wait = arrivals.waitFor('ada', 2000);
    arrivals.arrived('ada');
    arrivals.arrived('ada');
    wait.cancel();
    expect(await settledYet(wait.arrival)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
