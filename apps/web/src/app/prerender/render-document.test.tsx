/**
 * Issue 27: a page rendered with its data stays one document whatever the data holds. The
 * shell was filled with string replacements, which read `` $` ``, `$'` and `$&` in a name as
 * the text around the marker: the whole shell, repeated inside the page. Every text field
 * of every page rendered with data carries them here, with `</script>` and `<!--`.
 */
import { describe, expect, it } from 'vitest';
import type {
  EventTemplate,
  Invitation,
  PayLink,
  PublicPage,
  PublicService,
  PublicVendor,
  PublicVendorDetail,
  ReviewLink,
} from '@karamu/shared';
import { publicService, publicVendor } from '../../../test/fixtures/vendor-fixtures';
import {
  asMarkup,
  BUILT_SHELL,
  hostile,
  readRenderedDocument,
  renderedData,
} from '../../../test/rendered-document';
import { renderDocument } from './render-document';

const TOKEN = 'abcdefghijklmnopqrstuv';

const invitation: Invitation = {
  guest: {
    name: hostile('Guest'),
    cardCode: 'AB2C9XYZ',
    cardType: 'family',
    admissions: 3,
    rsvpStatus: 'pending',
    rsvpCount: null,
  },
  event: {
    name: hostile('Event'),
    status: 'active',
    startsAt: '2031-06-06T11:00:00.000Z',
    endsAt: '2031-06-06T17:00:00.000Z',
    timeZone: 'Africa/Nairobi',
    venue: hostile('Venue'),
    mapLink: 'https://maps.example.org/safari-park',
    hosts: hostile('Hosts'),
  },
  card: null,
  payment: null,
};

const payLink: PayLink = {
  occasionName: hostile('Occasion'),
  occasionStartsAt: '2031-06-06T11:00:00.000Z',
  occasionTimeZone: 'Africa/Nairobi',
  currency: 'KES',
  memberName: hostile('Member'),
  phone: '+254722000111',
  defaultCountry: 'KE',
  pledgedMinor: 1_000_000,
  paidMinor: 200_000,
  balanceMinor: 800_000,
  provider: 'mpesa',
  paybill: '174379',
  accountCode: 'AB12CD',
  minAmountMinor: 100,
  maxAmountMinor: 25_000_000,
  stepMinor: 100,
};

const design: EventTemplate = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: hostile('Design'),
  description: hostile('Design description'),
  categoryId: null,
  categoryName: hostile('Design category'),
  artworkType: 'image/svg+xml',
  published: true,
  created: '2026-11-01T09:00:00.000Z',
  updated: '2026-11-01T09:00:00.000Z',
  createdBy: 'amina',
  version: 1,
};
const gallery = { items: [design], total: 1, page: 1, size: 200 };

const baseVendor = publicVendor();
const storefront: PublicVendorDetail = {
  ...baseVendor,
  businessName: hostile('Vendor'),
  description: hostile('Vendor description'),
  city: hostile('City'),
  region: hostile('Region'),
  categories: [{ id: baseVendor.categories[0]!.id, name: hostile('Vendor category') }],
  services: baseVendor.services.map((offer) => ({
    ...offer,
    title: hostile('Service'),
    description: hostile('Service description'),
  })),
};
const { services: _services, photos: _photos, ...listedVendor } = storefront;
const vendors: PublicPage<PublicVendor> = { items: [listedVendor], total: 1, page: 1, size: 12 };

const baseService = publicService();
const servicePage: PublicService = {
  ...baseService,
  title: hostile('Service'),
  description: hostile('Service description'),
  categoryName: hostile('Service category'),
  vendor: { ...baseService.vendor, businessName: hostile('Vendor') },
};
const services: PublicPage<PublicService> = { items: [servicePage], total: 1, page: 1, size: 12 };

const reviewLink: ReviewLink = { vendorName: hostile('Vendor'), clientName: hostile('Client') };

/** Each page rendered with data, the API's answer to its one request, and a text it shows. */
const PAGES: { url: string; api: RegExp; answer: unknown; shows: string }[] = [
  { url: `/i/${TOKEN}`, api: /^\/invitations\//, answer: invitation, shows: invitation.guest.name },
  { url: `/p/${TOKEN}`, api: /^\/pay\//, answer: payLink, shows: payLink.memberName },
  {
    url: `/review/${TOKEN}`,
    api: /^\/public\/review-links\//,
    answer: reviewLink,
    shows: reviewLink.vendorName,
  },
  { url: '/event-templates', api: /^\/event-templates\?/, answer: gallery, shows: design.name },
  { url: '/create-event', api: /^\/event-templates\?/, answer: gallery, shows: design.name },
  {
    url: `/vendors/${storefront.id}`,
    api: /^\/public\/vendors\/[^?]+$/,
    answer: storefront,
    shows: storefront.businessName,
  },
  {
    url: `/services/${servicePage.id}`,
    api: /^\/public\/services\/[^?]+$/,
    answer: servicePage,
    shows: servicePage.title,
  },
  {
    url: '/vendors',
    api: /^\/public\/vendors\?/,
    answer: vendors,
    shows: listedVendor.businessName,
  },
  { url: '/services', api: /^\/public\/services\?/, answer: services, shows: servicePage.title },
];

describe("a page rendered with data holding $`, $', $&, </script> and <!--", () => {
  for (const page of PAGES) {
    it(`${page.url} is one document, its data block giving the answer back as it was`, async () => {
      const asked: string[] = [];
      const html = await renderDocument(BUILT_SHELL, page.url, async <T,>(apiPath: string) => {
        asked.push(apiPath);
        if (!page.api.test(apiPath)) throw new Error(`unexpected GET ${apiPath}`);
        return structuredClone(page.answer) as T;
      });
      expect(asked).toHaveLength(1);
      expect(renderedData(html!)).toEqual(page.answer);
      // The text is on the page, as text.
      expect(html).toContain(asMarkup(page.shows));
    });
  }

  it('keeps the shell whole around the page: its head once, the app started by the loader', async () => {
    const html = await renderDocument(
      BUILT_SHELL,
      `/i/${TOKEN}`,
      async <T,>() => structuredClone(invitation) as T,
    );
    expect(readRenderedDocument(html!)).toHaveLength(1);
    expect(html!.match(/<meta charset="UTF-8" \/>/g)).toHaveLength(1);
    expect(html!.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<script src="/start-app.js" data-entry="/assets/index-AbC123.js" data-preload="/assets/react-AbC123.js" defer></script>',
    );
  });
});

describe('the pages the build renders without data', () => {
  // As vite.config.ts has the build prerender them.
  for (const url of [
    '/',
    '/login',
    '/sign-up',
    '/create-event',
    '/event-templates',
    '/list-your-business',
  ]) {
    it(`${url} runs no inline script: the loader is its one script`, async () => {
      const html = await renderDocument(BUILT_SHELL, url);
      expect(html!.match(/<!doctype/gi)).toHaveLength(1);
      expect(html!.match(/<script\b[^>]*>/gi)).toEqual([
        expect.stringMatching(/^<script src="\/start-app\.js" /),
      ]);
    });
  }
});
