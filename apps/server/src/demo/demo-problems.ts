import { PERMS, PROBLEM_STATUS, problemBody, problemCommentBody, problemRectificationBody } from '@zj/contract';
import type { Principal } from '../core/access/access.ts';
import { problemsModule } from '../modules/problems/index.ts';
import { projectsModule } from '../modules/projects/index.ts';
import { actorOf, workflowModule } from '../modules/workflow/index.ts';
import { type DemoStage, day } from './demo-context.ts';
import type { DemoScene } from './demo-images.ts';

/** Quality, safety and model problems in every status, with photos, rectifications, chat and approvals. */
export async function seedDemoProblems({ kernel, projectId, admin, people, photo }: DemoStage): Promise<void> {
  const { problems, dialog, status } = kernel.use(problemsModule);
  const { runtime, views } = kernel.use(workflowModule);
  const { inspector, rectifier, approver } = people;
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
}
