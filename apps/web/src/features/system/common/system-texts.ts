import { addTexts } from '@/shared/i18n/add-texts.ts';
import '@/shared/ui/list/list-texts.ts';

/**
 * Texts of the system-administration screens (posts, dictionaries, parameters, notices). The
 * generic list texts (搜索, 新增, 删除成功, …) are in shared/ui/list/list-texts.ts, loaded with these.
 */
export const SYSTEM_TEXTS = {
  'sys.post.id': { zh: '岗位编号', en: 'Post ID' },
  'sys.post.code': { zh: '岗位编码', en: 'Post code' },
  'sys.post.name': { zh: '岗位名称', en: 'Post name' },
  'sys.post.sort': { zh: '岗位排序', en: 'Order' },
  'sys.post.sortLabel': { zh: '岗位顺序', en: 'Order' },
  'sys.post.status': { zh: '岗位状态', en: 'Post status' },
  'sys.post.addTitle': { zh: '添加岗位', en: 'Add post' },
  'sys.post.editTitle': { zh: '修改岗位', en: 'Edit post' },

  'sys.dict.id': { zh: '字典编号', en: 'Dictionary ID' },
  'sys.dict.name': { zh: '字典名称', en: 'Dictionary name' },
  'sys.dict.type': { zh: '字典类型', en: 'Dictionary type' },
  'sys.dict.status': { zh: '字典状态', en: 'Dictionary status' },
  'sys.dict.typeRule': {
    zh: '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
    en: 'The type starts with a letter and contains lower-case letters, digits and underscores only',
  },
  'sys.dict.addTitle': { zh: '添加字典类型', en: 'Add dictionary type' },
  'sys.dict.editTitle': { zh: '修改字典类型', en: 'Edit dictionary type' },
  'sys.dictData.code': { zh: '字典编码', en: 'Code' },
  'sys.dictData.label': { zh: '字典标签', en: 'Label' },
  'sys.dictData.labelForm': { zh: '数据标签', en: 'Data label' },
  'sys.dictData.value': { zh: '字典键值', en: 'Value' },
  'sys.dictData.valueForm': { zh: '数据键值', en: 'Data value' },
  'sys.dictData.sort': { zh: '字典排序', en: 'Order' },
  'sys.dictData.sortForm': { zh: '显示排序', en: 'Display order' },
  'sys.dictData.listClass': { zh: '回显样式', en: 'Tag style' },
  'sys.dictData.cssClass': { zh: '样式属性', en: 'CSS class' },
  'sys.dictData.cssClassRule': {
    zh: '样式属性只能包含字母、数字、空格、下划线和连字符',
    en: 'The CSS class may contain letters, digits, spaces, underscores and hyphens only',
  },
  'sys.dictData.isDefault': { zh: '默认', en: 'Default' },
  'sys.dictData.addTitle': { zh: '添加字典数据', en: 'Add dictionary data' },
  'sys.dictData.editTitle': { zh: '修改字典数据', en: 'Edit dictionary data' },
  'sys.dictData.back': { zh: '返回', en: 'Back' },
  'sys.listClass.default': { zh: '默认', en: 'Default' },
  'sys.listClass.primary': { zh: '主要', en: 'Primary' },
  'sys.listClass.success': { zh: '成功', en: 'Success' },
  'sys.listClass.info': { zh: '信息', en: 'Info' },
  'sys.listClass.warning': { zh: '警告', en: 'Warning' },
  'sys.listClass.danger': { zh: '危险', en: 'Danger' },

  'sys.config.id': { zh: '参数主键', en: 'ID' },
  'sys.config.name': { zh: '参数名称', en: 'Parameter name' },
  'sys.config.key': { zh: '参数键名', en: 'Parameter key' },
  'sys.config.value': { zh: '参数键值', en: 'Parameter value' },
  'sys.config.type': { zh: '系统内置', en: 'Built in' },
  'sys.config.addTitle': { zh: '添加参数', en: 'Add parameter' },
  'sys.config.editTitle': { zh: '修改参数', en: 'Edit parameter' },

  'sys.notice.id': { zh: '序号', en: 'No.' },
  'sys.notice.title': { zh: '公告标题', en: 'Title' },
  'sys.notice.type': { zh: '公告类型', en: 'Type' },
  'sys.notice.content': { zh: '内容', en: 'Content' },
  'sys.notice.createBy': { zh: '创建者', en: 'Created by' },
  'sys.notice.operator': { zh: '操作人员', en: 'Operator' },
  'sys.notice.addTitle': { zh: '添加公告', en: 'Add notice' },
  'sys.notice.editTitle': { zh: '修改公告', en: 'Edit notice' },
  'sys.notice.detailTitle': { zh: '公告详情', en: 'Notice' },
} as const;

addTexts(SYSTEM_TEXTS);
