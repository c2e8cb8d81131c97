/** A small status pill on review cards (community state, subscription). */
export function Badge({
  children,
  tone,
}: {
  children: React.ReactNode;
  tone: "ok" | "warn" | "muted";
}) {
  const colours = {
    ok: "bg-green-900/60 text-green-200",
    warn: "bg-yellow-900/60 text-yellow-100",
    muted: "bg-ink-700 text-ink-200",
  } as const;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colours[tone]}`}>
      {children}
    </span>
  );
}
