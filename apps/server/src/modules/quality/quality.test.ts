import { PERMS } from '@zj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUpload } from '../../core/files/uploads.tables.ts';
import { GB50300_BRANCHES, GB50300_TEMPLATE } from './quality.seed.ts';
import { bizQualityBranch, bizQualityItemize } from './quality.tables.ts';
import { counts, data, PNG, projectOf, qualityApp, type User, upload, userWith } from './quality-test-kit.ts';

const app = await qualityApp();
const { ctx } = app;
afterAll(() => app.close());

const Q = PERMS.business.qualityCheck;
const ALL = Object.values(Q);
const TABLES = ['biz_quality_branch', 'biz_quality_itemize', 'biz_quality_inspection', 'biz_quality_template'];
let inspector: User; // project admin of A
let viewer: User; // member of A whose project role grants only the list
let outsider: User; // project admin of B only
let projectA: number;
let projectB: number;

beforeAll(async () => {
  inspector = await userWith(ctx, 'qinspector', ALL);
  viewer = await userWith(ctx, 'qviewer', ALL);
  outsider = await userWith(ctx, 'qoutsider', ALL);
  projectA = await projectOf(ctx, '滨江花园', { admins: [inspector], members: [viewer], memberPerms: [Q.list] });
  projectB = await projectOf(ctx, '城南学校', { admins: [outsider] });
});

