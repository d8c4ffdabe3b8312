import { Readable } from 'node:stream';
import {
  addProjectUsersBody,
  noticeBody,
  PERMS,
  PROBLEM_STATUS,
  problemBody,
  problemCommentBody,
  problemRectificationBody,
  projectRoleQuery,
  qualityInspectionBody,
  qualityItemizeQuery,
  qualityTemplateQuery,
  safetyReportBody,
  userCreate,
} from '@zj/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Principal } from '../core/access/access.ts';
import { bizProject } from '../core/project/projects.tables.ts';
import { filesModule } from '../modules/files/index.ts';
import { noticesModule } from '../modules/notices/index.ts';
import { problemsModule } from '../modules/problems/index.ts';
import { projectRolesModule } from '../modules/project-roles/index.ts';
import { projectsModule } from '../modules/projects/index.ts';
import { qualityModule } from '../modules/quality/index.ts';
import { safetyFilesModule } from '../modules/safety-files/index.ts';
import { usersModule } from '../modules/users/index.ts';
import { actorOf, workflowModule } from '../modules/workflow/index.ts';
import { seedDemo } from '../seed.ts';
import { type DemoScene, demoPhoto } from './demo-images.ts';

/**
 * Demo data for a first look (`npm start` on a new database): the demo project tree of the modules'
 * own demos, then in 智建示范园区 four people added by project role only, quality and safety
 * problems in every status with photos, rectifications, approvals (one rejected, one approved, two
 * waiting in 待办 for 王工 and the admin), inspections on the GB 50300 structure, a 安全专项检查通报,
 * a 通知公告 and the messages all of this sends. Everything goes through the modules' services, as
 * the app's own calls would, so the data is what the app itself writes.
 */

/** The password of every demo user (documented in README.md and docs/operations.md). */
export const DEMO_PASSWORD = 'demo123';

/** The demo's people: system role 普通角色 only; what they do comes from their project role. */
export const DEMO_USERS = [
  // userType: the member's unit (施工单位 '0', 建设单位 '1', 监理单位 '2').
  {
    userName: 'zhanggong',
    nickName: '张工',
    roleKey: 'inspector',
    deptId: 103,
    phonenumber: '13800000001',
    userType: '0',
  },
  {
    userName: 'ligong',
    nickName: '李工',
    roleKey: 'rectifier',
    deptId: 102,
    phonenumber: '13800000002',
    userType: '0',
  },
  {
    userName: 'wanggong',
    nickName: '王工',
    roleKey: 'approver',
    deptId: 103,
    phonenumber: '13800000003',
    userType: '2',
  },
  { userName: 'zhaogong', nickName: '赵工', roleKey: 'member', deptId: 104, phonenumber: '13800000004', userType: '1' },
] as const;

/** The project the demo's records are in (of the projects module's demo tree). */
export const DEMO_PROJECT_CODE = 'ZJ-2024-001';

/** The seeded system role every demo user holds (普通角色). */
const COMMON_ROLE_ID = 2;
/** What each demo user's password is while the seed sets the documented one (as the user, like a first login). */
const FIRST_PASSWORD = 'first-demo-pass';

export type DemoDecision = 'seed' | 'existing-database' | 'production' | 'turned-off' | 'test';

/**
 * Whether `npm start` seeds the demo: only on a new database (its first migration run), never with
 * NODE_ENV=production, not with DEMO_SEED=false (0/no/off), and under NODE_ENV=test only when a
 * test asks for it with DEMO_SEED=true.
 */
export function demoDecision(env: NodeJS.ProcessEnv, freshDatabase: boolean): DemoDecision {
  if (env.NODE_ENV === 'production') return 'production';
  const flag = env.DEMO_SEED?.trim().toLowerCase();
  if (flag && ['0', 'false', 'no', 'off'].includes(flag)) return 'turned-off';
  if (env.NODE_ENV === 'test' && !(flag && ['1', 'true', 'yes', 'on'].includes(flag))) return 'test';
  return freshDatabase ? 'seed' : 'existing-database';
}

