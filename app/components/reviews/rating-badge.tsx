/**
 * A center's average rating (one decimal) and review count as the /lan-centers list cards and
 * the map popup show it (issue 27 item 4): "★ 4.3 (12 reviews)", read out as "Rated 4.3 out of
 * 5 from 12 reviews". Nothing for a center without published reviews. A translated page passes
 * the words made by its loader (`ratingText`, issue 28); otherwise they are built in English.
 */
export function RatingBadge({
  rating,
  text,
  className = "",
}: {
  /** `average` rounded to one decimal; `count` published reviews; null or 0: no reviews. */
  rating?: { average: number | null; count: number } | null;
  /** The badge's words in the page's language (app/i18n/directory.server.ts); wins over `rating`. */
  text?: { average: string; reviews: string; spoken: string };
  className?: string;
}) {
  const words = text ?? englishWords(rating);
  if (!words) return null;
  return (
    <p className={`text-sm text-ink-200 ${className}`} data-testid="center-rating">
      <span aria-hidden="true">
        <span className="text-amber-300">★</span> {words.average} ({words.reviews})
      </span>
      <span className="sr-only">{words.spoken}</span>
    </p>
  );
}

function englishWords(rating: { average: number | null; count: number } | null | undefined) {
  if (!rating || rating.count === 0 || rating.average === null) return null;
  const average = rating.average.toFixed(1);
  const reviews = `${rating.count.toLocaleString("en-US")} ${rating.count === 1 ? "review" : "reviews"}`;
  return { average, reviews, spoken: `Rated ${average} out of 5 from ${reviews}` };
}
