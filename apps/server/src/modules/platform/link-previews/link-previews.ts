/**
 * The link previews of the public pages people share (issue 17, decision 0040): the
 * vendor directory and storefronts, services, and the design gallery. The web-app plugin
 * asks for a page's head tags before it sends the page's HTML; a page without a preview
 * of its own keeps the build's tags.
 *
 * A storefront's preview costs one query by primary key, kept for a short while: a link
 * shared in a group is opened by many phones within minutes, and with PGlite every query
 * waits its turn on one connection.
 */
import { formatMinorUnits, vendorPhotoRef } from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { LinkPreviews } from '../../../plugins/page-head';
import {
  headTagsOf,
  shorten,
  SITE_NAME,
  type LinkPreview,
  type LinkPreviewImage,
} from './head-tags';
import {
  findServicePreview,
  findVendorPreview,
  prepareLinkPreviewQueries,
  type CoverPhoto,
  type ServicePreviewRow,
  type VendorPreviewRow,
} from './link-previews-repository';

/** The site's own picture (apps/web/public), for pages without one of their own. */
const BRAND_IMAGE: LinkPreviewImage = {
  path: '/link-preview.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: 'Karamu: plan celebrations, find vendors and collect pledges',
};

/** How long a vendor's or service's preview is kept: an unpublished vendor's shows that long. */
export const PREVIEW_TTL_MS = 30_000;
/** Previews kept at most (a few hundred bytes each); the oldest go first. */
const MAX_KEPT = 1_000;
/** og:description: cards show two or three lines; Facebook cuts near 200 characters. */
const DESCRIPTION_MAX = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SITE: Omit<LinkPreview, 'path'> = {
  documentTitle: SITE_NAME,
  title: SITE_NAME,
  description: 'Karamu: plan celebrations, find vendors and collect pledges.',
  image: BRAND_IMAGE,
};

/** The pages whose preview needs no data. */
const LISTS: Record<string, Omit<LinkPreview, 'path'>> = {
  '/vendors': {
    documentTitle: `Vendors for your celebration | ${SITE_NAME}`,
    title: 'Vendors for your celebration',
    description:
      'Find caterers, decorators, MCs, photographers, tents and chairs for your wedding or party: photos, prices and reviews from real clients.',
    image: BRAND_IMAGE,
  },
  '/services': {
    documentTitle: `Services for your celebration | ${SITE_NAME}`,
    title: 'Services for your celebration',
    description:
      'Compare catering, decoration, photography and more for your wedding or party: prices, photos and reviews from real clients.',
    image: BRAND_IMAGE,
  },
  '/event-templates': {
    documentTitle: `Invitation card designs | ${SITE_NAME}`,
    title: 'Invitation card designs',
    description:
      'Pick a design for your wedding, birthday or party: each guest gets their own card with a check-in code, by SMS or WhatsApp.',
    image: BRAND_IMAGE,
  },
};

/** The cover as the preview's picture: its largest stored size, as the storefront serves it. */
function coverImage(cover: CoverPhoto | null, name: string): LinkPreviewImage {
  if (!cover) return BRAND_IMAGE;
  const largest = vendorPhotoRef(cover).sources.at(-1)!;
  return {
    path: largest.url,
    width: largest.width,
    height: Math.round((cover.height * largest.width) / cover.width),
    type: largest.type,
    alt: cover.altText ?? name,
  };
}

const placeOf = (vendor: VendorPreviewRow) =>
  [vendor.city, vendor.region].filter(Boolean).join(', ') || null;

function ratingOf({ reviewCount, ratingSum }: VendorPreviewRow): string | null {
  if (reviewCount === 0) return null;
  const reviews = reviewCount === 1 ? '1 review' : `${reviewCount} reviews`;
  return `Rated ${(ratingSum / reviewCount).toFixed(1)}/5 (${reviews})`;
}

const describe = (parts: (string | null)[]) =>
  shorten(parts.filter(Boolean).join(' · '), DESCRIPTION_MAX);

function vendorPreview(id: string, vendor: VendorPreviewRow): LinkPreview {
  return {
    documentTitle: `${vendor.businessName} | ${SITE_NAME}`,
    title: vendor.businessName,
    description: describe([
      placeOf(vendor),
      ratingOf(vendor),
      vendor.description ?? `Photos, prices and reviews on ${SITE_NAME}`,
    ]),
    path: `/vendors/${id}`,
    image: coverImage(vendor.cover, vendor.businessName),
  };
}

function priceOf(service: ServicePreviewRow): string {
  const price = formatMinorUnits(service.priceMinor, service.currency, 'en');
  if (service.pricing === 'from') return `From ${price}`;
  if (service.pricing === 'per_unit') return `${price} per ${service.unit}`;
  return price;
}

function servicePreview(id: string, service: ServicePreviewRow): LinkPreview {
  const title = `${service.title} by ${service.vendor.businessName}`;
  return {
    documentTitle: `${title} | ${SITE_NAME}`,
    title,
    description: describe([
      priceOf(service),
      placeOf(service.vendor),
      ratingOf(service.vendor),
      service.description,
    ]),
    path: `/services/${id}`,
    image: coverImage(service.vendor.cover, service.vendor.businessName),
  };
}

export function createLinkPreviews({
  db,
  publicBaseUrl,
  now = Date.now,
}: {
  db: Db;
  /** Where people reach the server (config PUBLIC_BASE_URL, no trailing slash). */
  publicBaseUrl: string | undefined;
  now?: () => number;
}): LinkPreviews {
  const queries = prepareLinkPreviewQueries(db);
  // By `vendor:<id>` or `service:<id>`; a lookup in flight is shared, not repeated.
  const kept = new Map<string, { until: number; preview: Promise<LinkPreview | null> }>();

  function remembered(key: string, load: () => Promise<LinkPreview | null>) {
    const entry = kept.get(key);
    if (entry && entry.until > now()) return entry.preview;
    kept.delete(key);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    const preview = load();
    kept.set(key, { until: now() + PREVIEW_TTL_MS, preview });
    // A failed query is not remembered: the next visit asks again.
    preview.catch(() => kept.delete(key));
    return preview;
  }

  async function previewOf(urlPath: string): Promise<LinkPreview | null> {
    const path = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
    const list = LISTS[path];
    if (list) return { ...list, path };
    const [, area, rawId = '', ...rest] = path.split('/');
    const id = rawId.toLowerCase();
    if ((area !== 'vendors' && area !== 'services') || rest.length > 0) return null;
    // An id that is no UUID names nothing: no query (PostgreSQL would refuse it anyway).
    const found = !UUID.test(id)
      ? null
      : area === 'vendors'
        ? await remembered(`vendor:${id}`, async () => {
            const vendor = await findVendorPreview(queries, id);
            return vendor ? vendorPreview(id, vendor) : null;
          })
        : await remembered(`service:${id}`, async () => {
            const service = await findServicePreview(queries, id);
            return service ? servicePreview(id, service) : null;
          });
    // Unknown, draft, pending and suspended alike: the site's preview, nothing of the record.
    return found ?? { ...SITE, path };
  }

  return {
    headTagsFor: async (urlPath, requestOrigin) => {
      const preview = await previewOf(urlPath);
      return preview && headTagsOf(preview, publicBaseUrl ?? requestOrigin);
    },
  };
}
