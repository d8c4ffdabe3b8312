import { editorZh } from './editor-zh.ts';

/**
 * Where the editor's own texts are: the palette, the properties panel and the empty canvas's
 * card. The fields on the canvas show the modeller's texts and are left alone.
 */
const SCOPES = ['.fjs-palette-container', '.fjs-properties-container', '.fjs-empty-editor'];
const ATTRIBUTES = ['title', 'placeholder', 'aria-label'];
/**
 * The modeller's own texts: the panel's header repeats the selected field's label, and the
 * panel's code editors (CodeMirror) hold what was typed (changing their DOM would edit it).
 */
const OWN_TEXT = '.bio-properties-panel-header-label, [contenteditable], .cm-editor, textarea';

function translateNode(node: Node, lookup: (text: string) => string | undefined) {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let current: Node | null = node; current; current = walker.nextNode()) {
    if (current.nodeType === Node.TEXT_NODE) {
      if (current.parentElement?.closest(OWN_TEXT)) continue;
      const text = current.nodeValue ?? '';
      const zh = lookup(text);
      if (zh !== undefined) current.nodeValue = text.replace(text.trim(), zh);
    } else if (current instanceof Element) {
      for (const name of ATTRIBUTES) {
        const value = current.getAttribute(name);
        const zh = value ? lookup(value) : undefined;
        if (zh !== undefined) current.setAttribute(name, zh);
      }
    }
  }
}

/** Whether a node lies in one of the translated parts of the editor. */
function inScope(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  return !!element && SCOPES.some((scope) => element.closest(scope));
}

/**
 * Shows the editor's palette and properties panel in Chinese: translates what is there and
 * whatever the editor renders later (a MutationObserver). Answers the function that stops it.
 */
export function translateEditor(root: HTMLElement, lookup: (text: string) => string | undefined = editorZh) {
  for (const scope of root.querySelectorAll(SCOPES.join(','))) translateNode(scope, lookup);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData' || record.type === 'attributes') {
        if (inScope(record.target)) translateNode(record.target, lookup);
        continue;
      }
      for (const added of record.addedNodes) {
        if (inScope(added)) translateNode(added, lookup);
        else if (added instanceof Element)
          for (const scope of added.querySelectorAll(SCOPES.join(','))) translateNode(scope, lookup);
      }
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ATTRIBUTES,
  });
  return () => observer.disconnect();
}
