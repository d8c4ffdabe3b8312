import { useSyncExternalStore } from 'react';

/** Below this width (px) lists show cards instead of a table. */
export const CARD_LIST_BELOW = 768;
const QUERY = `(max-width: ${CARD_LIST_BELOW - 0.02}px)`;

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    list?.removeEventListener?.('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Whether the window is narrower than CARD_LIST_BELOW (a phone), following resizes. */
export const useNarrowScreen = () => useSyncExternalStore(subscribe, () => media()?.matches ?? false);
