import { XLSX_MIME } from '@zj/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/auth/password.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { codeOf } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { sysDictData, sysDictType } from './dicts.tables.ts';

const ctx = await createTestApp();
const admin = await login(ctx.app);
let plain: { authorization: string };
beforeAll(async () => {
  await ctx.database.db
    .insert(sysUser)
    .values({ userName: 'plain', nickName: 'Plain', deptId: 102, password: await hashPassword('plain123') });
  plain = await login(ctx.app, 'plain', 'plain123');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
const typeRow = async (dictType: string) =>
  (await ctx.database.db.select().from(sysDictType).where(eq(sysDictType.dictType, dictType)))[0];
const dataOf = (dictType: string) =>
  ctx.database.db.select().from(sysDictData).where(eq(sysDictData.dictType, dictType)).orderBy(sysDictData.dictSort);

describe('dictionary data for dropdowns', () => {
  it('answers the enabled entries of a type by dictSort to any logged-in user', async () => {
    const res = await call('GET', '/system/dict/data/type/sys_user_sex', undefined, plain);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((d: { dictLabel: string; dictValue: string }) => [d.dictLabel, d.dictValue])).toEqual([
      ['男', '0'],
      ['女', '1'],
      ['未知', '2'],
    ]);
    expect(body.data[0]).toMatchObject({ isDefault: 'Y', default: true, listClass: '', cssClass: '' });
    const oper = (await call('GET', '/system/dict/data/type/sys_oper_type', undefined, plain)).json().data;
    expect(oper.at(-1)).toMatchObject({ dictLabel: '其他', dictSort: 99 });
    expect((await call('GET', '/system/dict/data/type/no_such_type')).json()).toMatchObject({ code: 200, data: [] });
    expect(codeOf(await call('GET', '/system/dict/data/type/sys_user_sex', undefined, {} as never))).toBe(401);
  });

  it("seeds the platform's problem and hazard dictionaries", async () => {
    const labels = async (type: string) =>
      (await call('GET', `/system/dict/data/type/${type}`)).json().data.map((d: { dictLabel: string }) => d.dictLabel);
    expect(await labels('problem_level')).toEqual(['一般', '重要', '次要']);
    expect(await labels('hazard_type')).toEqual(['高空作业', '用电', '用水', '消防', '文明施工']);
    expect(await labels('problem_type')).toEqual(['随机抽查', '专项检查', '日常巡检']);
    const status = (await call('GET', '/system/dict/data/type/problem_status')).json().data;
    expect(status.map((d: { dictValue: string; dictLabel: string }) => `${d.dictValue} ${d.dictLabel}`)).toEqual([
      '1 信息确认',
      '2 申请完成',
      '3 整改完成',
    ]);
    const types = (await call('GET', '/system/dict/data/type/problem_type')).json().data;
    expect(types.find((d: { default: boolean }) => d.default).dictLabel).toBe('随机抽查');
  });

  it('hides disabled entries from dropdowns but lists them to administrators', async () => {
    await ctx.database.db.update(sysDictData).set({ status: '1' }).where(eq(sysDictData.dictCode, 3));
    const res = (await call('GET', '/system/dict/data/type/sys_user_sex')).json();
    expect(res.data).toHaveLength(2);
    const list = (await call('GET', '/system/dict/data/list?dictType=sys_user_sex&status=1')).json();
    expect(list.rows.map((d: { dictLabel: string }) => d.dictLabel)).toEqual(['未知']);
    await ctx.database.db.update(sysDictData).set({ status: '0' }).where(eq(sysDictData.dictCode, 3));
  });
});

describe('dictionary types', () => {
  it('lists types paged with name, type, status and time filters', async () => {
    const page = (await call('GET', '/system/dict/type/list?pageNum=1&pageSize=5')).json();
    expect(page).toMatchObject({ code: 200, total: 20 });
    expect(page.rows).toHaveLength(5);
    expect(page.rows[0]).toMatchObject({ dictId: 1, dictName: '用户性别', dictType: 'sys_user_sex', status: '0' });
    const named = (await call('GET', `/system/dict/type/list?dictName=${encodeURIComponent('状态')}`)).json();
    expect(named.rows.map((r: { dictType: string }) => r.dictType)).toEqual([
      'sys_show_hide',
      'sys_job_status',
      'sys_notice_status',
      'sys_common_status',
      'problem_status',
      'biz_project_status',
    ]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const range = `params%5BbeginTime%5D=${today}&params%5BendTime%5D=${today}`;
    expect((await call('GET', `/system/dict/type/list?${range}`)).json().total).toBe(20);
    expect((await call('GET', '/system/dict/type/list?params%5BendTime%5D=2000-01-01')).json().total).toBe(0);
    expect((await call('GET', '/system/dict/type/list?beginTime=2000-01-01&dictType=problem')).json().total).toBe(3);
    expect(codeOf(await call('GET', '/system/dict/type/list?beginTime=yesterday'))).toBe(500);
  });

  it('adds a type, refusing duplicates and malformed types', async () => {
    const res = await call('POST', '/system/dict/type', {
      dictName: '设备状态',
      dictType: 'device_status',
      remark: 'r',
    });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await typeRow('device_status')).toMatchObject({ dictName: '设备状态', status: '0', createBy: 'admin' });
    const dup = await call('POST', '/system/dict/type', { dictName: '重复', dictType: 'device_status' });
    expect(dup.json()).toEqual({ code: 500, msg: "新增字典'重复'失败，字典类型已存在" });
    const bad = await call('POST', '/system/dict/type', { dictName: 'x', dictType: '1-bad type' });
    expect(codeOf(bad)).toBe(500);
    expect(bad.json().msg).toBe('参数 dictType 格式不正确');
    expect((await call('GET', '/system/dict/type/optionselect')).json().data).toHaveLength(21);
  });

  it('adds data to a type, refusing an unknown type and a duplicate value', async () => {
    const add = (body: object) =>
      call('POST', '/system/dict/data', { dictType: 'device_status', listClass: 'primary', ...body });
    expect((await add({ dictLabel: '在线', dictValue: 'on', dictSort: 1, isDefault: 'Y' })).json().code).toBe(200);
    expect((await add({ dictLabel: '离线', dictValue: 'off', dictSort: 2, cssClass: 'grey' })).json().code).toBe(200);
    const dup = await add({ dictLabel: '在线2', dictValue: 'on' });
    expect(dup.json()).toEqual({ code: 500, msg: "新增字典数据'在线2'失败，字典键值已存在" });
    const missing = await add({ dictType: 'nope', dictLabel: 'x', dictValue: 'x' });
    expect(missing.json()).toEqual({ code: 500, msg: "字典类型'nope'不存在" });
    expect((await add({ dictLabel: 'x', dictValue: 'x', listClass: 'evil' })).json().msg).toContain('listClass');
    expect((await add({ dictLabel: 'x', dictValue: 'x', cssClass: '"><script>' })).json().msg).toContain('cssClass');
    const rows = await dataOf('device_status');
    expect(rows.map((r) => [r.dictLabel, r.dictValue, r.isDefault, r.listClass, r.cssClass])).toEqual([
      ['在线', 'on', 'Y', 'primary', ''],
      ['离线', 'off', 'N', 'primary', 'grey'],
    ]);
  });

  it('reads and edits data', async () => {
    const [row] = await dataOf('device_status');
    if (!row) throw new Error('missing');
    const got = (await call('GET', `/system/dict/data/${row.dictCode}`)).json().data;
    expect(got).toMatchObject({ dictLabel: '在线', default: true });
    const edit = await call('PUT', '/system/dict/data', { ...got, dictLabel: '在线中', dictSort: 5 });
    expect(edit.json().code).toBe(200);
    expect((await dataOf('device_status')).map((r) => r.dictLabel)).toEqual(['离线', '在线中']);
    const clash = await call('PUT', '/system/dict/data', { ...got, dictValue: 'off' });
    expect(clash.json().msg).toBe("修改字典数据'在线'失败，字典键值已存在");
    const list = (
      await call('GET', `/system/dict/data/list?dictType=device_status&dictLabel=${encodeURIComponent('在线')}`)
    ).json();
    expect(list).toMatchObject({ total: 1, rows: [{ dictLabel: '在线中' }] });
  });

  it('renames a type and its data together', async () => {
    const type = await typeRow('device_status');
    if (!type) throw new Error('missing');
    expect((await call('GET', `/system/dict/type/${type.dictId}`)).json().data.dictType).toBe('device_status');
    const res = await call('PUT', '/system/dict/type', {
      dictId: type.dictId,
      dictName: '设备在线状态',
      dictType: 'device_online',
      status: '0',
    });
    expect(res.json().code).toBe(200);
    expect(await typeRow('device_status')).toBeUndefined();
    expect(await dataOf('device_status')).toEqual([]);
    expect((await dataOf('device_online')).map((r) => r.dictValue)).toEqual(['off', 'on']);

    const clash = await call('PUT', '/system/dict/type', {
      dictId: type.dictId,
      dictName: 'x',
      dictType: 'sys_yes_no',
    });
    expect(clash.json()).toEqual({ code: 500, msg: "修改字典'x'失败，字典类型已存在" });
    expect((await typeRow('device_online'))?.dictName).toBe('设备在线状态');
  });

  it('refuses to delete a type that has data; deletes data, then the type', async () => {
    const type = await typeRow('device_online');
    if (!type) throw new Error('missing');
    const refused = await call('DELETE', `/system/dict/type/${type.dictId}`);
    expect(refused.json()).toEqual({ code: 500, msg: '设备在线状态已分配,不能删除' });
    expect(await typeRow('device_online')).toBeDefined();

    const codes = (await dataOf('device_online')).map((r) => r.dictCode);
    expect((await call('DELETE', `/system/dict/data/${codes.join(',')}`)).json().code).toBe(200);
    expect(await dataOf('device_online')).toEqual([]);
    expect((await call('DELETE', `/system/dict/type/${type.dictId}`)).json().code).toBe(200);
    expect(await typeRow('device_online')).toBeUndefined();
    expect(codeOf(await call('DELETE', `/system/dict/type/${type.dictId}`))).toBe(404);
  });

  it('refreshCache succeeds (nothing is cached)', async () => {
    expect((await call('DELETE', '/system/dict/type/refreshCache')).json()).toEqual({ code: 200, msg: '操作成功' });
  });

  it('exports types and data as xlsx', async () => {
    const load = async (url: string, payload: object) => {
      const res = await call('POST', url, payload);
      expect(res.headers['content-type']).toBe(XLSX_MIME);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return book.worksheets[0];
    };
    const types = await load('/system/dict/type/export', { dictType: 'problem' });
    expect(types?.getColumn(3).values.slice(2)).toEqual(['problem_level', 'problem_type', 'problem_status']);
    const data = await load('/system/dict/data/export', { dictType: 'sys_yes_no' });
    expect(data?.getColumn(3).values.slice(2)).toEqual(['是', '否']);
  });
});
