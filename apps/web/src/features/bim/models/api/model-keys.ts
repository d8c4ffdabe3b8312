/** Query keys of the model screens; everything of one project sits under ['bim', projectId]. */
export const bimKeys = {
  project: (projectId: number) => ['bim', projectId] as const,
  bands: (projectId: number) => ['bim', projectId, 'bands'] as const,
  versions: (projectId: number, query: object) => ['bim', projectId, 'versions', query] as const,
  compare: (projectId: number, query: object) => ['bim', projectId, 'compare', query] as const,
  compareSummary: (projectId: number, query: object) => ['bim', projectId, 'compare-summary', query] as const,
  log: (projectId: number, query: object) => ['bim', projectId, 'log', query] as const,
};

/** How often a list is read again while a model is queued or converting (its progress moves). */
export const CONVERTING_POLL_MS = 2000;
