// Preloaded into the benchmarked server only (`node --expose-gc --import ./gc-on-signal.mjs`): on
// SIGUSR2 it collects garbage and prints its memory, so "before" and "after" compare live memory.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  console.log(`MEMORY rss=${m.rss} heap=${m.heapUsed} external=${m.external}`);
});
