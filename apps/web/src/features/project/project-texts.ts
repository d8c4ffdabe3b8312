import { addTexts, type Texts } from '@/shared/i18n/add-texts.ts';
// The shared list texts (sys.edit, sys.ok, sys.deleteSuccess…) the project screens use too.
import '@/shared/ui/list/list-texts.ts';

/** Texts of the project list, the project form and the archived projects (归档项目). */
export const PROJECT_TEXTS = {
  'proj.add': { zh: '新增项目', en: 'New project' },
  'proj.place': { zh: '归档', en: 'Archive' },
  'proj.restore': { zh: '取消归档', en: 'Restore' },
  'proj.open': { zh: '进入项目', en: 'Open' },
  'proj.required': { zh: '{{field}}不能为空', en: 'The {{field}} is required' },
  'proj.viewCards': { zh: '卡片', en: 'Cards' },
  'proj.viewTable': { zh: '列表', en: 'Table' },
  'proj.empty': { zh: '暂无项目', en: 'No projects yet' },
  'proj.emptyFiltered': { zh: '没有符合条件的项目', en: 'No project matches the search' },
  'proj.emptyArchived': { zh: '暂无归档项目', en: 'No archived projects' },
  'proj.members': { zh: '{{count}} 名成员', en: '{{count}} members' },
  'proj.noAddress': { zh: '未填写地址', en: 'No address' },
  'proj.star': { zh: '收藏', en: 'Star' },
  'proj.unstar': { zh: '取消收藏', en: 'Unstar' },
  'proj.noAccess': { zh: '您没有查看项目列表的权限', en: 'You may not view the project list' },
  'proj.noCover': { zh: '暂无封面', en: 'No cover' },

  'proj.field.parent': { zh: '上级项目', en: 'Parent project' },
  'proj.field.parentHint': { zh: '不选择则为顶级项目', en: 'None: a top-level project' },
  'proj.field.name': { zh: '项目名称', en: 'Project name' },
  'proj.field.code': { zh: '项目编号', en: 'Project code' },
  'proj.field.type': { zh: '项目类型', en: 'Project type' },
  'proj.field.status': { zh: '项目状态', en: 'Status' },
  'proj.field.address': { zh: '项目地址', en: 'Address' },
  'proj.field.longitude': { zh: '经度', en: 'Longitude' },
  'proj.field.latitude': { zh: '纬度', en: 'Latitude' },
  'proj.field.ownerUnit': { zh: '建设单位', en: 'Owner' },
  'proj.field.contractorUnit': { zh: '施工单位', en: 'Contractor' },
  'proj.field.supervisorUnit': { zh: '监理单位', en: 'Supervisor' },
  'proj.field.designUnit': { zh: '设计单位', en: 'Designer' },
  'proj.field.startDate': { zh: '开工日期', en: 'Start date' },
  'proj.field.plannedEndDate': { zh: '计划竣工日期', en: 'Planned completion' },
  'proj.field.cover': { zh: '项目封面', en: 'Cover image' },
  'proj.field.description': { zh: '项目描述', en: 'Description' },
  'proj.field.orderNum': { zh: '显示排序', en: 'Display order' },
  'proj.field.members': { zh: '成员数', en: 'Members' },
  'proj.field.createTime': { zh: '创建时间', en: 'Created' },
  'proj.field.placeTime': { zh: '归档时间', en: 'Archived' },
  'proj.endBeforeStart': {
    zh: '计划竣工日期不能早于开工日期',
    en: 'The planned completion cannot be before the start date',
  },

  'proj.addTitle': { zh: '新增项目', en: 'New project' },
  'proj.editTitle': { zh: '修改项目', en: 'Edit project' },
  'proj.placed': { zh: '归档成功', en: 'Archived' },
  'proj.restored': { zh: '已取消归档', en: 'Restored' },
  'proj.starred': { zh: '收藏成功', en: 'Starred' },
  'proj.unstarred': { zh: '已取消收藏', en: 'Unstarred' },
  'proj.confirmDelete': {
    zh: '是否确认删除项目"{{name}}"？',
    en: 'Delete the project "{{name}}"?',
  },
  'proj.confirmPlace': {
    zh: '是否确认归档项目"{{name}}"？归档后项目不可修改。',
    en: 'Archive the project "{{name}}"? An archived project cannot be changed.',
  },
  'proj.confirmRestore': { zh: '是否确认取消归档项目"{{name}}"？', en: 'Restore the project "{{name}}"?' },
} satisfies Texts;

// Travels with the project screens' chunk, never with the login page.
addTexts(PROJECT_TEXTS);
