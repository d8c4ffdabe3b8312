/**
 * Inputs that hold a change back before reporting it (the rich-text editor debounces onChange)
 * register how to deliver it at once; a form flushes them before it reads its values, so what
 * was typed just before 确定 is submitted too.
 */
const holders = new Set<() => void>();

/** Registers a mounted input's flush; answers the function that unregisters it. */
export function holdPendingInput(flush: () => void): () => void {
  holders.add(flush);
  return () => {
    holders.delete(flush);
  };
}

/** Delivers every held-back change now (synchronously: the form sees it right after). */
export function flushPendingInput(): void {
  for (const flush of [...holders]) flush();
}
