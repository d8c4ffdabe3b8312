import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export interface ProblemOption {
  problemId: number;
  name: string;
  kind: string;
}

/**
 * The project's quality (kind 1) and safety (kind 2) problems whose name holds `name`, 20 of each,
 * newest first: the picker of 发现问题. A list the user may not read answers nothing (told nobody).
 */
export async function searchProblems(projectId: number, name: string): Promise<ProblemOption[]> {
  const read = (kind: '1' | '2') =>
    call(
      API.qualityProblems.list,
      { query: { projectId, kind, pageNum: 1, pageSize: 20, ...(name ? { name } : {}) } },
      { report: false },
    )
      .then((page) => page.rows.map((row) => ({ problemId: row.problemId, name: row.name, kind: row.kind })))
      .catch(() => [] as ProblemOption[]);
  const [quality, safety] = await Promise.all([read('1'), read('2')]);
  return [...quality, ...safety];
}

export const useProblemOptions = (projectId: number, name: string, enabled: boolean) =>
  useQuery({
    queryKey: ['clog', projectId, 'problems', name],
    queryFn: () => searchProblems(projectId, name),
    enabled,
    staleTime: 30_000,
  });
