// `npx drizzle-kit generate --config services/chat/drizzle.config.ts` (from the
// repository root) writes the next migration from src/persistence/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/chat/src/persistence/schema.ts',
  out: './services/chat/migrations',
  schemaFilter: ['chat'],
});
