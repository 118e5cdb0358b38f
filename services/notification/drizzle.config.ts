// `npx drizzle-kit generate --config services/notification/drizzle.config.ts` (from the repository
// root) writes the next migration from src/persistence/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/notification/src/persistence/schema.ts',
  out: './services/notification/migrations',
  schemaFilter: ['notification'],
});
