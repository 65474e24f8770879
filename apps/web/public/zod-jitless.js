// Loaded by index.html before the app's modules. The site's Content-Security-Policy has no
// 'unsafe-eval'; zod probes `new Function` for a faster object parser the first time an object
// schema is built, and the browser reports even that caught probe as a CSP violation. zod reads
// this global when it loads: jitless skips the probe (same parsing, no generated code).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
