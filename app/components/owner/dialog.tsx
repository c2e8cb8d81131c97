/**
 * A modal dialog driven by the URL (?delete=…, ?nextSteps=…, ?confirm=…; issue 16 point 2,
 * ADR 054). It is the native `<dialog>`: the server renders it open, so it shows without
 * JavaScript (closing is a link back); once hydrated it reopens with `showModal()`, which gives
 * the opaque `::backdrop`, keeps focus inside and makes the page behind it inert. Escape and a
 * click on the backdrop navigate to `closeTo`; focus goes back to what had it before.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";

/** What Tab can reach inside the dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The dialog with a title, body and a close link to `closeTo`. */
export function UrlDialog({
  title,
  closeTo,
  children,
  alert,
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  alert?: boolean;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const leaving = useRef(false);
  const close = () => {
    if (leaving.current) return;
    leaving.current = true;
    void navigate(closeTo, { preventScrollReset: true });
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    leaving.current = false;
    // The element that opened the dialog (the clicked link) gets focus back on close.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    return () => {
      leaving.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      role={alert ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="url-dialog"
      onCancel={(event) => {
        // Escape: leave the URL's dialog state rather than only hiding the element.
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        // Tab wraps inside the dialog instead of leaving for the browser's own controls.
        if (event.key !== "Tab") return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClose={(event) => {
        // The browser may close it without a cancel event (a repeated Escape): follow the URL.
        // (The close before showModal() on hydration fires this too, once it is open again.)
        if (!event.currentTarget.open) close();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its panel) is a click on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="url-dialog-panel">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="heading-2 min-w-0">
            {title}
          </h2>
          <Link
            to={closeTo}
            className="btn-secondary px-3 py-1"
            aria-label="Close"
            preventScrollReset
          >
            ✕
          </Link>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
