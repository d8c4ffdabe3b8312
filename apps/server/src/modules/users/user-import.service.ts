import { type Lang, type MessageKey, msg, SUPER_USER_ID, userCreate } from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { badRequest } from '../../core/http/app-error.ts';
import type { ConfigsService } from '../configs/index.ts';
import { userScopeOf } from './user-checks.ts';
import type { UsersRepository } from './users.repository.ts';

/** One row of the user sheet, as read (checked against the contract before anything is written). */
export interface ImportRow {
  deptId?: number | null;
  userName?: string;
  nickName?: string;
  email?: string;
  phonenumber?: string;
  sex?: '0' | '1' | '2';
  status?: '0' | '1';
}

const importRow = userCreate.omit({ password: true, roleIds: true, postIds: true });
type Plan = { kind: 'insert' | 'update'; userId?: number; values: z.infer<typeof importRow> };

/** 用户导入: the user sheet in, all rows or none. */
export class UserImportService {
  constructor(
    private readonly users: UsersRepository,
    private readonly configs: Pick<ConfigsService, 'initPassword'>,
  ) {}

  /**
   * Imports rows of the user sheet: all rows are checked first and nothing is written unless every
   * row is valid; existing accounts are updated only with `updateSupport`. New accounts get the
   * initial password (parameter sys.user.initPassword). Answers the success message, or refuses
   * with every failing row.
   */
  async importUsers(p: Principal, rows: ImportRow[], updateSupport: boolean, lang: Lang): Promise<string> {
    if (!rows.length) throw badRequest('user.importEmpty');
    const failures: string[] = [];
    const fail = (key: MessageKey, params: Record<string, string | number>) =>
      failures.push(`${failures.length + 1}、${msg(key, lang, params)}`);
    const plans: Plan[] = [];
    const seen = new Set<string>();
    for (const [index, raw] of rows.entries()) {
      const line = index + 2;
      const parsed = importRow.safeParse(raw);
      if (!parsed.success) {
        fail('user.importRowInvalid', { line, field: parsed.error.issues[0]?.path.join('.') || 'row' });
        continue;
      }
      const v = parsed.data;
      const name = { name: v.userName };
      if (seen.has(v.userName)) {
        fail('user.importDuplicate', name);
        continue;
      }
      seen.add(v.userName);
      if (v.deptId && !(await this.users.deptExists(v.deptId))) {
        fail('user.importRowInvalid', { line, field: 'deptId' });
        continue;
      }
      const existing = await this.users.findByName(v.userName);
      if (existing && existing.delFlag === '0') {
        if (!updateSupport) fail('user.importExists', name);
        else if (existing.userId === SUPER_USER_ID && p.userId !== SUPER_USER_ID) fail('user.importSuper', name);
        else plans.push({ kind: 'update', userId: existing.userId, values: v });
      } else if (existing) {
        fail('user.importExists', name);
      } else {
        plans.push({ kind: 'insert', values: v });
      }
    }
    const updates = plans.flatMap((x) => (x.userId ? [x.userId] : []));
    if (updates.length) {
      const scope = userScopeOf(p);
      const visible = new Set(scope ? await this.users.visibleIds(updates, scope) : updates);
      for (const plan of plans) {
        if (plan.userId && !visible.has(plan.userId)) fail('user.importNoAccess', { name: plan.values.userName });
      }
    }
    if (failures.length) {
      throw badRequest('user.importFailure', { count: failures.length, details: failures.join('<br/>') });
    }
    await this.write(p, plans);
    const lines = plans.map(
      (x, i) =>
        `${i + 1}、${msg(x.kind === 'update' ? 'user.importUpdated' : 'user.importInserted', lang, { name: x.values.userName })}`,
    );
    return msg('user.importSuccess', lang, { count: lines.length, details: lines.join('<br/>') });
  }

  /** Writes the checked rows in one transaction. */
  private async write(p: Principal, plans: Plan[]): Promise<void> {
    const password = await hashPassword(await this.configs.initPassword());
    await this.users.database.transaction(async (tx) => {
      for (const plan of plans) {
        const v = plan.values;
        const fields = {
          nickName: v.nickName,
          deptId: v.deptId ?? null,
          email: v.email ?? '',
          phonenumber: v.phonenumber ?? '',
          sex: v.sex ?? '2',
          status: v.status ?? '0',
        };
        if (plan.kind === 'update' && plan.userId) {
          await this.users.update(tx, plan.userId, { ...fields, updateBy: p.userName, updateTime: new Date() });
        } else {
          await this.users.insert(tx, {
            ...fields,
            userName: v.userName,
            password,
            // The initial password: to be changed at first login (RuoYi's isDefaultModifyPwd).
            pwdChangeRequired: '1',
            createBy: p.userName,
          });
        }
      }
    });
  }
}
