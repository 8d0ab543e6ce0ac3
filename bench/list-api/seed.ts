/**
 * Seeds events and guests in SQL (`insert ... select ... from generate_series`), the same
 * statements on PostgreSQL and PGlite. The data is deterministic: hashes of the row number
 * pick names, events and dates, so every run of a size seeds the same rows.
 */

/** What both drivers offer: pg.Client and PGlite alike. */
export type SqlClient = { query: (text: string) => Promise<{ rows: unknown[] }> };

/** Bump when the generated data changes: cached PGlite databases of another version are reseeded. */
export const SEED_VERSION = 2;

export const EVENT_COUNT = 1000;

/** Guests are added over two years; each event's guests in the ~90 days before it. */
const FIRST_DAY = '2024-01-01';
const SPAN_DAYS = 730;
/** How many consecutive events take new guests at any moment: about three months' worth. */
const OPEN_EVENTS = 120;
/** Guest g is added in time slot g * SLOTS / total and joins one of the next OPEN_EVENTS events. */
const SLOTS = EVENT_COUNT - OPEN_EVENTS + 1;

const words = (text: string) => text.trim().split(/\s+/);

// Common first and last names of Kenya, Tanzania and Uganda: a search for 'amina' or
// 'otieno' matches about 1 guest in 60, as such a search would at a large wedding.
const FIRST_NAMES = words(`
  Amina Wanjiru Achieng Akinyi Atieno Njeri Wambui Wairimu Nyambura Chebet Jepchirchir
  Cherono Nakato Babirye Namukasa Nalubega Neema Zawadi Rehema Imani Halima Fatuma Aisha
  Mwanaisha Grace Faith Mercy Esther Joyce Mary Baraka Juma Hassan Mohamed Omar Salim
  Otieno Ochieng Kamau Mwangi Njoroge Kiprono Kibet Kipchoge Mutua Musyoka Mugisha Kato
  Wasswa Tumaini Emmanuel Brian Kevin Dennis Joseph John Peter David Daniel Samuel
`);
const LAST_NAMES = words(`
  Otieno Ochieng Odhiambo Onyango Omondi Owino Okoth Kamau Mwangi Njoroge Kariuki Kimani
  Wanjiku Githinji Mutua Musyoka Mutiso Kiprotich Cheruiyot Koech Rotich Langat Wafula
  Wekesa Barasa Simiyu Juma Hassan Mohamed Ali Abdallah Said Mushi Massawe Kimaro Mrema
  Lyimo Mollel Swai Mwakyusa Mbwambo Okello Opio Ssempala Byaruhanga Tumwine Namutebi
  Mugisha Kato Nsubuga Achieng Nyongesa Maina Ndungu Kirui Chepkoech Nyirenda Makena
  Kiptoo Wairimu
`);
const CATEGORIES = ['Wedding', 'Send-off', 'Ruracio', 'Graduation', 'Birthday'];
/** Time zone, country and city of a venue. */
const PLACES = [
  ['Africa/Nairobi', 'KE', 'Nairobi'],
  ['Africa/Dar_es_Salaam', 'TZ', 'Dar es Salaam'],
  ['Africa/Kampala', 'UG', 'Kampala'],
] as const;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]`;
/** A non-negative pseudo-random integer from a row number and a salt, stable across runs. */
const hash = (expression: string, salt: number) =>
  `(hashint4((${expression}) * 16 + ${salt})::bigint & 2147483647)`;
const pick = (values: readonly string[], expression: string, salt: number) =>
  `(${textArray(values)})[1 + ${hash(expression, salt)} % ${values.length}]`;

async function insertEvents(client: SqlClient, adminId: string): Promise<void> {
  await client.query(`
    insert into categories (kind, name, created_by)
    select 'event', name, ${literal(adminId)} from unnest(${textArray(CATEGORIES)}) name
    on conflict do nothing`);
  const zone = `(${textArray(PLACES.map((p) => p[0]))})[1 + k % 3]`;
  const country = `(${textArray(PLACES.map((p) => p[1]))})[1 + k % 3]`;
  const city = `(${textArray(PLACES.map((p) => p[2]))})[1 + k % 3]`;
  // Event k (0-based) starts a day after time slot k: after the guests of slots k-119..k.
  const startsAt = `timestamptz '${FIRST_DAY} 14:00:00+03' + make_interval(days => 1 + k * ${SPAN_DAYS} / ${SLOTS})`;
  await client.query(`
    insert into events (name, category_id, status, starts_at, ends_at, time_zone, venue, hosts,
      expected_guests, default_country, created_at, created_by, updated_at)
    select c.name || ': ' || e.host1 || ' & ' || e.host2, c.id, e.status, e.starts_at,
      e.starts_at + interval '8 hours', e.zone, e.city, e.host1 || ' and ' || e.host2, 1000,
      e.country, e.starts_at - interval '120 days', ${literal(adminId)}, e.starts_at - interval '120 days'
    from (
      select k, ${startsAt} as starts_at, ${zone} as zone, ${country} as country, ${city} as city,
        ${pick(FIRST_NAMES, 'k', 1)} as host1, ${pick(FIRST_NAMES, 'k', 2)} as host2,
        ${pick(CATEGORIES, 'k', 3)} as category,
        case when ${startsAt} < timestamptz '${FIRST_DAY}' + make_interval(days => ${SPAN_DAYS}) - interval '30 days'
          then 'completed' else 'active' end as status
      from generate_series(0, ${EVENT_COUNT - 1}) k
    ) e
    join categories c on c.kind = 'event' and c.name = e.category
    order by e.starts_at`);
}

/** Guests first..last (1-based row numbers), in the order they were added. */
async function insertGuestRange(
  client: SqlClient,
  adminId: string,
  total: number,
  first: number,
  last: number,
): Promise<void> {
  // Guest g is added g/total of the way through the two years, to one of the events that
  // start in the following three months, so the table's physical order follows created_at
  // as in a real installation. Events at both ends get fewer guests.
  const eventIndex = `((g - 1)::bigint * ${SLOTS} / ${total} + ${hash('g', 1)} % ${OPEN_EVENTS})`;
  const createdAt = `timestamptz '${FIRST_DAY} 00:00:00+00' + make_interval(secs => g::double precision * ${SPAN_DAYS * 86_400} / ${total} + ${hash('g', 2)} % 3600)`;
  // 7919 is prime to 10^8, so g -> g * 7919 mod 10^8 gives every guest a different number.
  const phone = `case when ${hash('g', 3)} % 10 = 0 then null else
    '+25' || (array['4','5','6'])[1 + ${hash('g', 4)} % 3] || '7' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0') end`;
  await client.query(`
    insert into guests (event_id, name, phone, email, card_type, admissions, table_name, notes,
      rsvp_status, rsvp_count, invitation_status, checked_in_count, created_at, created_by, updated_at)
    select e.ids[1 + r.event_index], r.first_name || ' ' || r.last_name, r.phone,
      case when r.h % 10 < 4 then lower(r.first_name || '.' || r.last_name) || g || '@example.com' end,
      r.card_type, r.admissions,
      case when r.h % 3 = 0 then 'Table ' || (1 + r.h % 40) end,
      case when r.h % 50 = 0 then 'Vegetarian' end,
      r.rsvp, case when r.rsvp = 'accepted' then 1 + r.h % r.admissions end,
      case when r.h % 5 = 0 then 'not_sent' when r.h % 97 = 0 then 'failed' else 'sent' end,
      0, r.created_at, ${literal(adminId)}, r.created_at
    from (
      select g, ${eventIndex} as event_index, ${createdAt} as created_at, ${phone} as phone,
        ${pick(FIRST_NAMES, 'g', 5)} as first_name, ${pick(LAST_NAMES, 'g', 6)} as last_name,
        ${hash('g', 7)} as h,
        (array['single','single','single','single','single','single','single','double','double','family'])[1 + ${hash('g', 8)} % 10] as card_type,
        (array[1,1,1,1,1,1,1,2,2,4])[1 + ${hash('g', 8)} % 10] as admissions,
        (array['pending','accepted','accepted','declined'])[1 + ${hash('g', 9)} % 4] as rsvp
      from generate_series(${first}, ${last}) g
    ) r, (select array_agg(id order by starts_at, id) as ids from events) e
    order by g`);
}

