// When the app offers push notifications: to a signed-in user on an app page,
// a few seconds after their first tap or key in this page's life (page-engagement.ts),
// once the browser can receive pushes and has not been asked yet (permission `default`),
// and not again for a week after 'Not now'. The browser's own
// permission dialog only ever follows the user's click on 'Turn on'.
export const PUSH_PROMPT_DELAY_MS = 2000;
export const PUSH_PROMPT_REPEAT_MS = 7 * 24 * 60 * 60 * 1000;

/** A device setting, not the user's: it stays after logout like the install prompt's. */
export const PUSH_PROMPT_DISMISSED_AT_KEY = 'outings:push-prompt-dismissed-at';

export interface PushPromptContext {
  /** null when the browser cannot receive pushes */
  permission: NotificationPermission | null;
  /** ms since the epoch of the last 'Not now', null when never */
  dismissedAt: number | null;
  now: number;
}

export function pushPromptDue({ permission, dismissedAt, now }: PushPromptContext): boolean {
  return permission === 'default' && (dismissedAt === null || now - dismissedAt >= PUSH_PROMPT_REPEAT_MS);
}
