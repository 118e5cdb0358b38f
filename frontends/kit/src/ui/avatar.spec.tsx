import { nextTask } from '../../test/next-task';
import { act, render, screen } from '@testing-library/react';
import { applySessionView } from '@outings/fe-kit/core';
import { dropUserData } from '../session/session-store';
import { FakeObserver } from '../../test/fake-intersection-observer';
import { textResponse } from '../../test/fake-response';
import { makeUser, sessionView } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { Avatar } from './avatar';

const person = { _id: 'u-9', first_name: 'Grace', profile_picture: { key: 'pictures/g.jpg', zoom: 1, crop: { x: 0, y: 0 } } };

describe('Avatar', () => {
  beforeEach(() => {
    applySessionView(sessionView(makeUser({ _id: 'u-1' })));
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    act(() => dropUserData());
    FakeObserver.instances = [];
    delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
    Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true });
  });

  it.each([
    [48, 2, '?size=160'],
    [112, 1.75, '?size=320'],
    [112, 3, '?size=480'],
    [240, 3, ''],
  ])('at %i px on a %f× screen asks for the picture%s once it nears the screen', async (size, ratio, query) => {
    Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
    const fetch = mockFetch({ [`GET /user/u-9/profile-picture${query}`]: () => textResponse(200, 'data:image/jpeg;base64,PIC') });
    const { container } = render(<Avatar person={person} size={size} />);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('G')).toBeInTheDocument();
    await act(async () => FakeObserver.instances[0]?.enter(true, { width: size, height: size }));
    await nextTask();
    expect(container.querySelector('img')).toHaveAttribute('src', 'data:image/jpeg;base64,PIC');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`/user/u-9/profile-picture${query}`]);
  });
});
