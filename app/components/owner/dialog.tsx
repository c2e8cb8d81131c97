/**
 * A modal dialog driven by the URL (?delete=…, ?nextSteps=…, ?confirm=…), so it works without
 * JavaScript; closing is a link back to the dashboard. Focus moves into it when it opens.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link } from "react-router";

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-[1200] flex items-center justify-center bg-black/70 p-4">
      <div
        ref={ref}
        tabIndex={-1}
        role={alert ? "alertdialog" : "dialog"}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="card max-h-[90vh] w-full max-w-lg overflow-y-auto"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="heading-2">
            {title}
          </h2>
          <Link to={closeTo} className="btn-secondary px-3 py-1" aria-label="Close">
            ✕
          </Link>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
