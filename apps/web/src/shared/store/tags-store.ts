import { create } from 'zustand';
import { addView, closeView, type TagView } from './tags-logic.ts';

interface TagsState {
  visitedViews: TagView[];
  /** Paths whose cached page must be dropped (refresh). */
  refreshing: string | null;
  add(view: TagView): void;
  set(views: TagView[]): void;
  /** Closes the tab of `path` (a page leaving itself: a designer after saving or 返回). */
  close(path: string): void;
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
  close(path) {
    set({ visitedViews: closeView(get().visitedViews, path) });
  },
  setRefreshing(path) {
    set({ refreshing: path });
  },
}));
