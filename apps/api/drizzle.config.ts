import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @newsdesk/api db:generate` writes a new migration after a schema change; the same
// SQL files run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
