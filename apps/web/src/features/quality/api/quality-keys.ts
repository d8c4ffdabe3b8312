import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';

/** Query keys of the quality and safety screens; everything of one project sits under ['quality', projectId]. */
export const qualityKeys = {
  project: (projectId: number) => ['quality', projectId] as const,
  branches: (projectId: number) => ['quality', projectId, 'branches'] as const,
  itemizes: (projectId: number, branchId: number) => ['quality', projectId, 'itemizes', branchId] as const,
  inspections: (projectId: number, query: object) => ['quality', projectId, 'inspections', query] as const,
  temps: () => ['quality', 'temps'] as const,
  files: (projectId: number, kind: string, query: object) => ['quality', projectId, 'files', kind, query] as const,
  folders: (projectId: number) => ['quality', projectId, 'folders'] as const,
  reports: (projectId: number, query: object) => ['quality', projectId, 'reports', query] as const,
  stats: (projectId: number, what: string, args: object) => ['quality', projectId, 'stats', what, args] as const,
  report: (projectId: number, month: string) => ['quality', projectId, 'report', month] as const,
};

/** A write of the quality and safety screens: afterwards everything of the project is read again. */
export const useQualityChange = <A>(projectId: number, run: (arg: A) => Promise<unknown>) =>
  useInvalidatingMutation(run, qualityKeys.project(projectId));
