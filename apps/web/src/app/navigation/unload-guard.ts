let allowed = false;

/** The spec's always-on beforeunload prompt. */
export function installUnloadPrompt() {
  window.addEventListener('beforeunload', (event) => {
    if (allowed) return;
    event.preventDefault();
    // Older browsers need returnValue set.
    event.returnValue = '';
  });
}

/** Lets the app itself reload the page (logout, leaving /map) without the prompt. */
export function reloadAt(hashPath: string) {
  allowed = true;
  window.location.hash = `#${hashPath}`;
  window.location.reload();
}
