// `npx drizzle-kit generate --config services/social-graph/drizzle.config.ts` (from the
// repository root) writes the next migration from src/persistence/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/social-graph/src/persistence/schema.ts',
  out: './services/social-graph/migrations',
  schemaFilter: ['social-graph'],
});
