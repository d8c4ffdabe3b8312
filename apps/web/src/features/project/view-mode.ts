import { useState } from 'react';
import { readLocal, writeLocal } from '@/shared/store/storage.ts';

export type ProjectViewMode = 'card' | 'table';
/** Local storage: the project list's last view (cards by default). */
export const PROJECT_VIEW_KEY = 'projectListView';

export const readViewMode = (): ProjectViewMode => (readLocal(PROJECT_VIEW_KEY) === 'table' ? 'table' : 'card');

/** The card / table choice of the project list, remembered across visits. */
export function useViewMode() {
  const [mode, setMode] = useState<ProjectViewMode>(readViewMode);
  return {
    mode,
    change(next: ProjectViewMode) {
      writeLocal(PROJECT_VIEW_KEY, next);
      setMode(next);
    },
  };
}
