/** Lists whose items are led by a decorative mark (✓ for benefits and features, ★ for notes). */
import type { ReactNode } from "react";

/** One item led by `mark` (hidden from screen readers). */
export function MarkedItem({ mark = "✓", children }: { mark?: string; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="text-neon-300">
        {mark}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** A `ul` of marked texts. */
export function MarkedList({
  items,
  mark,
  className,
}: {
  items: readonly string[];
  mark?: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <MarkedItem key={item} mark={mark}>
          {item}
        </MarkedItem>
      ))}
    </ul>
  );
}
