import {
  type AddProjectUsersBody,
  type ApiOut,
  type ProjectUsersList,
  type projectUserRow,
  type ServerTextKey,
  type ServerTextParams,
  storedText,
} from '@zj/contract';
import type { Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import { type ProjectNewsEntry, recordProjectNews } from '../../core/project/project-news.ts';
import type { MessagesService } from '../messages/index.ts';
import type { MemberFilter, MemberValues, ProjectMembersRepository } from './project-members.repository.ts';
import type { ProjectRolesRepository } from './project-roles.repository.ts';

interface MemberChange {
  projectId: number;
  userId: number;
}

/**
 * Project members (spec 01 §6): who belongs to a project, with which project role, unit type
 * and admin flag. Every change locks the project row, so two changes cannot both remove the
 * last project admin; news and messages are written in the same transaction.
 */
export class ProjectMembersService {
  constructor(
    private readonly repo: ProjectMembersRepository,
    private readonly roles: ProjectRolesRepository,
    private readonly messages: Pick<MessagesService, 'send'>,
  ) {}

  async list(
    projectId: number,
    filter: MemberFilter,
    page: ProjectUsersList,
  ): Promise<{ rows: ApiOut<typeof projectUserRow>[]; total: number }> {
    return this.repo.page(projectId, filter, page);
  }

  /** Adds users (or changes the role and type of those already members); new members get a message. */
  async add(p: Principal, body: AddProjectUsersBody): Promise<void> {
    const { projectId } = body;
    const userIds = [...new Set(body.userIds)];
    await this.inProject(projectId, async (tx, project) => {
      const roleId = body.roleId ?? null;
      const roleName = roleId === null ? null : await this.roleOf(projectId, roleId, tx);
      const users = await this.repo.liveUsers(userIds, tx);
      if (users.length !== userIds.length) throw badRequest('projectUser.unknownUser');
      const existing = new Map((await this.repo.members(projectId, userIds, tx)).map((m) => [m.userId, m]));
      const added = users.filter((u) => !existing.has(u.userId));
      const userType = body.userType ?? '0';
      await this.repo.insert(
        projectId,
        added.map((u) => u.userId),
        { roleId, userType, createBy: p.userName },
        tx,
      );
      await this.repo.update(projectId, [...existing.keys()], { roleId, userType }, tx);
      const news: ProjectNewsEntry[] = added.map((u) => this.news(p, projectId, 'join', 'news.join', u.nickName));
      for (const m of existing.values())
        if (m.roleId !== roleId) news.push(this.roleNews(p, projectId, m.nickName, roleName));
      await recordProjectNews(tx, news);
      await this.messages.send(
        added.map((u) => ({
          recipient: u.userId,
          ...storedText('message.projectJoined', { project: project.projectName }),
          relateTable: 'project',
          relateId: projectId,
          projectId,
          createBy: p.userName,
        })),
        tx,
      );
    });
  }

  /** Removes members; the project keeps at least one admin. */
  async remove(p: Principal, projectId: number, ids: number[]): Promise<void> {
    const userIds = [...new Set(ids)];
    await this.inProject(projectId, async (tx) => {
      const members = await this.repo.members(projectId, userIds, tx);
      if (members.length !== userIds.length) throw badRequest('projectUser.notMember');
      await this.keepingAdmin(projectId, tx, () => this.repo.delete(projectId, userIds, tx));
      await recordProjectNews(
        tx,
        members.map((m) => this.news(p, projectId, 'leave', 'news.leave', m.nickName)),
      );
    });
  }

  /** Makes a member project admin ('1') or not ('0'). */
  async setAdmin(p: Principal, body: MemberChange & { isAdmin: '0' | '1' }): Promise<void> {
    await this.changeMember(body, async (tx, member) => {
      if (member.isAdmin === body.isAdmin) return;
      await this.keepingAdmin(body.projectId, tx, () => this.set(body, { isAdmin: body.isAdmin }, tx));
      const key = body.isAdmin === '1' ? 'news.adminOn' : 'news.adminOff';
      await recordProjectNews(tx, [this.news(p, body.projectId, 'role', key, member.nickName)]);
    });
  }

  /** Gives a member a role of the project, or none (null). */
  async setRole(p: Principal, body: MemberChange & { roleId: number | null }): Promise<void> {
    await this.changeMember(body, async (tx, member) => {
      const roleName = body.roleId === null ? null : await this.roleOf(body.projectId, body.roleId, tx);
      if (member.roleId === body.roleId) return;
      await this.set(body, { roleId: body.roleId }, tx);
      await recordProjectNews(tx, [this.roleNews(p, body.projectId, member.nickName, roleName)]);
    });
  }

  async setType(body: MemberChange & { userType: string }): Promise<void> {
    await this.changeMember(body, (tx) => this.set(body, { userType: body.userType }, tx));
  }

  private async set(change: MemberChange, values: MemberValues, tx: Tx) {
    await this.repo.update(change.projectId, [change.userId], values, tx);
  }

  /** Runs a change in a transaction holding the (live) project row. */
  private inProject<T>(projectId: number, run: (tx: Tx, project: { projectName: string }) => Promise<T>) {
    return this.roles.db.transaction(async (tx) => {
      const project = await this.roles.liveProject(projectId, tx, true);
      if (!project) throw new AppError(404, 'project.notFound');
      return run(tx, project);
    });
  }

  private changeMember(
    change: MemberChange,
    run: (tx: Tx, member: { nickName: string; isAdmin: string; roleId: number | null }) => Promise<void>,
  ) {
    return this.inProject(change.projectId, async (tx) => {
      const [member] = await this.repo.members(change.projectId, [change.userId], tx);
      if (!member) throw badRequest('projectUser.notMember');
      await run(tx, member);
    });
  }

  /** Runs a change and refuses it (rolling back) when it takes the project's last admin away. */
  private async keepingAdmin(projectId: number, tx: Tx, change: () => Promise<unknown>) {
    const before = await this.repo.adminCount(projectId, tx);
    await change();
    if (before > 0 && (await this.repo.adminCount(projectId, tx)) === 0) throw badRequest('projectUser.lastAdmin');
  }

  /** The name of a role of the project; a role of another project is refused. */
  private async roleOf(projectId: number, roleId: number, tx: Tx): Promise<string> {
    const role = await this.roles.byId(roleId, tx);
    if (!role || role.projectId !== projectId) throw badRequest('projectRole.otherProject');
    return role.roleName;
  }

  private news(
    p: Principal,
    projectId: number,
    newsType: ProjectNewsEntry['newsType'],
    key: ServerTextKey,
    member: string,
    more: ServerTextParams = {},
  ): ProjectNewsEntry {
    return { projectId, newsType, key, params: { member, ...more }, createBy: p.userName };
  }

  private roleNews(p: Principal, projectId: number, nickName: string, roleName: string | null) {
    return roleName === null
      ? this.news(p, projectId, 'role', 'news.roleNone', nickName)
      : this.news(p, projectId, 'role', 'news.role', nickName, { role: roleName });
  }
}
