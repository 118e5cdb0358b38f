// When the install prompt may show (spec §4 "Install prompt"), as plain functions of what
// the page knows: iOS above 16.4 gets a step-by-step guide at most every 10 seconds;
// other platforms get an Install button, only when the browser offered an install event,
// at most every 24 hours. Never when already running installed.
export const INSTALL_PROMPT_DELAY_MS = 500;
export const IOS_REPEAT_MS = 10_000;
export const INSTALL_EVENT_REPEAT_MS = 24 * 60 * 60 * 1000;

export type InstallPromptKind = 'ios-guide' | 'install-button';

/** The iOS (or iPadOS) version of a user agent as [major, minor], or null elsewhere. */
export function iosVersion(userAgent: string, maxTouchPoints: number): [number, number] | null {
  const mobile = /(?:iPhone|iPad|iPod).*? OS (\d+)_(\d+)/.exec(userAgent);
  if (mobile) return [Number(mobile[1]), Number(mobile[2])];
  // iPadOS asks for desktop pages with a Mac user agent; only the touch screen tells.
  const desktopIpad = /Macintosh.*Version\/(\d+)\.(\d+)/.exec(userAgent);
  if (desktopIpad && maxTouchPoints > 1) return [Number(desktopIpad[1]), Number(desktopIpad[2])];
  return null;
}

/** Web apps added to the home screen can receive notifications from iOS 16.4 on. */
export function isIosAbove16_4(version: [number, number] | null): boolean {
  if (!version) return false;
  const [major, minor] = version;
  return major > 16 || (major === 16 && minor > 4);
}

export interface InstallPromptContext {
  ios: [number, number] | null;
  standalone: boolean;
  hasInstallEvent: boolean;
  /** ms since the epoch, null when never shown */
  lastShownAt: number | null;
  now: number;
}

export function installPromptToShow({ ios, standalone, hasInstallEvent, lastShownAt, now }: InstallPromptContext): InstallPromptKind | null {
  if (standalone) return null;
  const shownWithin = (interval: number) => lastShownAt !== null && now - lastShownAt < interval;
  if (ios) return isIosAbove16_4(ios) && !shownWithin(IOS_REPEAT_MS) ? 'ios-guide' : null;
  return hasInstallEvent && !shownWithin(INSTALL_EVENT_REPEAT_MS) ? 'install-button' : null;
}
