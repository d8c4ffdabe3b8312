import { create } from 'zustand';
import { addView, type TagView } from './tags-logic.ts';

interface TagsState {
  visitedViews: TagView[];
  /** Paths whose cached page must be dropped (refresh). */
  refreshing: string | null;
  add(view: TagView): void;
  set(views: TagView[]): void;
  setRefreshing(path: string | null): void;
}

export const useTags = create<TagsState>()((set, get) => ({
  visitedViews: [],
  refreshing: null,
  add(view) {
    const next = addView(get().visitedViews, view);
    if (next !== get().visitedViews) set({ visitedViews: next });
  },
  set(views) {
    set({ visitedViews: views });
  },
  setRefreshing(path) {
    set({ refreshing: path });
  },
}));
