import { PUSH_PROMPT_REPEAT_MS, pushPromptDue } from './push-prompt-rules';

const NOW = Date.UTC(2026, 10, 24, 12);

describe('pushPromptDue', () => {
  it('offers pushes while the browser has not asked the user yet', () => {
    expect(pushPromptDue({ permission: 'default', dismissedAt: null, now: NOW })).toBe(true);
  });

  it('never when the user answered the browser, or the browser has no push', () => {
    expect(pushPromptDue({ permission: 'granted', dismissedAt: null, now: NOW })).toBe(false);
    expect(pushPromptDue({ permission: 'denied', dismissedAt: null, now: NOW })).toBe(false);
    expect(pushPromptDue({ permission: null, dismissedAt: null, now: NOW })).toBe(false);
  });

  it("waits a week after 'Not now'", () => {
    expect(pushPromptDue({ permission: 'default', dismissedAt: NOW - PUSH_PROMPT_REPEAT_MS + 1, now: NOW })).toBe(false);
    expect(pushPromptDue({ permission: 'default', dismissedAt: NOW - PUSH_PROMPT_REPEAT_MS, now: NOW })).toBe(true);
  });
});
