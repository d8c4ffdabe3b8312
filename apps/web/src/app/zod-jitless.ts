// zod compiles object parsers with `new Function` where it may; under the app's content security
// policy (no eval) the attempt alone is reported as a violation. zod reads its global settings
// from `globalThis.__zod_globalConfig` when a schema is built (schemas load with lazy pages), so
// setting it here, first, makes every parse eval-free without bringing zod onto the login page.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
