/** The blocks of the public detail pages (/lan-centers/:id, /events/:id): facts, website, image. */
import type { ReactNode } from "react";

/** One fact of the page's `dl`: its term and what it says. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-white">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The 'Website' fact: an outside link named after `name` for screen readers. */
export function WebsiteDetail({ url, name }: { url: string; name: string }) {
  return (
    <Detail term="Website">
      <a href={url} target="_blank" rel="noopener noreferrer">
        Visit Website<span className="sr-only"> of {name}</span>
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
