import { defineConfig } from 'drizzle-kit';

/** Every table lives in a `*.tables.ts` file: the kernel's under src/core, each module's in its folder. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.tables.ts',
  out: './src/db/migrations',
});
