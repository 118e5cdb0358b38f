// `npx drizzle-kit generate --config services/auth/drizzle.config.ts` writes the SQL
// migrations the runtime applies at start-up.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/auth/src/persistence/schema.ts',
  out: './services/auth/migrations',
  schemaFilter: ['auth'],
});
