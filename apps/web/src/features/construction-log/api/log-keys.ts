/** Query keys of 施工日志; everything of one project sits under ['clog', projectId]. */
export const logKeys = {
  project: (projectId: number) => ['clog', projectId] as const,
  calendar: (projectId: number, month: string) => ['clog', projectId, 'calendar', month] as const,
  list: (projectId: number, query: object) => ['clog', projectId, 'list', query] as const,
  one: (projectId: number, logId: number | null) => ['clog', projectId, 'one', logId] as const,
};
