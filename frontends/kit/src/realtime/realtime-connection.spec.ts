import { SOCKET_REFUSED } from '@outings/contracts';
import { FakeSocket } from '../../test/fake-socket';
import { connectRealtime, disconnectRealtime, type RealtimeHandlers } from './realtime-connection';

let mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const RETRY_MAX_MS = 2000;

async function connectWith(stillSignedIn: RealtimeHandlers['stillSignedIn']) {
  await connectRealtime({ chatIDs: () => [], onUserUpdate: () => undefined, onReconnect: () => undefined, stillSignedIn });
  mockSocket.fire('connect');
}

/** Lets the session check's promise settle, then runs out the longest retry delay. */
async function afterRetryDelay() {
  await Promise.resolve();
  await Promise.resolve();
  jest.advanceTimersByTime(RETRY_MAX_MS);
}

beforeEach(() => {
  jest.useFakeTimers();
  mockSocket = new FakeSocket();
});

afterEach(() => {
  disconnectRealtime();
  jest.useRealTimers();
});

describe('the realtime connection when it goes down', () => {
  it('retries within 2 s after a dropped connection, without asking for the session', async () => {
    const stillSignedIn = jest.fn(() => Promise.resolve(true));
    await connectWith(stillSignedIn);
    mockSocket.fire('disconnect', 'transport close');
    await afterRetryDelay();
    expect(mockSocket.reconnects).toBe(1);
    expect(stillSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the session when the server ends the socket, and stops knocking once signed out', async () => {
    const stillSignedIn = jest.fn(() => Promise.resolve(false));
    await connectWith(stillSignedIn);
    mockSocket.fire('disconnect', 'io server disconnect');
    await afterRetryDelay();
    expect(stillSignedIn).toHaveBeenCalledTimes(1);
    expect(mockSocket.reconnects).toBe(0);
  });

  it('retries after a refused handshake while the session is still signed in', async () => {
    const stillSignedIn = jest.fn(() => Promise.resolve(true));
    await connectWith(stillSignedIn);
    mockSocket.fire('disconnect', 'io server disconnect');
    await afterRetryDelay();
    mockSocket.fire('connect_error', new Error(SOCKET_REFUSED));
    await afterRetryDelay();
    expect(stillSignedIn).toHaveBeenCalledTimes(2);
    expect(mockSocket.reconnects).toBe(2);
  });

  it('retries an unreachable server without asking for the session', async () => {
    const stillSignedIn = jest.fn(() => Promise.resolve(true));
    await connectWith(stillSignedIn);
    mockSocket.fire('connect_error', new Error('xhr poll error'));
    await afterRetryDelay();
    expect(mockSocket.reconnects).toBe(1);
    expect(stillSignedIn).not.toHaveBeenCalled();
  });
});

describe('the realtime connection’s news', () => {
  it('hands on what an update-user push says changed', async () => {
    const onUserUpdate = jest.fn();
    await connectRealtime({ chatIDs: () => [], onUserUpdate, onReconnect: () => undefined, stillSignedIn: () => Promise.resolve(true) });
    mockSocket.fire('connect');
    mockSocket.fire('update-user', { topics: ['alerts'] });
    expect(onUserUpdate).toHaveBeenCalledWith({ topics: ['alerts'] });
  });

  it('says when it is connected again, not when it first connects', async () => {
    const onReconnect = jest.fn();
    await connectRealtime({ chatIDs: () => [], onUserUpdate: () => undefined, onReconnect, stillSignedIn: () => Promise.resolve(true) });
    mockSocket.fire('connect');
    expect(onReconnect).not.toHaveBeenCalled();
    mockSocket.fire('disconnect', 'transport close');
    await afterRetryDelay();
    mockSocket.fire('connect');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});
