// `npx drizzle-kit generate --config services/outing/drizzle.config.ts` (from the
// repository root) writes the next migration from src/persistence/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/outing/src/persistence/schema.ts',
  out: './services/outing/migrations',
  schemaFilter: ['outing'],
});
