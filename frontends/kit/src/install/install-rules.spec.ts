import { INSTALL_EVENT_REPEAT_MS, IOS_REPEAT_MS, installPromptToShow, iosVersion, isIosAbove16_4 } from './install-rules';

const IPHONE_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const IPHONE_16_4 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('iosVersion', () => {
  it('reads iPhone and iPad versions', () => {
    expect(iosVersion(IPHONE_17, 5)).toEqual([17, 2]);
    expect(iosVersion(IPHONE_16_4, 5)).toEqual([16, 4]);
  });

  it('tells an iPad asking for desktop pages from a Mac by its touch screen', () => {
    expect(iosVersion(IPAD_DESKTOP, 5)).toEqual([17, 1]);
    expect(iosVersion(IPAD_DESKTOP, 0)).toBeNull();
  });

  it('is null elsewhere', () => {
    expect(iosVersion(ANDROID, 5)).toBeNull();
  });
});

describe('isIosAbove16_4', () => {
  it('needs a version strictly above 16.4', () => {
    expect(isIosAbove16_4([16, 4])).toBe(false);
    expect(isIosAbove16_4([16, 5])).toBe(true);
    expect(isIosAbove16_4([17, 0])).toBe(true);
    expect(isIosAbove16_4([15, 8])).toBe(false);
    expect(isIosAbove16_4(null)).toBe(false);
  });
});

describe('installPromptToShow', () => {
  const now = 1_700_000_000_000;
  const base = { ios: null, standalone: false, hasInstallEvent: true, lastShownAt: null, now };

  it('offers the Install button when the browser offered the install event', () => {
    expect(installPromptToShow(base)).toBe('install-button');
    expect(installPromptToShow({ ...base, hasInstallEvent: false })).toBeNull();
  });

  it('repeats the Install button only after 24 hours', () => {
    expect(installPromptToShow({ ...base, lastShownAt: now - INSTALL_EVENT_REPEAT_MS + 1 })).toBeNull();
    expect(installPromptToShow({ ...base, lastShownAt: now - INSTALL_EVENT_REPEAT_MS })).toBe('install-button');
  });

  it('guides iOS above 16.4 without any install event, repeating after 10 seconds', () => {
    const ios = { ...base, ios: [17, 2] as [number, number], hasInstallEvent: false };
    expect(installPromptToShow(ios)).toBe('ios-guide');
    expect(installPromptToShow({ ...ios, lastShownAt: now - IOS_REPEAT_MS + 1 })).toBeNull();
    expect(installPromptToShow({ ...ios, lastShownAt: now - IOS_REPEAT_MS })).toBe('ios-guide');
  });

  it('shows nothing on older iOS', () => {
    expect(installPromptToShow({ ...base, ios: [16, 4] })).toBeNull();
  });

  it('shows nothing when already running installed', () => {
    expect(installPromptToShow({ ...base, standalone: true })).toBeNull();
    expect(installPromptToShow({ ...base, ios: [17, 2], standalone: true })).toBeNull();
  });
});
