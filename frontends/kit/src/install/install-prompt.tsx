// The install prompt modal (spec §4): why to install, then either the iOS three-step
// guide or the Install button. Opened by the shell on its schedule and by Install App.
import {
  Button,
  closeModal,
  Icon,
  iosVersion,
  isIosAbove16_4,
  LOCAL_KEYS,
  openModal,
  promptInstall,
  useInstallState,
  writeLocal,
  type InstallPromptKind,
} from '@outings/fe-kit/core';
import './install-prompt.css';

export function InstallPromptContent({ kind }: { kind: InstallPromptKind }) {
  const { promptEvent } = useInstallState();
  return (
    <div className="install-prompt">
      <div className="install-prompt__badge" aria-hidden="true">
        <Icon name="balloon" size={40} />
      </div>
      <p className="install-prompt__lead">Get the most out of Outings by installing it on your device.</p>
      <p>Installing the app allows notifications and lets you use Outings like a regular mobile app, right from your home screen.</p>
      {kind === 'ios-guide' ? (
        <ol className="install-prompt__steps">
          <li>Open this site in Safari.</li>
          <li>
            Tap the Share button <Icon name="share" size={18} label="Share" />.
          </li>
          <li>Tap &lsquo;Add to Home Screen&rsquo;.</li>
        </ol>
      ) : promptEvent ? (
        <Button
          block
          onClick={() => {
            void promptInstall().then(closeModal);
          }}
        >
          Install
        </Button>
      ) : (
        <p className="muted">Use your browser&rsquo;s menu and choose &lsquo;Install app&rsquo; or &lsquo;Add to Home screen&rsquo;.</p>
      )}
    </div>
  );
}

/** The prompt fitting this device; `keepPrevious` returns to the modal that opened it. */
export function openInstallPrompt({ keepPrevious = false, now = Date.now() } = {}): void {
  const kind: InstallPromptKind = isIosAbove16_4(iosVersion(navigator.userAgent, navigator.maxTouchPoints)) ? 'ios-guide' : 'install-button';
  writeLocal(LOCAL_KEYS.installPromptShownAt, String(now));
  openModal({ selector: 'install-prompt', title: 'Install Outings', render: () => <InstallPromptContent kind={kind} /> }, { keepPrevious });
}
