// Shows the install prompt half a second into the app when its rules allow (spec §4).
import { INSTALL_PROMPT_DELAY_MS, LOCAL_KEYS, installPromptToShow, iosVersion, openInstallPrompt, readLocal, useInstallState } from '@outings/fe-kit';
import { useEffect } from 'react';

export function InstallPromptScheduler() {
  const { promptEvent, standalone } = useInstallState();
  useEffect(() => {
    const kind = installPromptToShow({
      ios: iosVersion(navigator.userAgent, navigator.maxTouchPoints),
      standalone,
      hasInstallEvent: !!promptEvent,
      lastShownAt: Number(readLocal(LOCAL_KEYS.installPromptShownAt)) || null,
      now: Date.now(),
    });
    if (!kind) return;
    const timer = setTimeout(() => openInstallPrompt({ keepPrevious: true }), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [promptEvent, standalone]);
  return null;
}
