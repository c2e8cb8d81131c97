/**
 * The site's service: contact targets, robots.txt and the sitemap, with the public URL and the
 * directory's public ids closed over.
 */
import { publicPagePaths } from "~/content/public-pages";
import { contactLinksOf, type ContactLinks } from "./contact-links.server";
import { buildRobotsTxt, buildSitemapXml } from "./sitemap.server";
import { createTileProbe } from "./tile-probe.server";

/** What the site service is built from. */
export interface SiteServiceDeps {
  publicUrl: string;
  supportEmail: string;
  bookingUrl: string | undefined;
  /** Ids of the public centers and upcoming events (the directory's functions). */
  listPublicCenterIds: () => Promise<string[]>;
  listPublicEventIds: () => Promise<string[]>;
  /** The `MAP_TILE_URL` template, or null (no remote tiles, ADR 057). */
  tileUrl: string | null;
}

/**
 * Builds the site service.
 * @param deps the public URL, contact settings and the directory's id lists
 * @returns the site functions with their dependencies closed over
 */
export function createSiteService(deps: SiteServiceDeps) {
  const tilesAvailable = createTileProbe({ tileUrl: deps.tileUrl });
  return {
    /**
     * Whether the map may request remote tiles: a tile service is configured and its zoom-0 tile
     * answered within 2 s (cached for a minute; ADR 064). Never throws.
     */
    tileStatus: async (): Promise<{ available: boolean }> => ({
      available: await tilesAvailable(),
    }),
    /** The support address and booking URL for contact buttons. */
    contactLinks: (): Promise<ContactLinks> => Promise.resolve(contactLinksOf(deps)),
    /** robots.txt with the absolute sitemap URL. */
    robotsTxt: (): Promise<string> => Promise.resolve(buildRobotsTxt(deps.publicUrl)),
    /** sitemap.xml: public pages, every public center and upcoming event. */
    sitemapXml: async (): Promise<string> => {
      const [centerIds, eventIds] = await Promise.all([
        deps.listPublicCenterIds(),
        deps.listPublicEventIds(),
      ]);
      const paths = [
        ...publicPagePaths,
        ...centerIds.map((id) => `/lan-centers/${id}`),
        ...eventIds.map((id) => `/events/${id}`),
      ];
      return buildSitemapXml(deps.publicUrl, paths);
    },
  };
}

/** The site's service object. */
export type SiteService = ReturnType<typeof createSiteService>;
