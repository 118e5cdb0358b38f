// Renders the open modal and popup of the overlay store (spec §2): a modal slides in over
// 300 ms while the page behind fades; a popup fades in by opacity. Both are dialogs:
// focus moves into them and stays there (a focused button that turns disabled or goes away
// hands it to the dialog, not to the page), Escape closes the topmost one wherever focus
// is, and focus returns where it was.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { closeModal, hidePopup, useOverlays, type ModalEntry, type PopupSelector } from './overlay-store';
import './overlays.css';

export const MODAL_SLIDE_MS = 300;

/** Moves focus into a dialog when it opens, keeps it there, and back to the opener when it closes. */
function useDialogFocus<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    const target = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    target?.focus({ preventScroll: true });
    // A focused control that turns disabled or goes away would leave focus on the page (the
    // browser drops it to the body): the dialog takes it back. Focus moved on purpose (into a
    // popup over it) is left alone.
    const keepFocus = new MutationObserver(() => {
      const focused = document.activeElement as HTMLButtonElement | null;
      const lost = !focused || focused === document.body || !focused.isConnected || (dialog?.contains(focused) && focused.disabled === true);
      if (lost && dialog?.isConnected && !dialog.inert) dialog.focus({ preventScroll: true });
    });
    if (dialog) keepFocus.observe(dialog, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      keepFocus.disconnect();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active]);
  return ref;
}

/** Escape closes the topmost overlay, wherever focus is (on the page's body after a click outside any control). */
function useEscapeCloses(close: (() => void) | null) {
  useEffect(() => {
    if (!close) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);
}

interface ModalPanelProps {
  entry: ModalEntry;
  /** Covered by a modal opened over it: kept mounted (its form keeps its state) but hidden. */
  covered: boolean;
  leaving: boolean;
  behindPopup: boolean;
}

function ModalPanel({ entry, covered, leaving, behindPopup }: ModalPanelProps) {
  const titleId = useId();
  const ref = useDialogFocus<HTMLDivElement>(!leaving && !covered);
  return (
    <div
      ref={ref}
      className={`modal${leaving ? ' modal--leaving' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={covered}
      inert={behindPopup || leaving}
      data-modal={entry.selector}
    >
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          {entry.title}
        </h2>
        <button type="button" className="icon-button" onClick={closeModal} aria-label="Close">
          <Icon name="close" />
        </button>
      </header>
      <div className="modal__body">{entry.render()}</div>
    </div>
  );
}

export function ModalHost() {
  const { modals, popup } = useOverlays();
  // The last modal to close stays on screen until its slide-out has run.
  const [leaving, setLeaving] = useState<ModalEntry | null>(null);
  const [lastTop, setLastTop] = useState<ModalEntry | null>(modals.at(-1) ?? null);
  const top = modals.at(-1) ?? null;
  if (top !== lastTop) {
    if (!top && lastTop) setLeaving(lastTop);
    setLastTop(top);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), MODAL_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  // A popup over the modal closes first (the popup host listens while one is shown).
  useEscapeCloses(top && !popup ? closeModal : null);
  if (leaving && !top) return <ModalPanel entry={leaving} covered={false} leaving behindPopup={false} />;
  return modals.map((entry, index) => (
    <ModalPanel key={`${index}-${entry.selector}`} entry={entry} covered={index < modals.length - 1} leaving={false} behindPopup={!!popup} />
  ));
}

function PopupCard({
  selector,
  header,
  message,
  children,
  onBackdrop,
}: {
  selector: PopupSelector;
  header: string;
  message?: string;
  children: ReactNode;
  onBackdrop?: () => void;
}) {
  const headerId = useId();
  const messageId = useId();
  const ref = useDialogFocus<HTMLDivElement>(true);
  return (
    <div className={`popup-backdrop popup-backdrop--${selector === 'view-photo' ? 'media' : 'sheet'}`} onClick={(event) => event.target === event.currentTarget && onBackdrop?.()}>
      <div
        ref={ref}
        className="popup"
        data-popup={selector}
        role={message ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={headerId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
      >
        <div className="popup__top">
          <h2 id={headerId} className="popup__header">
            {header}
          </h2>
          {/* A popup that closes on its backdrop says so with a visible Close as well (Esc too). */}
          {onBackdrop && (
            <button type="button" className="icon-button" onClick={onBackdrop} aria-label="Close">
              <Icon name="close" />
            </button>
          )}
        </div>
        {message && (
          <p id={messageId} className="popup__message">
            {message}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

export function PopupHost() {
  const { popup } = useOverlays();
  useEscapeCloses(popup ? hidePopup : null);
  if (!popup) return null;
  return (
    <PopupCard key={popup.selector + popup.header} selector={popup.selector} header={popup.header} message={popup.message} onBackdrop={popup.dismissOnBackdrop ? hidePopup : undefined}>
      {popup.render ? (
        popup.render()
      ) : (
        <div className="popup__actions">
          <Button onClick={hidePopup} data-autofocus>
            OK
          </Button>
        </div>
      )}
    </PopupCard>
  );
}
