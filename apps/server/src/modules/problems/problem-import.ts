import { DICT_TYPES, PROBLEM_KIND, PROBLEM_LEVELS, PROBLEM_TYPE_DEFAULT } from '@zj/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { bizProjectUser } from '../../core/project/projects.tables.ts';
import type { DictsService } from '../dicts/index.ts';
import type { NewProblem, Problem, ProblemsRepository } from './problems.repository.ts';
import { bizProblem, bizProblemComment } from './problems.tables.ts';

/** A model problem as an exchange file (BCF) carries it: who and when kept as written. */
export type TransferredProblem = Pick<
  NewProblem,
  | 'name'
  | 'content'
  | 'level'
  | 'type'
  | 'status'
  | 'closed'
  | 'dueDate'
  | 'extend1'
  | 'componentId'
  | 'bandId'
  | 'bandName'
  | 'createBy'
  | 'createTime'
  | 'updateBy'
  | 'updateTime'
>;

export interface TransferredComment {
  commentDetail: string;
  creator: string;
  /** A member named as the author, else the importing user. */
  userId: number;
  createTime: Date;
}

export type ProblemComment = typeof bizProblemComment.$inferSelect;
export interface Member {
  userId: number;
  /** Login name and display name: an exchange file may name a person by either. */
  loginName: string;
  nickName: string;
}

/**
 * Model problems in and out of exchange files (the BCF import and export of the models module):
 * reads a project's model problems with their collaborators and whole chat, and writes problems
 * and comments keeping the author and time the file gives, inside the caller's transaction. The
 * dictionaries still bound level and type; the caller maps what they do not know.
 */
export class ProblemTransfer {
  constructor(
    private readonly repo: ProblemsRepository,
    private readonly dicts: DictsService,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.repo.db.transaction(work);
  }

  /** The allowed levels and types (dictionaries, or the spec's defaults). */
  async vocabulary(): Promise<{ levels: string[]; types: string[] }> {
    const values = async (dictType: string, fallback: readonly string[]) => {
      const found = (await this.dicts.dataOfType(dictType)).map((d) => d.dictValue);
      return found.length > 0 ? found : [...fallback];
    };
    return {
      levels: await values(DICT_TYPES.problemLevel, PROBLEM_LEVELS),
      types: await values(DICT_TYPES.problemType, [PROBLEM_TYPE_DEFAULT]),
    };
  }

  /** The project's model problems (all, or those of `ids`), oldest first, with collaborators. */
  async modelProblems(projectId: number, ids: number[] | null) {
    const where = and(
      eq(bizProblem.projectId, projectId),
      eq(bizProblem.kind, PROBLEM_KIND.model),
      ids ? inArray(bizProblem.problemId, ids.length > 0 ? ids : [0]) : undefined,
    );
    const problems = await this.repo.db.select().from(bizProblem).where(where).orderBy(asc(bizProblem.problemId));
    const people = await this.repo.collaborators(problems.map((x) => x.problemId));
    return problems.map((problem) => ({ problem, collaborators: people.get(problem.problemId) ?? [] }));
  }

  async modelProblem(projectId: number, problemId: number, tx: Tx): Promise<Problem | undefined> {
    const problem = await this.repo.byId(problemId, tx, true);
    return problem && problem.projectId === projectId && problem.kind === PROBLEM_KIND.model ? problem : undefined;
  }

  /** Every comment of the problems, oldest first. */
  async comments(problemIds: number[]): Promise<Map<number, ProblemComment[]>> {
    const map = new Map<number, ProblemComment[]>();
    if (problemIds.length === 0) return map;
    const rows = await this.repo.db
      .select()
      .from(bizProblemComment)
      .where(inArray(bizProblemComment.problemId, problemIds))
      .orderBy(asc(bizProblemComment.id));
    for (const row of rows) map.set(row.problemId, [...(map.get(row.problemId) ?? []), row]);
    return map;
  }

  /** The live members of a project named (login or display name) among `names`. */
  async membersNamed(projectId: number, names: string[], tx: Tx): Promise<Member[]> {
    if (names.length === 0) return [];
    return tx
      .select({ userId: sysUser.userId, loginName: sysUser.userName, nickName: sysUser.nickName })
      .from(bizProjectUser)
      .innerJoin(sysUser, eq(sysUser.userId, bizProjectUser.userId))
      .where(
        and(
          eq(bizProjectUser.projectId, projectId),
          eq(sysUser.delFlag, '0'),
          or(inArray(sysUser.userName, names), inArray(sysUser.nickName, names)),
        ),
      );
  }

  async create(
    tx: Tx,
    projectId: number,
    creatorId: number,
    values: TransferredProblem,
    collaborators: Member[],
  ): Promise<number> {
    const problem = await this.repo.insert({ ...values, projectId, kind: PROBLEM_KIND.model, creatorId }, tx);
    await this.setCollaborators(tx, problem.problemId, collaborators);
    return problem.problemId;
  }

  async update(tx: Tx, problemId: number, values: TransferredProblem, collaborators: Member[]): Promise<void> {
    await this.repo.update(problemId, values, tx);
    await this.setCollaborators(tx, problemId, collaborators);
  }

  private async setCollaborators(tx: Tx, problemId: number, members: Member[]) {
    const unique = [...new Map(members.map((m) => [m.userId, m])).values()];
    await this.repo.setCollaborators(
      problemId,
      unique.map((m) => ({ userId: m.userId, userName: m.nickName || m.loginName })),
      tx,
    );
  }

  async addComment(tx: Tx, projectId: number, problemId: number, comment: TransferredComment): Promise<number> {
    const [row] = await tx
      .insert(bizProblemComment)
      .values({ ...comment, projectId, problemId })
      .returning({ id: bizProblemComment.id });
    if (!row) throw new Error('biz_problem_comment insert returned nothing');
    return row.id;
  }
}
