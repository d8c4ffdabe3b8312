import type { SysMessageRow } from '@zj/contract';
import { writeLocal } from '@/shared/store/storage.ts';

/** Local storage: what problem tracking opens with (spec 01 §3). */
export const PROBLEM_PARAM_KEY = 'problemParam';

export interface MessageProject {
  projectName: string;
  hasBands: boolean;
  /** The caller's project permissions there (undefined: none known). */
  permissions: string[] | undefined;
}

export interface ModelProblemDeps {
  closeDrawer(): void;
  /** The project by id, its bands and the caller's permissions in it. */
  loadProject(projectId: number): Promise<MessageProject>;
  /** makeProjectCurrent: the current project (sets toProblemtracking) and the permission project. */
  selectProject(projectId: number, project: MessageProject): Promise<void>;
  /** The problem-tracking path when the user can reach it, else null. */
  problemTrackingPath: string | null;
  navigate(path: string): void;
  /** 该模型无问题项 */
  warnNoItems(): void;
  /** The project is selected but problem tracking is not enabled. */
  tellTrackingOff(): void;
}

/**
 * model_problem (spec 01 §4): close the drawer, make the message's project current, store
 * problemParam, and go to problem tracking when the project has bands (toProblemtracking '1');
 * else stay with 该模型无问题项.
 */
export async function openModelProblem(message: SysMessageRow, deps: ModelProblemDeps): Promise<void> {
  deps.closeDrawer();
  if (message.projectId === null) {
    deps.warnNoItems();
    return;
  }
  let project: MessageProject;
  try {
    project = await deps.loadProject(message.projectId);
  } catch {
    return; // the request client has told the user
  }
  await deps.selectProject(message.projectId, project);
  writeLocal(
    PROBLEM_PARAM_KEY,
    JSON.stringify({ sceneName: '', bimIds: '', projectId: message.projectId, projectName: project.projectName }),
  );
  if (!project.hasBands) deps.warnNoItems();
  else if (deps.problemTrackingPath) deps.navigate(deps.problemTrackingPath);
  else deps.tellTrackingOff();
}
