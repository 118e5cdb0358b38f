import { api } from '@outings/fe-kit/core';
import { act, render, screen } from '@testing-library/react';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { jsonResponse, textResponse } from '../../../kit/test/fake-response';
import { PAGE_CALLS_QUIET_MS, SIGNED_IN_EXTRAS_MAX_WAIT_MS, useAfterPageCalls } from './use-after-page-calls';

function Extras({ active }: { active: boolean }) {
  return <p>{useAfterPageCalls(active) ? 'extras' : 'page first'}</p>;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('useAfterPageCalls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("waits for the page's own call to come back, then for a quiet moment", async () => {
    const feed = deferred<Response>();
    mockFetch({ 'GET /feed': () => feed.promise });
    render(<Extras active />);
    const call = api.request('/feed');
    await advance(SIGNED_IN_EXTRAS_MAX_WAIT_MS - 500);
    expect(screen.getByText('page first')).toBeInTheDocument();
    feed.resolve(jsonResponse(200, {}));
    await call;
    await advance(PAGE_CALLS_QUIET_MS);
    expect(screen.getByText('extras')).toBeInTheDocument();
  });

  it("counts a call until its answer's body is read (a photo still arriving)", async () => {
    const body = deferred<string>();
    const photo = { ...textResponse(200, ''), text: () => body.promise } as Response;
    mockFetch({ 'GET /photo': () => Promise.resolve(photo) });
    render(<Extras active />);
    const call = api.request('/photo');
    await advance(PAGE_CALLS_QUIET_MS * 2);
    expect(screen.getByText('page first')).toBeInTheDocument();
    body.resolve('data:image/jpeg;base64,AA');
    await call;
    await advance(PAGE_CALLS_QUIET_MS);
    expect(screen.getByText('extras')).toBeInTheDocument();
  });

  it('never waits past the longest wait, and starts over after a sign-out', async () => {
    mockFetch({ 'GET /slow': () => new Promise(() => undefined) });
    const { rerender } = render(<Extras active />);
    void api.request('/slow');
    await advance(SIGNED_IN_EXTRAS_MAX_WAIT_MS);
    expect(screen.getByText('extras')).toBeInTheDocument();
    rerender(<Extras active={false} />);
    expect(screen.getByText('page first')).toBeInTheDocument();
    rerender(<Extras active />);
    expect(screen.getByText('page first')).toBeInTheDocument();
  });
});
