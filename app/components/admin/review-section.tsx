/** One queue section of /admin/review: heading with the pending count, the cards or a note. */
export function ReviewSection<T>({
  id,
  title,
  count,
  emptyText,
  items,
  className = "mt-12",
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** All pending items of this kind (the list may show fewer). */
  count: number;
  emptyText: string;
  items: readonly T[];
  className?: string;
  /** Renders one item's card (an `<li>`). */
  children: (item: T) => React.ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="heading-2">
        {title} ({count})
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-300">{emptyText}</p>
      ) : (
        <ul className="mt-4 space-y-6">{items.map(children)}</ul>
      )}
    </section>
  );
}
