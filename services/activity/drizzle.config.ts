// `npx drizzle-kit generate --config services/activity/drizzle.config.ts` (from the repository
// root) writes the next migration from src/persistence/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/activity/src/persistence/schema.ts',
  out: './services/activity/migrations',
  schemaFilter: ['activity'],
});