/**
 * The guests table's secondary indexes, read from the catalogue so they follow the schema:
 * building them once after the insert is several times faster than maintaining them row by row.
 * The table is `guest_records`; `guests` is a view of it (decision 0034).
 */
async function secondaryGuestIndexes(
  client: SqlClient,
): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query(`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public' and tablename = 'guest_records'
      and indexname not in (select conname from pg_constraint where conrelid = 'guest_records'::regclass)`);
  return rows as { name: string; definition: string }[];
}

export type SeedOptions = {
  guests: number;
  adminId: string;
  /** For index builds; PGlite runs in a WebAssembly heap and gets less. */
  maintenanceWorkMem: string;
  log: (line: string) => void;
};

/** Seeds an empty, migrated database; returns seconds taken. */
export async function seed(client: SqlClient, options: SeedOptions): Promise<number> {
  const { guests, adminId, log } = options;
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await client.query(`set maintenance_work_mem = '${options.maintenanceWorkMem}'`);
  await insertEvents(client, adminId);
  log(`  ${EVENT_COUNT} events (${elapsed()})`);

  const indexes = await secondaryGuestIndexes(client);
  for (const { name } of indexes) await client.query(`drop index "${name}"`);
  const chunk = 250_000;
  for (let first = 1; first <= guests; first += chunk) {
    const last = Math.min(guests, first + chunk - 1);
    await insertGuestRange(client, adminId, guests, first, last);
    log(`  ${last.toLocaleString('en')} guests (${elapsed()})`);
  }
  for (const { name, definition } of indexes) {
    await client.query(definition);
    log(`  index ${name} (${elapsed()})`);
  }
  // What autovacuum would have done on a live installation: statistics and visibility map.
  await client.query('vacuum analyze');
  log(`  vacuum analyze (${elapsed()})`);
  return (performance.now() - started) / 1000;
}
