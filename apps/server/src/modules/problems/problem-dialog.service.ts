import {
  type ApiOut,
  PERMS,
  PROBLEM_KIND,
  PROBLEM_LIMITS,
  PROBLEM_STATUS,
  PROBLEM_TOPIC_EVENTS,
  parseZoned,
  type problemChildQuery,
  type problemCommentBody,
  problemCommentRow,
  type problemNoticeBody,
  type problemNoticeQuery,
  type problemNoticeReplyBody,
  type problemNoticeRow,
  type problemRectificationBody,
  problemRectificationRow,
  problemTopic,
  storedText,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { responseRow } from '../../core/http/response-row.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { EventBus } from '../../core/realtime/event-bus.ts';
import type { FilesService } from '../files/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { Comment, Notice, ProblemRecordsRepository, Rectification } from './problem-records.repository.ts';
import type { ProblemsService } from './problems.service.ts';

const splitFiles = (files: string) => (files ? files.split(',') : []);
const nameOf = (p: Principal) => (p.user.nickName || p.userName).slice(0, 64);

/**
 * The problem dialog's records (spec 02 §2, §5): rectifications (content and 1–3 photos), the
 * chat (pushed live to the problem's topic) and special inspection notices with their replies.
 */
export class ProblemDialogService {
  constructor(
    private readonly repo: ProblemRecordsRepository,
    private readonly problems: ProblemsService,
    private readonly projects: ProjectAccess,
    private readonly files: FilesService,
    private readonly uploads: Uploads,
    private readonly messages: MessagesService,
    private readonly bus: EventBus,
  ) {}

  // ---- rectifications --------------------------------------------------------------------------

  rectificationRow(r: Rectification): ApiOut<typeof problemRectificationRow> {
    return responseRow(problemRectificationRow, r);
  }

  async rectifications(p: Principal, query: z.output<typeof problemChildQuery>) {
    await this.problems.require(p, query.problemId, null, PERMS.business.problem.query);
    const { rows, total } = await this.repo.rectifications(query.problemId, query);
    return { rows: rows.map((r) => this.rectificationRow(r)), total };
  }

  async rectification(p: Principal, id: number) {
    const row = await this.repo.rectification(id);
    if (!row) throw badRequest('problem.rectification.notFound');
    await this.projects.requireProjectAccess(p, row.projectId, PERMS.business.problem.query);
    return this.rectificationRow(row);
  }

  /** '请填写整改信息' (≤ 100), '请上传整改照片' (1–3 real images of ≤ 10 MB); only while the status is 1. */
  async addRectification(p: Principal, body: z.output<typeof problemRectificationBody>): Promise<number> {
    const problem = await this.problems.require(p, body.problemId, null, PERMS.business.problem.rectify);
    await this.checkRectification(body.content, body.files);
    return this.repo.db.transaction(async (tx) => {
      const id = await this.insertRectification(p, problem, body.content, body.files, tx);
      await this.uploads.claim([body.files], tx);
      return id;
    });
  }

  /** A rectification's rules (spec 02 §5): text 1–100, photos 1–3 images of at most 10 MB. */
  private async checkRectification(content: string, files: string): Promise<void> {
    if (!content) throw badRequest('problem.rectification.contentRequired');
    if ([...content].length > PROBLEM_LIMITS.rectificationContent)
      throw badRequest('problem.rectification.contentTooLong', { max: PROBLEM_LIMITS.rectificationContent });
    const photos = splitFiles(files);
    if (photos.length === 0) throw badRequest('problem.rectification.photosRequired');
    if (photos.length > PROBLEM_LIMITS.rectificationPhotos)
      throw badRequest('upload.tooMany', { n: PROBLEM_LIMITS.rectificationPhotos });
    await this.files.requireUploads(photos, { image: true, maxMb: PROBLEM_LIMITS.rectificationPhotoMb });
  }

  /** Writes a rectification of a problem still open (locked meanwhile); the caller claims its photos. */
  private async insertRectification(
    p: Principal,
    problem: { problemId: number; projectId: number },
    content: string,
    files: string,
    tx: Tx,
  ): Promise<number> {
    const locked = await this.problems.repo.byId(problem.problemId, tx, true);
    if (!locked) throw badRequest('problem.notFound');
    if (locked.status !== PROBLEM_STATUS.confirmed) throw badRequest('problem.rectification.done');
    const row = await this.repo.addRectification(
      {
        problemId: problem.problemId,
        projectId: problem.projectId,
        content,
        files,
        creatorId: p.userId,
        creator: nameOf(p),
      },
      tx,
    );
    return row.id;
  }

  // ---- chat ------------------------------------------------------------------------------------

  commentRow(c: Comment): ApiOut<typeof problemCommentRow> {
    return responseRow(problemCommentRow, c);
  }

  async comments(p: Principal, query: z.output<typeof problemChildQuery>) {
    await this.problems.require(p, query.problemId, null, PERMS.business.problem.query);
    const { rows, total } = await this.repo.comments(query.problemId, query);
    return { rows: rows.map((c) => this.commentRow(c)), total };
  }

  /** Non-blank, ≤ 100 characters, an optional attachment of this system; pushed to the problem's topic on commit. */
  async addComment(p: Principal, body: z.output<typeof problemCommentBody>): Promise<number> {
    const problem = await this.problems.require(p, body.problemId, null, PERMS.business.problem.comment);
    const text = body.commentDetail;
    if (!text.trim() && !body.extend1) throw badRequest('problem.comment.blank');
    if ([...text].length > PROBLEM_LIMITS.comment)
      throw badRequest('problem.comment.tooLong', { max: PROBLEM_LIMITS.comment });
    if (body.extend1) await this.files.requireUploads([body.extend1]);
    return this.repo.db.transaction(async (tx) => {
      const row = await this.repo.addComment(
        {
          problemId: problem.problemId,
          projectId: problem.projectId,
          commentDetail: text,
          extend1: body.extend1,
          extend2: body.extend2,
          userId: p.userId,
          creator: nameOf(p),
        },
        tx,
      );
      await this.uploads.claim([body.extend1], tx);
      await this.bus.publish(
        {
          type: 'topic',
          topic: problemTopic(problem.problemId),
          event: PROBLEM_TOPIC_EVENTS.comment,
          data: problemCommentRow.encode(this.commentRow(row)),
        },
        tx,
      );
      return row.id;
    });
  }

  // ---- special inspection notices --------------------------------------------------------------

  noticeRow(n: Notice): ApiOut<typeof problemNoticeRow> {
    return {
      id: n.id,
      projectId: n.projectId,
      problemId: n.problemId,
      extend1: n.extend1,
      projectName: n.projectName,
      level: n.level,
      type: n.type,
      dept: n.dept,
      createTime: n.inspectionTime,
      content: n.content,
      problem: n.problem,
      problemFiles: n.problemFiles,
      inspectionContent: n.inspectionContent,
      participants: n.participants,
      recipient: n.recipient,
      rectificationStatus: n.rectificationStatus as '0' | '1',
      rectification: n.rectification,
      rectificationFiles: n.rectificationFiles,
      rectificationTime: n.rectificationTime,
      processed: n.processed,
      createBy: n.createBy,
    };
  }

  async notices(p: Principal, query: z.output<typeof problemNoticeQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, PERMS.business.problem.query);
    const { rows, total } = await this.repo.notices(query, query);
    return { rows: rows.map((n) => this.noticeRow(n)), total };
  }

  async notice(p: Principal, id: number) {
    const row = await this.repo.notice(id);
    if (!row) throw badRequest('problem.notice.notFound');
    await this.projects.requireProjectAccess(p, row.projectId, PERMS.business.problem.query);
    return this.noticeRow(row);
  }

  /** Stores the notice and sends each recipient (project members only) a message. */
  async addNotice(p: Principal, body: z.output<typeof problemNoticeBody>): Promise<number> {
    const project = await this.projects.requireProjectAccess(p, body.projectId, PERMS.business.problem.notice);
    if (body.problemId !== undefined) {
      const problem = await this.problems.require(p, body.problemId, null);
      if (problem.projectId !== body.projectId) throw badRequest('problem.notFound');
    }
    const ids = [...new Set(body.recipient)];
    const members = await this.problems.repo.members(body.projectId, ids);
    const missing = ids.find((id) => !members.some((m) => m.userId === id));
    if (missing !== undefined) throw badRequest('problem.notMember', { user: missing });
    await this.files.requireUploads(splitFiles(body.problemFiles), { image: true });
    const safety = body.extend1 === PROBLEM_KIND.safety;
    return this.repo.db.transaction(async (tx) => {
      const notice = await this.repo.addNotice(
        {
          projectId: body.projectId,
          problemId: body.problemId ?? null,
          extend1: safety ? '2' : '1',
          projectName: body.projectName || project.projectName,
          level: body.level,
          type: body.type,
          dept: body.dept,
          ...(body.createTime ? { inspectionTime: parseZoned(body.createTime) } : {}),
          content: body.content,
          problem: body.problem,
          problemFiles: body.problemFiles,
          inspectionContent: body.inspectionContent,
          participants: body.participants,
          recipient: ids.join(','),
          creatorId: p.userId,
          // 通知人: as people know them.
          createBy: nameOf(p),
        },
        tx,
      );
      await this.uploads.claim([body.problemFiles], tx);
      const title = body.problem || body.content || project.projectName;
      await this.messages.send(
        ids.map((recipient) => ({
          recipient,
          ...storedText(safety ? 'message.safetyNotice' : 'message.qualityNotice', { problem: title.slice(0, 60) }),
          relateTable: 'problem_notice' as const,
          relateId: notice.id,
          projectId: body.projectId,
          createBy: p.userName,
        })),
        tx,
      );
      return notice.id;
    });
  }

  /**
   * A recipient replies once: the rectification, its photos and the time; the sender is told.
   * With `asRectification` the reply is also its problem's rectification — one entry, written in
   * the same transaction, so a reply never makes two.
   */
  async reply(p: Principal, body: z.output<typeof problemNoticeReplyBody>): Promise<void> {
    const notice = await this.repo.notice(body.id);
    if (!notice) throw badRequest('problem.notice.notFound');
    await this.projects.requireProjectAccess(p, notice.projectId);
    if (!notice.recipient.split(',').includes(String(p.userId))) throw badRequest('problem.notice.notRecipient');
    let problem: { problemId: number; projectId: number } | null = null;
    if (body.asRectification) {
      if (notice.problemId === null) throw badRequest('problem.notice.noProblem');
      problem = await this.problems.require(p, notice.problemId, null, PERMS.business.problem.rectify);
      await this.checkRectification(body.rectification, body.rectificationFiles);
    }
    const photos = splitFiles(body.rectificationFiles);
    await this.files.requireUploads(photos, { image: true, maxMb: PROBLEM_LIMITS.rectificationPhotoMb });
    await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.notice(body.id, tx, true);
      if (locked?.rectificationStatus !== '0') throw badRequest('problem.notice.replied');
      if (problem) await this.insertRectification(p, problem, body.rectification, body.rectificationFiles, tx);
      await this.repo.updateNotice(
        body.id,
        {
          rectification: body.rectification,
          rectificationFiles: body.rectificationFiles,
          rectificationStatus: '1',
          rectificationTime: new Date(),
          processed: nameOf(p),
        },
        tx,
      );
      await this.uploads.claim([body.rectificationFiles], tx);
      if (notice.creatorId !== p.userId) {
        await this.messages.send(
          [
            {
              recipient: notice.creatorId,
              ...storedText('message.noticeReplied', {
                problem: (notice.problem || notice.content || notice.projectName).slice(0, 60),
              }),
              relateTable: 'problem_notice',
              relateId: notice.id,
              projectId: notice.projectId,
              createBy: p.userName,
            },
          ],
          tx,
        );
      }
    });
  }
}
