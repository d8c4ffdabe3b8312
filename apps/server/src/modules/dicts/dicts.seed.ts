import { DICT_TYPES } from '@zj/contract';
import type { Db } from '../../core/db/client.ts';
import { insertMissing, syncSequence } from '../../core/db/seeding.ts';
import { sysDictData, sysDictType } from './dicts.tables.ts';

const T = DICT_TYPES;

/** RuoYi's dictionary types (1-10) and the platform's (11-14, spec 02). */
export const DICT_TYPE_ROWS = [
  { dictId: 1, dictName: '用户性别', dictType: T.userSex, remark: '用户性别列表' },
  { dictId: 2, dictName: '菜单状态', dictType: T.showHide, remark: '菜单状态列表' },
  { dictId: 3, dictName: '系统开关', dictType: T.normalDisable, remark: '系统开关列表' },
  { dictId: 4, dictName: '任务状态', dictType: T.jobStatus, remark: '任务状态列表' },
  { dictId: 5, dictName: '任务分组', dictType: T.jobGroup, remark: '任务分组列表' },
  { dictId: 6, dictName: '系统是否', dictType: T.yesNo, remark: '系统是否列表' },
  { dictId: 7, dictName: '通知类型', dictType: T.noticeType, remark: '通知类型列表' },
  { dictId: 8, dictName: '通知状态', dictType: T.noticeStatus, remark: '通知状态列表' },
  { dictId: 9, dictName: '操作类型', dictType: T.operType, remark: '操作类型列表' },
  { dictId: 10, dictName: '系统状态', dictType: T.commonStatus, remark: '登录状态列表' },
  { dictId: 11, dictName: '问题等级', dictType: T.problemLevel, remark: '质量安全问题等级' },
  { dictId: 12, dictName: '隐患类型', dictType: T.hazardType, remark: '安全隐患类型' },
  { dictId: 13, dictName: '问题类型', dictType: T.problemType, remark: '质量安全检查类型' },
  { dictId: 14, dictName: '问题状态', dictType: T.problemStatus, remark: '问题整改状态' },
  { dictId: 15, dictName: '项目状态', dictType: T.projectStatus, remark: '项目状态列表' },
  { dictId: 16, dictName: '项目类型', dictType: T.projectType, remark: '项目类型列表' },
  { dictId: 17, dictName: '成员单位类型', dictType: T.projectUserType, remark: '项目成员所属单位' },
  { dictId: 18, dictName: '项目动态类型', dictType: T.projectNewsType, remark: '项目动态类型列表' },
  { dictId: 19, dictName: '计划分组', dictType: T.planGroup, remark: '进度计划分组' },
  { dictId: 20, dictName: '措施类别', dictType: T.measureCategory, remark: '措施计划类别' },
].map((t) => ({ ...t, createBy: 'admin' }));

type Entry = [code: number, sort: number, label: string, value: string, listClass: string, isDefault?: 'Y'];
const entries = (dictType: string, rows: Entry[]) =>
  rows.map(([dictCode, dictSort, dictLabel, dictValue, listClass, isDefault]) => ({
    dictCode,
    dictSort,
    dictLabel,
    dictValue,
    dictType,
    listClass,
    isDefault: isDefault ?? 'N',
    createBy: 'admin',
  }));

