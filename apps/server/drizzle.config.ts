import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts and committed; both PGlite and
// PostgreSQL apply the same files on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
