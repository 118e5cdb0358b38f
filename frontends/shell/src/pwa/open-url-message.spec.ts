import { isOpenUrlMessage, OPEN_URL } from './open-url-message';

describe('isOpenUrlMessage', () => {
  it('takes a path of the app', () => {
    expect(isOpenUrlMessage({ type: OPEN_URL, url: '/chat' })).toBe(true);
  });

  it.each([null, 'open-url', { type: 'user-update-check' }, { type: OPEN_URL }, { type: OPEN_URL, url: 'https://elsewhere.example/' }, { type: OPEN_URL, url: '//elsewhere.example/' }])(
    'refuses %j',
    (data) => {
      expect(isOpenUrlMessage(data)).toBe(false);
    },
  );
});
