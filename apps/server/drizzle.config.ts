import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema/ (a file per area) and committed; both PGlite and
// PostgreSQL apply the same files on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
