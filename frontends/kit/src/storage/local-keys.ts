// Everything the app keeps in local storage, in one place so logout can drop the user's
// part and leave the device's part (when the install prompt was last shown).
export const LOCAL_KEYS = Object.freeze({
  /** The page to return to after login (spec §2 "previous address"). */
  previousPath: 'outings:previous-path',
  /** When the install prompt was last shown, in ms since the epoch (spec §4). */
  installPromptShownAt: 'outings:install-prompt-shown-at',
});

const USER_KEYS: readonly string[] = [LOCAL_KEYS.previousPath];

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): behave as if nothing was kept
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage full or disabled: the value is a convenience, never required
  }
}

export function dropUserLocalData(): void {
  USER_KEYS.forEach((key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing stored
    }
  });
}
