import { nextTask } from '../../test/next-task';
import { act, render, screen } from '@testing-library/react';
import type { PictureSize } from '@outings/contracts';
import type { ApiResult } from '../api/http-client';
import { deferred } from '../../test/mock-fetch';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { createPhotoCache, type PhotoCache, type PhotoLoader } from './photo-cache';

const loaded = (data: string): Promise<ApiResult<unknown>> => Promise.resolve({ ok: true, status: 200, data });

interface ShownProps {
  cache: PhotoCache;
  photoKey: string | undefined;
  load: PhotoLoader;
  size?: PictureSize;
  testId?: string;
}

function Shown({ cache, photoKey, load, size, testId }: ShownProps) {
  return <p data-testid={testId ?? photoKey ?? 'none'}>{cache.usePhoto(photoKey, size, load) ?? 'absent'}</p>;
}

describe('createPhotoCache', () => {
  it("is 'queued' while loading, then the data URL; readers of the same key share one load", async () => {
    const cache = createPhotoCache('test', 10);
    const answer = deferred<ApiResult<unknown>>();
    const load = jest.fn((_key: string, _size?: PictureSize) => answer.promise);
    render(
      <>
        <Shown cache={cache} photoKey="k-1" load={load} />
        <Shown cache={cache} photoKey="k-1" load={load} />
      </>,
    );
    expect(screen.getAllByTestId('k-1').map((element) => element.textContent)).toEqual(['queued', 'queued']);
    await act(async () => answer.resolve({ ok: true, status: 200, data: 'data:image/png;base64,AA' }));
    await nextTask();
    expect(screen.getAllByTestId('k-1').map((element) => element.textContent)).toEqual(['data:image/png;base64,AA', 'data:image/png;base64,AA']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('k-1', undefined);
  });

  it("is 'missing' without a key, and when the load fails or answers no text", async () => {
    const cache = createPhotoCache('test', 10);
    render(
      <>
        <Shown cache={cache} photoKey={undefined} load={() => loaded('never')} />
        <Shown cache={cache} photoKey="failed" load={() => Promise.resolve({ ok: false, status: 404, body: null })} />
        <Shown cache={cache} photoKey="json" load={() => Promise.resolve({ ok: true, status: 200, data: { not: 'text' } })} />
      </>,
    );
    await nextTask();
    expect(screen.getByTestId('none')).toHaveTextContent('missing');
    expect(screen.getByTestId('failed')).toHaveTextContent('missing');
    expect(screen.getByTestId('json')).toHaveTextContent('missing');
  });

  it('keeps at most its size, dropping the least recently used photo no screen shows', async () => {
    const cache = createPhotoCache('test', 2);
    const load = jest.fn((key: string) => loaded(`url-${key}`));
    const show = (key: string) => render(<Shown cache={cache} photoKey={key} load={load} />);
    const first = show('a');
    await nextTask();
    first.unmount();
    const onScreen = show('b');
    await nextTask();
    show('c');
    await nextTask();
    // 'a' (off screen, oldest) went; 'b' stays although older than 'c': it is still shown.
    show('a');
    await nextTask();
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a']);
    // Three shown photos overfill it; once 'b' leaves the screen it goes, and comes back by a load.
    onScreen.unmount();
    show('b');
    await nextTask();
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('loads each size of a key on its own, and keeps them apart', async () => {
    const cache = createPhotoCache('test', 10);
    const load = jest.fn((key: string, size?: PictureSize) => loaded(`${key}@${size ?? 'stored'}`));
    render(
      <>
        <Shown cache={cache} photoKey="k-1" size={160} load={load} testId="small" />
        <Shown cache={cache} photoKey="k-1" size={320} load={load} testId="larger" />
        <Shown cache={cache} photoKey="k-1" size={160} load={load} testId="small-again" />
      </>,
    );
    await nextTask();
    expect(screen.getByTestId('small')).toHaveTextContent('k-1@160');
    expect(screen.getByTestId('small-again')).toHaveTextContent('k-1@160');
    expect(screen.getByTestId('larger')).toHaveTextContent('k-1@320');
    expect(load.mock.calls).toEqual([
      ['k-1', 160],
      ['k-1', 320],
    ]);
  });

  it('lets the photo as stored serve every size without another load', async () => {
    const cache = createPhotoCache('test', 10);
    const load = jest.fn((key: string, size?: PictureSize) => loaded(`${key}@${size ?? 'stored'}`));
    cache.remember('k-1', 'from-upload');
    render(<Shown cache={cache} photoKey="k-1" size={160} load={load} testId="small" />);
    expect(screen.getByTestId('small')).toHaveTextContent('from-upload');
    render(<Shown cache={cache} photoKey="k-2" size={160} load={load} testId="k-2 small" />);
    await nextTask();
    render(<Shown cache={cache} photoKey="k-2" load={load} testId="k-2 big" />);
    await nextTask();
    // Once the stored photo is in, the small reader shows it too.
    expect(screen.getByTestId('k-2 small')).toHaveTextContent('k-2@stored');
    expect(load.mock.calls).toEqual([
      ['k-2', 160],
      ['k-2', undefined],
    ]);
  });

  it('keeps the photo as stored while a reader of a smaller size relies on it', async () => {
    const cache = createPhotoCache('test', 1);
    const load = jest.fn((key: string, size?: PictureSize) => loaded(`${key}@${size ?? 'stored'}`));
    cache.remember('k-1', 'from-upload');
    render(<Shown cache={cache} photoKey="k-1" size={160} load={load} testId="small" />);
    render(<Shown cache={cache} photoKey="k-2" load={load} />);
    await nextTask();
    expect(screen.getByTestId('small')).toHaveTextContent('from-upload');
    expect(load.mock.calls).toEqual([['k-2', undefined]]);
  });

  it("renders a reader again only when its own photo changes, not when another photo arrives", async () => {
    const cache = createPhotoCache('test', 10);
    const renders: string[] = [];
    function Counted({ photoKey }: { photoKey: string }) {
      const value = cache.usePhoto(photoKey, 160, (key) => loaded(`url-${key}`));
      renders.push(`${photoKey}:${value}`);
      return null;
    }
    render(<Counted photoKey="a" />);
    await nextTask();
    const before = renders.length;
    render(<Counted photoKey="b" />);
    await nextTask();
    expect(renders.slice(before).filter((entry) => entry.startsWith('a:'))).toEqual([]);
  });

  it('serves a remembered photo without loading it, and loads again once the cache is emptied (sign-out)', async () => {
    const cache = createPhotoCache('test', 10);
    const load = jest.fn(() => loaded('from-server'));
    cache.remember('k-1', 'from-upload');
    const first = render(<Shown cache={cache} photoKey="k-1" load={load} />);
    expect(screen.getByTestId('k-1')).toHaveTextContent('from-upload');
    first.unmount();
    act(() => queryClient.clear());
    render(<Shown cache={cache} photoKey="k-1" load={load} />);
    await nextTask();
    expect(screen.getByTestId('k-1')).toHaveTextContent('from-server');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not put back a photo whose load was under way when the cache was emptied (sign-out)', async () => {
    const cache = createPhotoCache('test', 10);
    const answer = deferred<ApiResult<unknown>>();
    render(<Shown cache={cache} photoKey="k-1" load={() => answer.promise} />);
    await nextTask();
    act(() => queryClient.clear());
    await act(async () => answer.resolve({ ok: true, status: 200, data: 'previous-user' }));
    await nextTask();
    expect(queryClient.getQueryData(queryKeys.photo('test', 'k-1', 'stored'))).toBeUndefined();
  });
});
