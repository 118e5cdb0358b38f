// `npx drizzle-kit generate --config services/profile/drizzle.config.ts` (from the repository
// root) writes the next migration from src/persistence/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/profile/src/persistence/schema.ts',
  out: './services/profile/migrations',
  schemaFilter: ['profile'],
});
