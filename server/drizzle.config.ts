import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  // Columns are named by their keys in snake_case, as the database client names them (src/db/client.ts).
  casing: 'snake_case',
});
