import { act, renderHook } from '@testing-library/react';
import { jsonResponse } from '../../test/fake-response';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { makeOuting, makeProfile } from '../../test/outing-list-fixtures';
import '../query/clear-on-sign-out';
import { refreshChanged } from '../query/refresh';
import { applySessionView, dropUserData } from '../session/session-store';
import { applyOutingAnswer } from './outing-changes';
import { heldOuting } from './outing-queries';
import { useOutings } from './use-outings';

const ME = makeUser({ _id: 'me' });
const zoe = makeProfile({ _id: 'zoe' });
const older = makeOuting({ _id: 'o-old', name: 'Older', date_created: '2026-10-01T10:00:00.000Z' });
const newer = makeOuting({ _id: 'o-new', name: 'Newer', date_created: '2026-11-01T10:00:00.000Z' });
const listOf = (...outings: ReturnType<typeof makeOuting>[]) => jsonResponse(200, { outings: Object.fromEntries(outings.map((outing) => [outing._id, outing])), populatedUsers: [zoe] });

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  applySessionView({ user: ME, populatedFriends: [] });
});

describe('the outings', () => {
  it('are read on first use, newest first, with their people by id', async () => {
    const fetchMock = mockFetch({ 'GET /outing': () => listOf(older, newer) });
    const { result } = renderHook(() => useOutings());
    expect(result.current.status).toBe('loading');
    await settle();
    expect(result.current.status).toBe('ready');
    expect(result.current.outings.map((outing) => outing._id)).toEqual(['o-new', 'o-old']);
    expect(result.current.users.get('zoe')).toEqual(zoe);
    expect(heldOuting('o-old')?.name).toBe('Older');
    renderHook(() => useOutings());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are read again when a push names them or the caller changed one, not when the session is read again', async () => {
    let answer = () => listOf(older);
    const fetchMock = mockFetch({ 'GET /outing': () => answer() });
    const { result } = renderHook(() => useOutings());
    await settle();
    act(() => applySessionView({ user: { ...ME }, populatedFriends: [] }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer = () => listOf(older, newer);
    act(() => refreshChanged({ topics: ['outings'], ids: ['o-new'] }));
    await settle();
    expect(result.current.outings).toHaveLength(2);
    act(() => void applyOutingAnswer({ user: ME, populatedFriends: [], outing: newer }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('say failed when the first read fails, keep what they show when a later one does, and go on sign-out', async () => {
    let answer = () => jsonResponse(503, {});
    mockFetch({ 'GET /outing': () => answer() });
    const { result } = renderHook(() => useOutings());
    await settle();
    expect(result.current.status).toBe('failed');
    answer = () => listOf(older);
    act(() => refreshChanged({ topics: ['outings'] }));
    await settle();
    expect(result.current.outings).toHaveLength(1);
    answer = () => jsonResponse(503, {});
    act(() => refreshChanged({ topics: ['outings'] }));
    await settle();
    expect(result.current).toMatchObject({ status: 'ready', outings: [older] });
    act(() => dropUserData());
    expect(result.current).toMatchObject({ status: 'loading', outings: [] });
  });
});
