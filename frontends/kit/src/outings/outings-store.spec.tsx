import { act, renderHook } from '@testing-library/react';
import { jsonResponse } from '../../test/fake-response';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { makeOuting, makeProfile } from '../../test/outing-list-fixtures';
import { applySessionView, applyUser, dropUserData } from '../session/session-store';
import { clearOutings, knownOuting, useOutings } from './outings-store';

const ME = makeUser({ _id: 'me' });
const zoe = makeProfile({ _id: 'zoe' });
const older = makeOuting({ _id: 'o-old', name: 'Older', date_created: '2026-10-01T10:00:00.000Z' });
const newer = makeOuting({ _id: 'o-new', name: 'Newer', date_created: '2026-11-01T10:00:00.000Z' });

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

beforeEach(() => {
  clearOutings();
  applySessionView({ user: ME, populatedFriends: [] });
});

describe('Outings store', () => {
  it('reads the outings on first use, newest first, with their people by id', async () => {
    const fetchMock = mockFetch({ 'GET /outing': () => jsonResponse(200, { outings: { 'o-old': older, 'o-new': newer }, populatedUsers: [zoe] }) });
    const { result } = renderHook(() => useOutings());
    expect(result.current.status).toBe('loading');
    await settle();
    expect(result.current.status).toBe('ready');
    expect(result.current.outings.map((outing) => outing._id)).toEqual(['o-new', 'o-old']);
    expect(result.current.users.get('zoe')).toEqual(zoe);
    expect(knownOuting('o-old')?.name).toBe('Older');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads them again when the session user is replaced (update-user, a change answered)', async () => {
    const fetchMock = mockFetch({ 'GET /outing': () => jsonResponse(200, { outings: { 'o-old': older }, populatedUsers: [] }) });
    const { result } = renderHook(() => useOutings());
    await settle();
    mockFetch({ 'GET /outing': () => jsonResponse(200, { outings: { 'o-old': older, 'o-new': newer }, populatedUsers: [] }) });
    act(() => applyUser({ ...ME, outings: ['o-old', 'o-new'] }));
    await settle();
    expect(result.current.outings).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says failed when the first read fails, and empties on sign-out', async () => {
    mockFetch({ 'GET /outing': () => jsonResponse(503, {}) });
    const { result } = renderHook(() => useOutings());
    await settle();
    expect(result.current.status).toBe('failed');
    mockFetch({ 'GET /outing': () => jsonResponse(200, { outings: { 'o-old': older }, populatedUsers: [] }) });
    act(() => applyUser({ ...ME }));
    await settle();
    expect(result.current.outings).toHaveLength(1);
    act(() => dropUserData());
    expect(result.current).toMatchObject({ status: 'loading', outings: [] });
  });
});
