import { create } from 'zustand';
import { readLocal, writeLocal } from './storage.ts';

export const PROJECT_ID_KEY = 'projectId';
export const PROJECT_NAME_KEY = 'projectName';
/** Session storage: '1' when the current project has bands (problem tracking can open). */
export const TO_PROBLEMTRACKING_KEY = 'toProblemtracking';

export interface CurrentProject {
  projectId: string | null;
  projectName: string | null;
  /** Sets the current project (local storage projectId / projectName) and the problem-tracking flag. */
  select(project: { projectId: number | string; projectName: string }, hasBands: boolean): void;
  clear(): void;
}

function writeSession(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // ignore
  }
}

/** The project the user works in (spec 01 §3 "Uploads and local data"; §4 project selection). */
export const useCurrentProject = create<CurrentProject>()((set) => ({
  projectId: readLocal(PROJECT_ID_KEY),
  projectName: readLocal(PROJECT_NAME_KEY),
  select(project, hasBands) {
    const projectId = String(project.projectId);
    writeLocal(PROJECT_ID_KEY, projectId);
    writeLocal(PROJECT_NAME_KEY, project.projectName);
    writeSession(TO_PROBLEMTRACKING_KEY, hasBands ? '1' : '0');
    set({ projectId, projectName: project.projectName });
  },
  clear() {
    writeLocal(PROJECT_ID_KEY, null);
    writeLocal(PROJECT_NAME_KEY, null);
    writeSession(TO_PROBLEMTRACKING_KEY, null);
    set({ projectId: null, projectName: null });
  },
}));
