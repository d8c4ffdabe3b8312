import type { Principal } from '../../core/access/access.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ProblemsOfProject } from './construction-logs.service.ts';

/** What this needs of the problems module's service: a problem the caller may read (else an AppError). */
interface ProblemReader {
  require(p: Principal, problemId: number, family: null): Promise<{ projectId: number; name: string }>;
}

/**
 * 发现问题 of a log, asked of the problems module: each must be a problem the caller may read, of
 * the log's project; its name is kept with the log. Anything else is refused by its id.
 */
export const problemsFoundBy =
  (problems: ProblemReader): ProblemsOfProject =>
  async (p, projectId, problemIds) => {
    const found = [];
    for (const problemId of problemIds) {
      const refused = () => badRequest('constructionLog.problem', { id: problemId });
      const problem = await problems.require(p, problemId, null).catch((error: unknown) => {
        throw error instanceof AppError ? refused() : error;
      });
      if (problem.projectId !== projectId) throw refused();
      found.push({ problemId, name: problem.name });
    }
    return found;
  };
