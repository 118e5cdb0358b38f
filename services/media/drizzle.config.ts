// `npx drizzle-kit generate --config services/media/drizzle.config.ts` (from the repository
// root) writes the next migration from src/persistence/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/media/src/persistence/schema.ts',
  out: './services/media/migrations',
  schemaFilter: ['media'],
});
