/**
 * Seeds the public directory in SQL (`insert ... select ... from generate_series`), the
 * same statements on PostgreSQL and PGlite: service categories, vendors (nine in ten
 * published), one or two categories each, and services (four in five published).
 * Deterministic: hashes of the row number pick every value, so a size always seeds the
 * same rows. Ratings are the stored sum and count the reviews area keeps (decision 0036).
 */
import type { SqlClient } from '../list-api/seed';

/** Bump when the generated data changes: cached PGlite databases of another version are reseeded. */
export const SEED_VERSION = 1;

const words = (text: string) => text.trim().split(/\s+/);

export const CATEGORIES = words(`
  Catering Decor Photography Videography MC DJ Tents Chairs Cakes Flowers Transport
  Makeup Hair Venue Lighting Sound Security Ushers Printing Bands
`);
export const CITIES = words(`
  Nairobi Mombasa Kisumu Nakuru Eldoret Thika Malindi Nyeri Machakos Kitale Dar_es_Salaam
  Arusha Mwanza Dodoma Moshi Tanga Zanzibar Mbeya Morogoro Kampala Entebbe Jinja Gulu
  Mbarara Kigali Musanze Huye Bujumbura Gitega Goma
`).map((city) => city.replace(/_/g, ' '));
const NAME_STARTS = words(`
  Mama Baba Bibi Dada Kaka Amani Baraka Neema Furaha Zawadi Jua Mwezi Nyota Simba Tembo
  Twiga Chui Kifaru Pwani Milima Bahari Maua Hema Karamu Sherehe Harusi Shangwe Tamasha
  Royal Golden Elite Prime Classic Grand Premier Silver Diamond Crystal Pearl
`);
const NAME_ENDS = words(`
  Catering Events Decor Studios Photography Sounds Tents Cakes Florists Rentals Caterers
  Entertainment Creations Moments Occasions Celebrations Weddings Planners Services Hire
`);
const SERVICE_WORDS = words(`
  Buffet Tent Chairs Arch Stage Lighting Sound Cake Bouquet Photo Video Drone MC Band
  Makeup Limousine Canopy Tables Linen Ushers Cocktail Dessert Braai Pilau Nyama
`);
const SERVICE_QUALIFIERS = words(`
  package deluxe standard premium mini grand classic express family vip full half
`);

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]`;
/** A non-negative pseudo-random integer from a row number and a salt, stable across runs. */
const hash = (expression: string, salt: number) =>
  `(hashint4((${expression})::int * 16 + ${salt})::bigint & 2147483647)`;
const pick = (values: readonly string[], expression: string, salt: number) =>
  `(${textArray(values)})[1 + ${hash(expression, salt)} % ${values.length}]`;
/** The uuid of row `n` of a kind: deterministic, so rows refer to each other without joins. */
const uuidOf = (kind: number, expression: string) =>
  `('00000000-0000-4000-${8000 + kind}-' || lpad(to_hex(${expression}), 12, '0'))::uuid`;

export const categoryId = (index: number) =>
  `00000000-0000-4000-8001-${(index + 1).toString(16).padStart(12, '0')}`;

export async function seed(
  client: SqlClient,
  options: {
    vendors: number;
    servicesPerVendor: number;
    ownerId: string;
    log: (line: string) => void;
  },
): Promise<number> {
  const started = performance.now();
  const step = async (label: string, sql: string) => {
    const begun = performance.now();
    await client.query(sql);
    options.log(`  ${label}: ${((performance.now() - begun) / 1000).toFixed(1)} s`);
  };
  const { vendors, servicesPerVendor, ownerId } = options;
  await step(
    'categories',
    `insert into categories (id, kind, name, created_by)
     select ${uuidOf(1, 'g')}, 'service', (${textArray(CATEGORIES)})[g], ${literal(ownerId)}
     from generate_series(1, ${CATEGORIES.length}) g`,
  );
  const reviews = hash('g', 5) + ' % 60';
  await step(
    `${vendors.toLocaleString('en')} vendors`,
    `insert into vendors (id, owner_id, business_name, description, city, phone, currency,
       price_min_minor, price_max_minor, status, published_at, review_count, rating_sum,
       created_by)
     select ${uuidOf(2, 'g')}, ${literal(ownerId)},
       ${pick(NAME_STARTS, 'g', 1)} || ' ' || ${pick(NAME_ENDS, 'g', 2)} || ' ' || g,
       'Serving weddings and send-offs since ' || (1990 + ${hash('g', 3)} % 35),
       ${pick(CITIES, 'g', 4)}, '+2547' || lpad((g % 100000000)::text, 8, '0'), 'KES',
       p.low, p.low * (2 + ${hash('g', 6)} % 8),
       case when ${hash('g', 7)} % 10 = 0 then 'draft' else 'published' end,
       timestamptz '2024-01-01' + (${hash('g', 8)} % 730) * interval '1 day',
       r.count, r.count + (${hash('g', 9)} % (4 * r.count + 1)),
       ${literal(ownerId)}
     from generate_series(1, ${vendors}) g,
       lateral (select (1 + ${hash('g', 10)} % 200) * 10000 as low) p,
       lateral (select ${reviews} as count) r`,
  );
  await step(
    'vendor categories',
    `insert into vendor_categories (vendor_id, category_id)
     select distinct ${uuidOf(2, 'g')}, ${uuidOf(1, `1 + (${hash('g', 11)} + k * 7) % ${CATEGORIES.length}`)}
     from generate_series(1, ${vendors}) g, generate_series(0, 1) k
     where k = 0 or ${hash('g', 12)} % 2 = 0`,
  );
  await step(
    `${(vendors * servicesPerVendor).toLocaleString('en')} services`,
    `insert into vendor_services (vendor_id, title, category_id, description, pricing,
       price_minor, currency, unit, published, created_by)
     select ${uuidOf(2, 'v')},
       ${pick(SERVICE_WORDS, 'g', 13)} || ' ' || ${pick(SERVICE_QUALIFIERS, 'g', 14)},
       ${uuidOf(1, `1 + ${hash('g', 15)} % ${CATEGORIES.length}`)},
       'What the package includes, and for how many guests.',
       case when ${hash('g', 16)} % 3 = 0 then 'per_unit' else 'fixed' end,
       (1 + ${hash('g', 17)} % 1000) * 1000, 'KES',
       case when ${hash('g', 16)} % 3 = 0 then 'guest' end,
       ${hash('g', 18)} % 5 <> 0, ${literal(ownerId)}
     from generate_series(1, ${vendors * servicesPerVendor}) g,
       lateral (select 1 + (g - 1) / ${servicesPerVendor} as v) owner`,
  );
  // As autovacuum would have by the time visitors search: statistics, and the visibility
  // map that lets counts read the indexes only.
  await step(
    'vacuum analyze',
    'vacuum analyze categories, vendors, vendor_categories, vendor_services',
  );
  return (performance.now() - started) / 1000;
}
