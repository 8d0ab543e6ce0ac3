/**
 * A shared link's preview as the tags of a page's `<head>` (decision 0040): `<title>`, the
 * description, Open Graph (WhatsApp, Facebook, LinkedIn, Telegram read it) and the Twitter
 * card. Crawlers run no JavaScript, so these must be in the HTML the server sends.
 */

export const SITE_NAME = 'Karamu';

export type LinkPreviewImage = {
  /** A path on this site (`/api/vendor-photos/<id>/1280.webp`), made absolute when written. */
  path: string;
  /** In pixels, when known: a crawler can lay the card out before the image arrives. */
  width?: number;
  height?: number;
  type: string;
  alt: string;
};

export type LinkPreview = {
  /** The tab's `<title>`. */
  documentTitle: string;
  /** og:title: what the card shows in bold, without the site's name. */
  title: string;
  description: string;
  /** The page's own path (no query): og:url. */
  path: string;
  image: LinkPreviewImage;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or a quoted attribute's value: a vendor's name is the vendor's to choose. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * `text` on one line and at most `max` characters, cut at a word when it must be cut: a
 * description is written for the storefront, a card shows two or three lines of it.
 */
export function shorten(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(oneLine);
  if (characters.length <= max) return oneLine;
  const cut = characters.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length >= max / 2 ? atWord : cut}…`;
}

/** The tags for `preview`, its URLs made absolute on `origin` (`https://karamu.example`). */
export function headTagsOf(preview: LinkPreview, origin: string): string {
  const { image } = preview;
  const property = (name: string, value: string | number | undefined) =>
    value === undefined ? '' : `<meta property="${name}" content="${escapeHtml(String(value))}" />`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}" />`;
  const imageUrl = `${origin}${image.path}`;
  return [
    `<title>${escapeHtml(preview.documentTitle)}</title>`,
    named('description', preview.description),
    property('og:site_name', SITE_NAME),
    property('og:type', 'website'),
    property('og:url', `${origin}${preview.path}`),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:image', imageUrl),
    property('og:image:type', image.type),
    property('og:image:width', image.width),
    property('og:image:height', image.height),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
  ]
    .filter(Boolean)
    .join('\n    ');
}
