import { PERMS, QUALITY_IMPROVEMENT } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { dictsModule } from '../dicts/index.ts';
import { filesModule } from '../files/index.ts';
import { formsModule } from '../forms/index.ts';
import { messagesModule } from '../messages/index.ts';
import { workflowModule } from '../workflow/index.ts';
import { ProblemApprovalView } from './problem-approval-view.ts';
import { ProblemDialogService } from './problem-dialog.service.ts';
import { type ProblemFigures, ProblemFiguresRepository } from './problem-figures.ts';
import { ProblemTransfer } from './problem-import.ts';
import { ProblemRecordsRepository } from './problem-records.repository.ts';
import { ProblemStatusService } from './problem-status.service.ts';
import { MENUS } from './problems.menus.ts';
import { ProblemsRepository } from './problems.repository.ts';
import { problemsRoutes } from './problems.routes.ts';
import { ProblemsService } from './problems.service.ts';
import * as tables from './problems.tables.ts';
import { qualityProblemsRoutes } from './quality-problems.routes.ts';

export type { FigureRow, MonthValues, ProblemFigures } from './problem-figures.ts';
export type { Member, ProblemComment, ProblemTransfer, TransferredProblem } from './problem-import.ts';

/**
 * Problems (spec 01 §7 "Problem", spec 02 §7 "Quality" problem calls, "Problem dialog actions"):
 * model, quality and safety problems in one table, their rectifications, chat (live on the
 * WebSocket topic `problem:{id}`), status with the approval quality_improvement, special
 * inspection notices, read state and public share links.
 */
export { problemOfShareToken } from './problems.repository.ts';

export const problemsModule = defineModule({
  name: 'problems',
  tables,
  menus: MENUS,
  services: (kernel) => {
    const { runtime, workflow, views } = kernel.use(workflowModule);
    const { messages } = kernel.use(messagesModule);
    const { files } = kernel.use(filesModule);
    const repo = new ProblemsRepository(kernel.db);
    const records = new ProblemRecordsRepository(kernel.db);
    const problems = new ProblemsService(
      repo,
      records,
      kernel.projects,
      files,
      kernel.uploads,
      kernel.use(dictsModule).dicts,
      messages,
    );
    const dialog = new ProblemDialogService(
      records,
      problems,
      kernel.projects,
      files,
      kernel.uploads,
      messages,
      kernel.bus,
    );
    const status = new ProblemStatusService(
      repo,
      records,
      problems,
      kernel.projects,
      kernel.use(formsModule).forms,
      runtime,
      workflow,
      messages,
      kernel.bus,
    );
    runtime.onStatusChange(QUALITY_IMPROVEMENT.bizTable, (instance, tx) => status.follow(instance, tx));
    // Who may read the problem may read its approval's tasks and forms (besides the people the
    // process names); a global permission alone reads no other project's problem.
    views.allowReaders(QUALITY_IMPROVEMENT.bizTable, (p, instance) =>
      problems.mayRead(p, Number(instance.bizId), PERMS.business.problem.query),
    );
    // The approval is offered to the problem's project's approvers too: members whose project role
    // grants 整改审批 (and its admins), beside the holders of the system role the model names —
    // never to the applicant, who does not approve their own rectification.
    runtime.offerTo(QUALITY_IMPROVEMENT.bizTable, async (instance, tx) => {
      const problemId = Number(instance.bizId);
      const problem = Number.isSafeInteger(problemId) ? await repo.byId(problemId, tx) : undefined;
      if (!problem) return [];
      const approvers = await kernel.projects.membersGranted(problem.projectId, PERMS.business.problem.approve, tx);
      return approvers.filter((userId) => userId !== instance.starterId);
    });
    // The applicant hears of the approval's outcome from the problem's status hook, in the problem's
    // words (安全问题 for a safety problem): a rejection opens its reason, an approval the problem.
    runtime.tellsOutcomes(QUALITY_IMPROVEMENT.bizTable);
    // The chat's topic: members of the problem's live project (admins: any problem).
    kernel.topics.allow('problem', async (who, problemId) => {
      const projectId = await ProblemsRepository.projectOf(problemId, kernel.db);
      if (projectId === undefined) return false;
      return who.admin || repo.isMemberOfProject(projectId, who.userId);
    });
    // Other modules' figures over the problems (质量看板, 安全看板, 质量报告): the module's own SQL.
    const figures: ProblemFigures = new ProblemFiguresRepository(kernel.db);
    // Model problems in and out of BCF files (the models module's import and export).
    const transfer = new ProblemTransfer(repo, kernel.use(dictsModule).dicts);
    return {
      problems,
      dialog,
      status,
      approvals: new ProblemApprovalView(runtime, views, records, dialog),
      figures,
      transfer,
    };
  },
  routes: async (app, services) => {
    await problemsRoutes(app, services);
    await qualityProblemsRoutes(app, services);
  },
  projectLookups: {
    problem: ProblemsRepository.projectOf,
    problemRectification: ProblemRecordsRepository.projectOfRectification,
    problemNotice: ProblemRecordsRepository.projectOfNotice,
  },
});
