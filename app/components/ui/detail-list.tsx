/** The blocks of the public detail pages (/lan-centers/:id, /events/:id): facts, website, image. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";

/** A detail page: its JSON-LD, the way back to its list, then `children`. */
export function DetailArticle({
  className,
  jsonLd,
  back,
  children,
}: {
  className: string;
  jsonLd: object;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <article className={className}>
      <JsonLd data={jsonLd} />
      <p className="text-sm">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      {children}
    </article>
  );
}

/** One fact of the page's `dl`: its term and what it says. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-white">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The 'Website' fact: an outside link named after `name` for screen readers. `text` holds the
 * words in the page's language (issue 28); English when not given.
 */
export function WebsiteDetail({
  url,
  name,
  text,
}: {
  url: string;
  name: string;
  text?: { term: string; visit: string; of: string };
}) {
  return (
    <Detail term={text?.term ?? "Website"}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {text?.visit ?? "Visit Website"}
        <span className="sr-only">{text?.of ?? ` of ${name}`}</span>
      </a>
    </Detail>
  );
}

/** The listing's own picture, lazily loaded. */
export function DetailImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      className="mt-6 max-h-80 w-full rounded-2xl object-cover"
      loading="lazy"
    />
  );
}