describe('分部工程 and 分项工程', () => {
  let branchId: number;
  let itemizeId: number;

  it('adds, reads and lists a 分部; a second of the same name and bad input change nothing', async () => {
    const added = await data(
      inspector.call('POST', '/business/quality/addQualityBranch', {
        projectId: projectA,
        branchName: '地基与基础',
        branchCode: '01',
        orderNum: 1,
      }),
    );
    expect(added).toMatchObject({ code: 200, msg: '操作成功' });
    branchId = added.data;
    expect(await data(inspector.call('GET', `/business/quality/getQualityBranch/${branchId}`))).toMatchObject({
      code: 200,
      data: {
        branchId,
        projectId: projectA,
        branchName: '地基与基础',
        branchCode: '01',
        itemizeCount: 0,
        createBy: 'qinspector',
      },
    });
    const before = await counts(ctx, TABLES);
    expect(
      await data(
        inspector.call('POST', '/business/quality/addQualityBranch', { projectId: projectA, branchName: '地基与基础' }),
      ),
    ).toEqual({ code: 500, msg: "分部工程'地基与基础'已存在" });
    expect(
      await data(
        inspector.call('POST', '/business/quality/addQualityBranch', { projectId: projectA, branchName: '  ' }),
      ),
    ).toEqual({ code: 500, msg: '参数 branchName 不能为空' });
    expect(
      await data(
        inspector.call('POST', '/business/quality/addQualityBranch', {
          projectId: projectA,
          branchName: 'x'.repeat(51),
        }),
      ),
    ).toEqual({ code: 500, msg: '参数 branchName 超出长度或范围限制' });
    expect(await counts(ctx, TABLES)).toEqual(before);
    const list = await data(inspector.call('GET', `/business/quality/list?projectId=${projectA}`));
    expect(list).toMatchObject({ code: 200, total: 1, rows: [{ branchId, branchName: '地基与基础' }] });
    // The viewer's role grants the list only.
    expect((await data(viewer.call('GET', `/business/quality/list?projectId=${projectA}`))).total).toBe(1);
    expect(
      await data(
        viewer.call('POST', '/business/quality/addQualityBranch', { projectId: projectA, branchName: '屋面' }),
      ),
    ).toEqual({ code: 403, msg: '当前操作没有权限' });
  });

  it('adds 分项 to a 分部, lists them by 分部, and guards deletion', async () => {
    const added = await data(
      inspector.call('POST', '/business/quality/addQualityItemize', { branchId, itemizeName: '土方开挖', orderNum: 1 }),
    );
    expect(added.code).toBe(200);
    itemizeId = added.data;
    await inspector.call('POST', '/business/quality/addQualityItemize', {
      branchId,
      itemizeName: '土方回填',
      orderNum: 2,
    });
    expect(
      await data(inspector.call('POST', '/business/quality/addQualityItemize', { branchId, itemizeName: '土方开挖' })),
    ).toEqual({ code: 500, msg: "分项工程'土方开挖'已存在" });
    const list = await data(
      inspector.call('GET', `/business/quality/listItemize?projectId=${projectA}&branchId=${branchId}`),
    );
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => r.itemizeName)).toEqual(['土方开挖', '土方回填']);
    expect(list.rows[0]).toMatchObject({ branchName: '地基与基础', projectId: projectA, inspectionCount: 0 });
    expect(await data(inspector.call('GET', `/business/quality/getQualityItemize/${itemizeId}`))).toMatchObject({
      code: 200,
      data: { itemizeId, branchId, itemizeName: '土方开挖' },
    });
    expect(
      (await data(inspector.call('GET', `/business/quality/getQualityBranch/${branchId}`))).data.itemizeCount,
    ).toBe(2);
    expect(await data(inspector.call('DELETE', `/business/quality/delQualityBranch/${branchId}`))).toEqual({
      code: 500,
      msg: '分部工程下存在分项工程,不允许删除',
    });
    expect(await data(inspector.call('GET', '/business/quality/getQualityItemize/999999'))).toEqual({
      code: 404,
      msg: '项目不存在',
    });
  });

  it('records inspections with uploaded photos; refuses photos that are no upload, too many, or not images', async () => {
    const photo = await upload(ctx, inspector, '基坑.png', PNG, 'image');
    expect(photo.code).toBe(200);
    const body = {
      itemizeId,
      lotName: '基坑 A 区 第1批',
      inspectDate: '2026-03-02',
      inspector: '王工',
      result: '0',
      photos: photo.data.url,
    };
    const added = await data(inspector.call('POST', '/business/quality/addQuality', body));
    expect(added).toMatchObject({ code: 200 });
    const [claimed] = await ctx.database.db
      .select({ referenced: sysUpload.referencedTime })
      .from(sysUpload)
      .where(eq(sysUpload.storageKey, photo.data.url.replace('/prod-api/file/', '')));
    expect(claimed?.referenced).not.toBeNull();
    await inspector.call('POST', '/business/quality/addQuality', {
      ...body,
      lotName: '基坑 B 区 第1批',
      inspectDate: '2026-03-05',
      result: '1',
      photos: '',
    });

    const before = await counts(ctx, TABLES);
    expect(
      await data(
        inspector.call('POST', '/business/quality/addQuality', {
          ...body,
          photos: '/prod-api/file/2026/01/01/abc.png',
        }),
      ),
    ).toEqual({ code: 500, msg: "文件'/prod-api/file/2026/01/01/abc.png'不是已上传的文件，请重新上传" });
    expect(
      await data(
        inspector.call('POST', '/business/quality/addQuality', {
          ...body,
          photos: Array(6).fill(photo.data.url).join(','),
        }),
      ),
    ).toEqual({ code: 500, msg: '上传文件数量不能超过 5 个!' });
    const pdf = await upload(ctx, inspector, 'a.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(
      await data(inspector.call('POST', '/business/quality/addQuality', { ...body, photos: pdf.data.url })),
    ).toEqual({
      code: 500,
      msg: '文件格式不正确, 请上传png/jpg/jpeg图片格式文件!',
    });
    expect(
      await data(inspector.call('POST', '/business/quality/addQuality', { ...body, inspectDate: '2026-02-30' })),
    ).toEqual({
      code: 500,
      msg: '参数 inspectDate 格式不正确',
    });
    expect(await data(inspector.call('POST', '/business/quality/addQuality', { ...body, result: '2' }))).toMatchObject({
      code: 500,
    });
    expect(await counts(ctx, TABLES)).toEqual(before);

    const all = await data(inspector.call('GET', `/business/quality/listQuality?projectId=${projectA}`));
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.lotName)).toEqual(['基坑 B 区 第1批', '基坑 A 区 第1批']);
    expect(all.rows[1]).toMatchObject({
      branchName: '地基与基础',
      itemizeName: '土方开挖',
      inspectDate: '2026-03-02',
      inspector: '王工',
      result: '0',
      photos: photo.data.url,
    });
    const failed = await data(inspector.call('GET', `/business/quality/listQuality?projectId=${projectA}&result=1`));
    expect(failed.rows.map((r) => r.lotName)).toEqual(['基坑 B 区 第1批']);
    const ranged = await data(
      inspector.call(
        'GET',
        `/business/quality/listQuality?projectId=${projectA}&beginDate=2026-03-01&endDate=2026-03-03`,
      ),
    );
    expect(ranged.rows.map((r) => r.lotName)).toEqual(['基坑 A 区 第1批']);
    expect(
      (await data(inspector.call('GET', `/business/quality/getQualityItemize/${itemizeId}`))).data.inspectionCount,
    ).toBe(2);
    expect(await data(inspector.call('DELETE', `/business/quality/delQualityItemize/${itemizeId}`))).toEqual({
      code: 500,
      msg: '分项工程存在检查记录,不允许删除',
    });
  });

  it('deletes an empty 分项 and then an empty 分部', async () => {
    const extra = await data(
      inspector.call('POST', '/business/quality/addQualityBranch', { projectId: projectA, branchName: '电梯' }),
    );
    const item = await data(
      inspector.call('POST', '/business/quality/addQualityItemize', { branchId: extra.data, itemizeName: '导轨' }),
    );
    expect(await data(inspector.call('DELETE', `/business/quality/delQualityItemize/${item.data}`))).toMatchObject({
      code: 200,
    });
    expect(await data(inspector.call('DELETE', `/business/quality/delQualityBranch/${extra.data}`))).toMatchObject({
      code: 200,
    });
    const left = await ctx.database.db.select().from(bizQualityBranch).where(eq(bizQualityBranch.branchId, extra.data));
    expect(left).toEqual([]);
  });

  it('refuses a member of another project by list and by id, changing nothing', async () => {
    const before = await counts(ctx, TABLES);
    const refused = { code: 403, msg: '没有权限访问该项目数据！' };
    expect(await data(outsider.call('GET', `/business/quality/list?projectId=${projectA}`))).toEqual(refused);
    expect(await data(outsider.call('GET', `/business/quality/listQuality?projectId=${projectA}`))).toEqual(refused);
    expect(await data(outsider.call('GET', `/business/quality/getQualityBranch/${branchId}`))).toEqual(refused);
    expect(await data(outsider.call('GET', `/business/quality/getQualityItemize/${itemizeId}`))).toEqual(refused);
    expect(
      await data(outsider.call('POST', '/business/quality/addQualityItemize', { branchId, itemizeName: '偷' })),
    ).toEqual(refused);
    expect(await data(outsider.call('DELETE', `/business/quality/delQualityBranch/${branchId}`))).toEqual(refused);
    expect(
      await data(
        outsider.call('POST', '/business/quality/addQuality', {
          itemizeId,
          lotName: 'x',
          inspectDate: '2026-03-02',
          inspector: 'x',
          result: '0',
        }),
      ),
    ).toEqual(refused);
    // B's own list does not show A's rows.
    expect((await data(outsider.call('GET', `/business/quality/list?projectId=${projectB}`))).total).toBe(0);
    expect(await counts(ctx, TABLES)).toEqual(before);
  });
});