/** Seeds the demo when `demoDecision` says so; answers the decision. */
export async function seedDemoOnFirstStart(
  app: App,
  options: { freshDatabase: boolean; env?: NodeJS.ProcessEnv; seeding?: () => void },
): Promise<DemoDecision> {
  const decision = demoDecision(options.env ?? process.env, options.freshDatabase);
  if (decision !== 'seed') return decision;
  options.seeding?.();
  await seedDemoData(app);
  return decision;
}

const DAY = 86_400_000;
/** A calendar day relative to today, `YYYY-MM-DD` in the display zone (Asia/Shanghai by default). */
function day(offset: number): string {
  return new Date(Date.now() + offset * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The demo records in the demo project; nothing when the project tree is not the demo's (the
 * projects module's demo found projects already). Sessions opened to act as the demo's people are
 * ended before it returns.
 */
export async function seedDemoData(app: App): Promise<boolean> {
  const { kernel } = app;
  const { db } = kernel;
  await seedDemo(db);
  const [park] = await db
    .select({ projectId: bizProject.projectId })
    .from(bizProject)
    .where(eq(bizProject.projectCode, DEMO_PROJECT_CODE));
  if (!park) return false;
  const projectId = park.projectId;

  const sessions: string[] = [];
  /** The principal of a user, as a login would resolve it (a session that ends with the seed). */
  const signIn = async (userId: number, userName: string): Promise<Principal> => {
    const { token, tokenId } = await kernel.sessions.start({
      userId,
      userName,
      ipaddr: '127.0.0.1',
      browser: 'demo seed',
    });
    sessions.push(tokenId);
    return kernel.sessions.resolve(token);
  };

  try {
    const { users, profile } = kernel.use(usersModule);
    const { projectRoles, projectMembers } = kernel.use(projectRolesModule);
    const { files } = kernel.use(filesModule);
    const { problems, dialog, status } = kernel.use(problemsModule);
    const { quality } = kernel.use(qualityModule);
    const { safetyFiles } = kernel.use(safetyFilesModule);
    const { notices } = kernel.use(noticesModule);
    const { runtime, views } = kernel.use(workflowModule);

    const admin = await signIn(1, 'admin');

    // People: created by the admin with 普通角色, then each sets the documented password.
    const { rows: roles } = await projectRoles.list(
      projectId,
      {},
      projectRoleQuery.parse({ projectId, pageNum: 1, pageSize: 50 }),
    );
    const people: Record<(typeof DEMO_USERS)[number]['roleKey'], Principal> = {} as never;
    for (const u of DEMO_USERS) {
      const userId = await users.create(
        admin,
        userCreate.parse({
          userName: u.userName,
          nickName: u.nickName,
          password: FIRST_PASSWORD,
          deptId: u.deptId,
          phonenumber: u.phonenumber,
          roleIds: [COMMON_ROLE_ID],
          remark: '演示账号',
        }),
      );
      const first = await signIn(userId, u.userName);
      await profile.updatePwd(first, FIRST_PASSWORD, DEMO_PASSWORD);
      // Members by project role only.
      const role = roles.find((r) => r.roleKey === u.roleKey);
      await projectMembers.add(
        admin,
        addProjectUsersBody.parse({ projectId, userIds: [userId], roleId: role?.roleId ?? null, userType: u.userType }),
      );
      people[u.roleKey] = await signIn(userId, u.userName);
    }
    const { inspector, rectifier, approver } = people;

    // Photos through the one upload path, as their taker.
    const photo = async (by: Principal, scene: DemoScene) =>
      (
        await files.upload({ filename: `${scene}.png`, file: Readable.from([demoPhoto(scene)]) }, 'image', {
          principal: by,
        })
      ).url;

    const addProblem = async (
      by: Principal,
      fields: {
        /** '0' a model problem (问题追踪), '1' quality, '2' safety. */
        kind: '0' | '1' | '2';
        name: string;
        content: string;
        level: string;
        /** 问题类型 (随机抽查 when absent). */
        type?: string;
        hazardType?: string;
        band?: { bandId: number; bandName: string; component: string };
        location: string;
        due: number;
        scenes: DemoScene[];
        implementers: Principal[];
      },
    ) => {
      const urls = [];
      for (const scene of fields.scenes) urls.push(await photo(by, scene));
      const model = fields.kind === '0';
      return problems.add(
        by,
        model ? 'model' : 'quality',
        problemBody.parse({
          projectId,
          ...(model ? {} : { kind: fields.kind }),
          name: fields.name,
          content: fields.content,
          level: fields.level,
          ...(fields.type ? { type: fields.type } : {}),
          ...(fields.hazardType ? { hazardType: fields.hazardType } : {}),
          ...(fields.band
            ? { bandId: fields.band.bandId, bandName: fields.band.bandName, extend1: fields.band.component }
            : {}),
          location: fields.location,
          dueDate: day(fields.due),
          files: urls.join(','),
          implementerIds: fields.implementers.map((p) => p.userId),
        }),
        model ? PERMS.business.problem.add : PERMS.business.qualityProblem.add,
      );
    };
    const rectify = async (problemId: number, content: string, scene: DemoScene) =>
      dialog.addRectification(
        rectifier,
        problemRectificationBody.parse({ problemId, content, files: await photo(rectifier, scene) }),
      );
    const apply = (problemId: number) => status.change(rectifier, { problemId, status: PROBLEM_STATUS.applied });
    /** The approval task of a problem in the approver's 待办, as the task centre lists it. */
    const openTask = async (problemId: number) => {
      const { rowsJson } = await views.todo(actorOf(approver), { pageNum: 1, pageSize: 100 });
      const rows = JSON.parse(rowsJson) as Array<{ taskId: number; bizId: string | null }>;
      const task = rows.find((r) => r.bizId === String(problemId));
      if (!task) throw new Error(`demo: no open approval task for problem ${problemId}`);
      return task.taskId;
    };
    const comment = (by: Principal, problemId: number, text: string) =>
      dialog.addComment(by, problemCommentBody.parse({ problemId, commentDetail: text }));

    // Quality problems: one of each status, and one rejected back to 信息确认.
    const open = await addProblem(inspector, {
      kind: '1',
      name: '3F楼板底面裂缝',
      content: '3层B轴~C轴楼板底面发现长约1.2m的不规则裂缝，需查明原因并封闭处理。',
      level: '重要',
      location: '1号办公楼 3F B~C轴',
      due: 5,
      scenes: ['crack'],
      implementers: [rectifier],
    });
    await comment(inspector, open, '@李工 请先用裂缝观测仪记录宽度，明天一起复核。');
    await comment(rectifier, open, '收到，今天下午测量后上传数据。');

    const rejected = await addProblem(inspector, {
      kind: '1',
      name: '外墙保温层空鼓',
      content: '南立面5~6层保温板局部空鼓，敲击有空响，面积约3㎡。',
      level: '一般',
      type: '专项检查',
      location: '1号办公楼 南立面 5~6F',
      due: 7,
      scenes: ['wall'],
      implementers: [rectifier],
    });
    await rectify(rejected, '已对空鼓部位切除重贴，锚栓加密。', 'repaired');
    await apply(rejected);
    await runtime.reject(
      actorOf(approver),
      await openTask(rejected),
      'starter',
      '照片未反映锚栓加密情况，请补拍后重新提交。',
    );

    const waiting = await addProblem(inspector, {
      kind: '1',
      name: '地下室侧墙渗水',
      content: '地下二层东侧外墙施工缝处渗水，地面有积水。',
      level: '重要',
      type: '日常巡检',
      location: '地下车库 B2 东侧',
      due: 3,
      scenes: ['seepage'],
      implementers: [rectifier],
    });
    await rectify(waiting, '施工缝处已注浆堵漏，表面涂刷防水涂料两遍。', 'repaired');
    await apply(waiting);

    const approved = await addProblem(inspector, {
      kind: '1',
      name: '楼梯临边扶手松动',
      content: '2号楼梯4~5层间临边扶手立杆松动，存在坠落隐患。',
      level: '重要',
      location: '1号办公楼 2号楼梯 4~5F',
      due: 2,
      scenes: ['railing'],
      implementers: [rectifier],
    });
    await rectify(approved, '立杆已重新植筋固定，扶手全部复紧。', 'repaired');
    await apply(approved);
    await runtime.complete(actorOf(approver), await openTask(approved), {
      comment: '整改到位，同意。',
      variables: { approve: 1 },
    });

    const quick = await addProblem(inspector, {
      kind: '1',
      name: '钢筋保护层垫块缺失',
      content: '4层顶板下铁钢筋局部未放置保护层垫块。',
      level: '次要',
      type: '专项检查',
      location: '1号办公楼 4F 顶板',
      due: 1,
      scenes: ['rebar'],
      implementers: [rectifier],
    });
    await rectify(quick, '已按间距800mm补放砂浆垫块。', 'concrete');
    // Quick completion: a project permission of the project admin.
    await status.change(admin, { problemId: quick, status: PROBLEM_STATUS.done });

    // Safety problems.
    await addProblem(inspector, {
      kind: '2',
      name: '外脚手架连墙件缺失',
      content: '北侧外架第8步连墙件缺失2处，架体外倾风险。',
      level: '重要',
      type: '专项检查',
      hazardType: '高空作业',
      location: '1号办公楼 北侧外架',
      due: 2,
      scenes: ['scaffold'],
      implementers: [rectifier],
    });
    const power = await addProblem(inspector, {
      kind: '2',
      name: '临时配电箱未做重复接地',
      content: '3号分配电箱PE线未做重复接地，箱门未上锁。',
      level: '重要',
      type: '日常巡检',
      hazardType: '用电',
      location: '施工现场 3号配电箱',
      due: 1,
      scenes: ['power'],
      implementers: [rectifier],
    });
    await rectify(power, '已补做重复接地，接地电阻实测3.2Ω，箱门加锁。', 'repaired');
    await apply(power);
    const exit = await addProblem(inspector, {
      kind: '2',
      name: '消防通道堆放材料',
      content: '东侧消防通道堆放模板及木方，通道宽度不足。',
      level: '一般',
      hazardType: '消防',
      location: '施工现场 东侧消防通道',
      due: 1,
      scenes: ['exit'],
      implementers: [rectifier],
    });
    await rectify(exit, '材料已清运至指定堆场，通道设置禁止堆放标识。', 'repaired');
    await apply(exit);
    await runtime.complete(actorOf(approver), await openTask(exit), {
      comment: '通道已畅通，同意。',
      variables: { approve: 1 },
    });

    // Model problems (问题追踪) on the project's model bands.
    const [structure, mep] = await kernel.use(projectsModule).projectViews.bands(admin, projectId);
    if (structure && mep) {
      const clash = await addProblem(inspector, {
        kind: '0',
        name: 'KL-12梁与送风管碰撞',
        content: '3层⑤轴KL-12梁底标高与送风主管顶标高冲突约150mm，需调整风管路由或标高。',
        level: '重要',
        location: '1号办公楼 3F ⑤轴',
        due: 10,
        scenes: ['concrete'],
        implementers: [rectifier],
        band: { bandId: mep.bandId, bandName: mep.bandName, component: '送风管 800×400' },
      });
      await comment(rectifier, clash, '已与机电深化沟通，风管改从梁侧绕行，本周出修改图。');
      await addProblem(inspector, {
        kind: '0',
        name: '剪力墙洞口与机电预留不符',
        content: '2层Q-3剪力墙预留洞口位置与机电模型套管位置偏差300mm。',
        level: '一般',
        location: '1号办公楼 2F Q-3',
        due: 7,
        scenes: ['wall'],
        implementers: [rectifier],
        band: { bandId: structure.bandId, bandName: structure.bandName, component: '剪力墙 Q-3' },
      });
      const slab = await addProblem(inspector, {
        kind: '0',
        name: '楼板开洞未设加强筋',
        content: '4层LB-3楼板管井开洞处模型未布置洞口加强筋。',
        level: '次要',
        location: '1号办公楼 4F 管井',
        due: 3,
        scenes: ['rebar'],
        implementers: [rectifier],
        band: { bandId: structure.bandId, bandName: structure.bandName, component: '楼板 LB-3' },
      });
      await rectify(slab, '已按图集补设洞口加强筋，模型已更新。', 'concrete');
      await status.change(admin, { problemId: slab, status: PROBLEM_STATUS.done });
    }

    // 质量检查: the GB 50300 structure, and inspections of a few 检验批.
    const { rows: templates } = await quality.templates(qualityTemplateQuery.parse({ pageNum: 1, pageSize: 10 }));
    const template = templates.find((t) => t.templateName.startsWith('GB 50300')) ?? templates[0];
    if (template) {
      await quality.applyTemplate(admin, template.templateId, projectId);
      const { rows: itemizes } = await quality.itemizes(
        admin,
        qualityItemizeQuery.parse({ projectId, pageNum: 1, pageSize: 200 }),
      );
      const itemizeOf = (name: string) => itemizes.find((i) => i.itemizeName === name)?.itemizeId;
      const inspections: Array<[string, string, number, '0' | '1', DemoScene, string]> = [
        ['钢筋', '3F 柱钢筋 第1批', -6, '0', 'rebar', '钢筋规格、间距符合设计要求。'],
        ['模板', '3F 顶板模板 第1批', -5, '0', 'concrete', ''],
        ['混凝土', '2F 墙柱混凝土 第2批', -3, '1', 'crack', '局部蜂窝麻面，已通知整改。'],
        ['钢筋', '4F 顶板钢筋 第1批', -1, '1', 'rebar', '保护层垫块缺失，见质量问题。'],
        ['模板', '4F 墙柱模板 第1批', -1, '0', 'concrete', ''],
        ['混凝土', '3F 顶板混凝土 第1批', 0, '0', 'concrete', '坍落度、试块留置符合要求。'],
      ];
      for (const [itemize, lotName, offset, result, scene, remark] of inspections) {
        const itemizeId = itemizeOf(itemize);
        if (!itemizeId) continue;
        await quality.addInspection(
          inspector,
          qualityInspectionBody.parse({
            itemizeId,
            lotName,
            inspectDate: day(offset),
            inspector: '张工',
            result,
            photos: await photo(inspector, scene),
            remark,
          }),
        );
      }
    }

    // 安全专项检查通报: every other member is told by message.
    await safetyFiles.addReport(
      inspector,
      safetyReportBody.parse({
        projectId,
        title: `${day(-2).slice(5, 7)}月安全专项检查通报`,
        level: '重要',
        type: '高空作业',
        dept: '项目安全部',
        inspectionTime: `${day(-2)} 09:30`,
        inspectionContent: '外脚手架、临边防护、临时用电、消防通道专项检查。',
        participants: '张工,王工,赵工',
        processed: '李工',
        content: '本次检查发现隐患3项，其中重要隐患2项，已下发整改，请各班组对照自查，限期整改闭合。',
        problem: '北侧外架连墙件缺失；3号配电箱未做重复接地。',
        problemFiles: [await photo(inspector, 'scaffold'), await photo(inspector, 'power')].join(','),
        rectification: '3号配电箱已补做重复接地，外架连墙件整改中。',
        rectificationFiles: await photo(rectifier, 'repaired'),
      }),
    );

    // 通知公告 for everyone.
    await notices.add(
      noticeBody.parse({
        noticeTitle: '关于开展“安全生产月”活动的通知',
        noticeType: '1',
        noticeContent:
          '<p>各项目部：</p><p>本月为“安全生产月”，请各项目组织一次全员安全教育和隐患排查，重点检查高空作业、临时用电和消防通道，发现问题及时在平台登记并跟踪整改闭合。</p>',
      }),
      admin.userName,
    );
    return true;
  } finally {
    for (const tokenId of sessions) await kernel.sessions.end(tokenId);
  }
}
