import { createContext, useContext } from 'react';

/** The log's project, for the pickers deep in the section tables. */
export const LogProjectContext = createContext<number | null>(null);

export function useLogProject(): number {
  const projectId = useContext(LogProjectContext);
  if (projectId === null) throw new Error('useLogProject outside a log form');
  return projectId;
}
