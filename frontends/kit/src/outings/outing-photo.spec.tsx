import { nextTask } from '../../test/next-task';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textResponse } from '../../test/fake-response';
import { FakeObserver } from '../../test/fake-intersection-observer';
import { deferred, mockFetch } from '../../test/mock-fetch';
import { makeUser, sessionView } from '../../test/fixtures';
// What empties the page's cache when the user signs out (the kit's index loads it).
import '../query/clear-on-sign-out';
import { applySessionView, dropUserData } from '../session/session-store';
import { OutingPhoto } from './outing-photo';

describe('OutingPhoto', () => {
  beforeEach(() => applySessionView(sessionView(makeUser())));

  it('shows a placeholder while queued, then the photo read as text from the outing photo call', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /outing/o-1/photo/key%2F1': () => answer.promise });
    render(<OutingPhoto outingId="o-1" photoKey="key/1" alt="Hike photo" />);
    expect(screen.getByRole('img', { name: 'Hike photo' })).toHaveAttribute('aria-busy', 'true');
    await nextTask();
    await act(async () => answer.resolve(textResponse(200, 'data:image/jpeg;base64,AAA')));
    expect(screen.getByRole('img', { name: 'Hike photo' })).toHaveAttribute('src', 'data:image/jpeg;base64,AAA');
  });

  it('loads a key once for every photo showing it, and again for the next user after sign-out', async () => {
    const fetchMock = mockFetch({ 'GET /outing/o-1/photo/k-2': () => textResponse(200, 'data:image/jpeg;base64,BBB') });
    const first = render(
      <>
        <OutingPhoto outingId="o-1" photoKey="k-2" alt="One" />
        <OutingPhoto outingId="o-1" photoKey="k-2" alt="Two" />
      </>,
    );
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();
    act(() => dropUserData());
    applySessionView(sessionView(makeUser({ _id: 'other' })));
    render(<OutingPhoto outingId="o-1" photoKey="k-2" alt="Again" />);
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is a button when it has an action', async () => {
    mockFetch({});
    const onClick = jest.fn();
    render(<OutingPhoto outingId="o-1" photoKey="k-3" alt="Missing one" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Missing one' })).toHaveAttribute('aria-busy', 'false');
  });

  it('asks for its photo only once it nears the screen', async () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      const fetchMock = mockFetch({ 'GET /outing/o-9/photo/p%2F1.jpg': () => textResponse(200, 'data:image/jpeg;base64,AA') });
      render(<OutingPhoto outingId="o-9" photoKey="p/1.jpg" alt="Photo 1 of Picnic" />);
      expect(screen.getByRole('img', { name: 'Photo 1 of Picnic' })).toHaveAttribute('aria-busy', 'true');
      await nextTask();
      expect(fetchMock).not.toHaveBeenCalled();

      await act(async () => FakeObserver.instances[0]?.enter(true));
      await nextTask();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('img', { name: 'Photo 1 of Picnic' })).toHaveAttribute('src', 'data:image/jpeg;base64,AA');
    } finally {
      FakeObserver.instances = [];
      delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
    }
  });
});