describe('templates', () => {
  it('seeds GB 50300 with its ten 分部 and their 分项', async () => {
    const list = await data(inspector.call('GET', '/business/quality/listQualityTemp'));
    const gb = list.rows.find((r) => r.templateName === GB50300_TEMPLATE);
    expect(gb.branches.map((b: { branchName: string }) => b.branchName)).toEqual([
      '地基与基础',
      '主体结构',
      '建筑装饰装修',
      '屋面',
      '建筑给水排水及供暖',
      '通风与空调',
      '建筑电气',
      '智能建筑',
      '建筑节能',
      '电梯',
    ]);
    expect(gb.branches[1].itemizes).toEqual(expect.arrayContaining(['模板', '钢筋', '混凝土', '砖砌体']));
  });

  it('applies a template in one transaction: the whole structure, or nothing when a 分部 exists', async () => {
    const { rows } = await data(inspector.call('GET', '/business/quality/listQualityTemp'));
    const gb = rows.find((r) => r.templateName === GB50300_TEMPLATE);
    const fresh = await projectOf(ctx, '新建项目', { admins: [inspector] });
    const itemizes = GB50300_BRANCHES.reduce((n, b) => n + b.itemizes.length, 0);
    expect(
      await data(inspector.call('POST', `/business/quality/applyQualityTemp/${gb.templateId}`, { projectId: fresh })),
    ).toEqual({ code: 200, msg: '操作成功', data: { branches: 10, itemizes } });
    const { db } = ctx.database;
    expect(await db.$count(bizQualityBranch, eq(bizQualityBranch.projectId, fresh))).toBe(10);
    expect(await db.$count(bizQualityItemize, eq(bizQualityItemize.projectId, fresh))).toBe(itemizes);
    const electric = await data(inspector.call('GET', `/business/quality/list?projectId=${fresh}&branchName=电气`));
    expect(electric.rows).toMatchObject([{ branchName: '建筑电气', branchCode: '07', itemizeCount: 14 }]);

    // Project A already has 地基与基础: nothing of the template is created there.
    const before = await counts(ctx, TABLES);
    expect(
      await data(
        inspector.call('POST', `/business/quality/applyQualityTemp/${gb.templateId}`, { projectId: projectA }),
      ),
    ).toEqual({ code: 500, msg: "分部工程'地基与基础'已存在" });
    // Applying twice changes nothing either.
    expect(
      await data(inspector.call('POST', `/business/quality/applyQualityTemp/${gb.templateId}`, { projectId: fresh })),
    ).toEqual({ code: 500, msg: "分部工程'地基与基础'已存在" });
    expect(await counts(ctx, TABLES)).toEqual(before);
    expect(
      await data(inspector.call('POST', '/business/quality/applyQualityTemp/999999', { projectId: fresh })),
    ).toEqual({ code: 404, msg: '质量模板不存在' });
    expect(
      await data(outsider.call('POST', `/business/quality/applyQualityTemp/${gb.templateId}`, { projectId: projectA })),
    ).toEqual({ code: 403, msg: '没有权限访问该项目数据！' });
  });

  it('adds a template; duplicate names inside it or of another template are refused', async () => {
    const body = {
      templateName: '住宅标准层',
      branches: [
        { branchName: '主体结构', branchCode: '02', itemizes: ['模板', '钢筋', '混凝土'] },
        { branchName: '屋面', itemizes: ['卷材防水层'] },
      ],
    };
    const before = await counts(ctx, TABLES);
    expect(
      await data(
        inspector.call('POST', '/business/quality/addQualityTemp', {
          ...body,
          branches: [{ branchName: '屋面', itemizes: ['保护层', '保护层'] }],
        }),
      ),
    ).toEqual({ code: 500, msg: "模板中'保护层'重复" });
    expect(
      await data(inspector.call('POST', '/business/quality/addQualityTemp', { ...body, branches: [] })),
    ).toMatchObject({
      code: 500,
    });
    expect(await counts(ctx, TABLES)).toEqual(before);
    const added = await data(inspector.call('POST', '/business/quality/addQualityTemp', body));
    expect(added.code).toBe(200);
    expect(await data(inspector.call('POST', '/business/quality/addQualityTemp', body))).toEqual({
      code: 500,
      msg: "质量模板'住宅标准层'已存在",
    });
    const fresh = await projectOf(ctx, '标准层项目', { admins: [inspector] });
    expect(
      await data(inspector.call('POST', `/business/quality/applyQualityTemp/${added.data}`, { projectId: fresh })),
    ).toMatchObject({ code: 200, data: { branches: 2, itemizes: 4 } });
    // Templates are global: adding one needs the template permission.
    const plain = await userWith(ctx, 'qplain', [Q.list]);
    expect(await data(plain.call('POST', '/business/quality/addQualityTemp', { ...body, templateName: 'x' }))).toEqual({
      code: 403,
      msg: '当前操作没有权限',
    });
  });
});