export const DICT_DATA_ROWS = [
  ...entries(T.userSex, [
    [1, 1, '男', '0', '', 'Y'],
    [2, 2, '女', '1', ''],
    [3, 3, '未知', '2', ''],
  ]),
  ...entries(T.showHide, [
    [4, 1, '显示', '0', 'primary', 'Y'],
    [5, 2, '隐藏', '1', 'danger'],
  ]),
  ...entries(T.normalDisable, [
    [6, 1, '正常', '0', 'primary', 'Y'],
    [7, 2, '停用', '1', 'danger'],
  ]),
  ...entries(T.jobStatus, [
    [8, 1, '正常', '0', 'primary', 'Y'],
    [9, 2, '暂停', '1', 'danger'],
  ]),
  ...entries(T.jobGroup, [
    [10, 1, '默认', 'DEFAULT', '', 'Y'],
    [11, 2, '系统', 'SYSTEM', ''],
  ]),
  ...entries(T.yesNo, [
    [12, 1, '是', 'Y', 'primary', 'Y'],
    [13, 2, '否', 'N', 'danger'],
  ]),
  ...entries(T.noticeType, [
    [14, 1, '通知', '1', 'warning', 'Y'],
    [15, 2, '公告', '2', 'success'],
  ]),
  ...entries(T.noticeStatus, [
    [16, 1, '正常', '0', 'primary', 'Y'],
    [17, 2, '关闭', '1', 'danger'],
  ]),
  ...entries(T.operType, [
    [18, 99, '其他', '0', 'info'],
    [19, 1, '新增', '1', 'info'],
    [20, 2, '修改', '2', 'info'],
    [21, 3, '删除', '3', 'danger'],
    [22, 4, '授权', '4', 'primary'],
    [23, 5, '导出', '5', 'warning'],
    [24, 6, '导入', '6', 'warning'],
    [25, 7, '强退', '7', 'danger'],
    [26, 8, '生成代码', '8', 'warning'],
    [27, 9, '清空数据', '9', 'danger'],
  ]),
  ...entries(T.commonStatus, [
    [28, 1, '成功', '0', 'primary'],
    [29, 2, '失败', '1', 'danger'],
  ]),
  // Spec 02: problems store the label itself as level and type, the status as a number.
  ...entries(T.problemLevel, [
    [100, 1, '一般', '一般', 'info', 'Y'],
    [101, 2, '重要', '重要', 'danger'],
    [102, 3, '次要', '次要', 'warning'],
  ]),
  ...entries(T.hazardType, [
    [110, 1, '高空作业', '高空作业', ''],
    [111, 2, '用电', '用电', ''],
    [112, 3, '用水', '用水', ''],
    [113, 4, '消防', '消防', ''],
    [114, 5, '文明施工', '文明施工', ''],
  ]),
  ...entries(T.problemType, [
    [120, 1, '随机抽查', '随机抽查', '', 'Y'],
    [121, 2, '专项检查', '专项检查', ''],
    [122, 3, '日常巡检', '日常巡检', ''],
  ]),
  ...entries(T.problemStatus, [
    [130, 1, '信息确认', '1', 'warning', 'Y'],
    [131, 2, '申请完成', '2', 'primary'],
    [132, 3, '整改完成', '3', 'success'],
  ]),
  ...entries(T.projectStatus, [
    [140, 1, '筹备', '0', 'info'],
    [141, 2, '在建', '1', 'primary', 'Y'],
    [142, 3, '停工', '2', 'danger'],
    [143, 4, '竣工', '3', 'success'],
  ]),
  ...entries(T.projectType, [
    [150, 1, '房屋建筑', 'building', '', 'Y'],
    [151, 2, '市政工程', 'municipal', ''],
    [152, 3, '公路桥梁', 'road', ''],
    [153, 4, '水利工程', 'water', ''],
    [154, 5, '轨道交通', 'rail', ''],
    [155, 6, '其他', 'other', ''],
  ]),
  ...entries(T.projectUserType, [
    [160, 1, '施工单位', '0', 'primary', 'Y'],
    [161, 2, '建设单位', '1', 'success'],
    [162, 3, '监理单位', '2', 'warning'],
    [163, 4, '设计单位', '3', 'info'],
    [164, 5, '其他', '4', ''],
  ]),
  ...entries(T.projectNewsType, [
    [170, 1, '项目创建', 'create', 'primary'],
    [171, 2, '信息变更', 'update', 'info'],
    [172, 3, '成员加入', 'join', 'success'],
    [173, 4, '成员退出', 'leave', 'warning'],
    [174, 5, '角色调整', 'role', 'info'],
    [175, 6, '项目归档', 'place', 'danger'],
    [176, 7, '取消归档', 'restore', 'success'],
  ]),
  ...entries(T.planGroup, [
    [180, 1, '总进度计划', '0', 'primary', 'Y'],
    [181, 2, '年度计划', '1', 'success'],
    [182, 3, '月度计划', '2', 'info'],
    [183, 4, '周计划', '3', 'warning'],
  ]),
  ...entries(T.measureCategory, [
    [185, 1, '安全措施', '0', 'danger', 'Y'],
    [186, 2, '技术措施', '1', 'primary'],
    [187, 3, '质量措施', '2', 'success'],
    [188, 4, '环保措施', '3', 'info'],
  ]),
];

/** The seeded dictionaries, where missing: data only of types that exist (an admin may have renamed a seeded type). */
export async function seedDicts(db: Db): Promise<void> {
  await insertMissing(db, sysDictType, DICT_TYPE_ROWS);
  const types = new Set((await db.select({ type: sysDictType.dictType }).from(sysDictType)).map((r) => r.type));
  await insertMissing(
    db,
    sysDictData,
    DICT_DATA_ROWS.filter((d) => types.has(d.dictType)),
  );
  await syncSequence(db, 'sys_dict_type', 'dict_id', 100);
  await syncSequence(db, 'sys_dict_data', 'dict_code', 1000);
}
