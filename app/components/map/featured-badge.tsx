/**
 * The 'Featured' badge of a priority listing (issue 13 "Priority listing", ADR 050): shown
 * wherever a center with a live LAN Center Subscription appears (list, center page, map popup).
 * Own design; the star is a Unicode character, not an icon font. `label` is the word in the page's
 * language (issue 28; English where a page is not translated yet).
 */
export function FeaturedBadge({
  className = "",
  label = "Featured",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-ink-950 ${className}`}
      data-testid="featured-badge"
    >
      <span aria-hidden="true">★</span> {label}
    </span>
  );
}
