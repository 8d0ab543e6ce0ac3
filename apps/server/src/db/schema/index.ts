/**
 * The Drizzle schema: one definition for PGlite and PostgreSQL alike, a file per area. The
 * files are layered (decision 0065): platform below everything, events and pledges on it,
 * vendors on events, and payments and budgets, which name tables of two areas, on top.
 */
export * from './platform';
export * from './events';
export * from './pledges';
export * from './vendors';
export * from './payments';
export * from './budgets';
