import { addTexts, type Texts } from '@/shared/i18n/add-texts.ts';
// The shared list texts (sys.search, sys.ok, sys.editSuccess…) the member screens use too.
import '@/shared/ui/list/list-texts.ts';

/** Texts of 成员管理: project roles, project members, organisation chart. */
export const MEMBER_TEXTS = {
  'member.role.name': { zh: '角色名称', en: 'Role name' },
  'member.role.key': { zh: '权限字符', en: 'Role key' },
  'member.role.sort': { zh: '角色顺序', en: 'Order' },
  'member.role.menus': { zh: '菜单权限', en: 'Menu permissions' },
  'member.role.userCount': { zh: '成员数', en: 'Members' },
  'member.role.addTitle': { zh: '添加项目角色', en: 'Add project role' },
  'member.role.editTitle': { zh: '修改项目角色', en: 'Edit project role' },
  'member.role.confirmDelete': {
    zh: '是否确认删除角色名称为"{{name}}"的数据项？',
    en: 'Delete the project role "{{name}}"?',
  },

  'member.user.userName': { zh: '用户名称', en: 'User name' },
  'member.user.nickName': { zh: '用户昵称', en: 'Nickname' },
  'member.user.phone': { zh: '手机号码', en: 'Phone' },
  'member.user.dept': { zh: '部门', en: 'Department' },
  'member.user.role': { zh: '项目角色', en: 'Project role' },
  'member.user.userType': { zh: '单位类型', en: 'Unit type' },
  'member.user.isAdmin': { zh: '项目管理员', en: 'Project admin' },
  'member.user.joinTime': { zh: '加入时间', en: 'Joined' },
  'member.user.noRole': { zh: '未分配角色', en: 'No role' },
  'member.user.addTitle': { zh: '添加项目成员', en: 'Add members' },
  'member.user.users': { zh: '用户', en: 'Users' },
  'member.user.pickUsers': { zh: '请选择要添加的用户', en: 'Choose the users to add' },
  'member.user.remove': { zh: '移除', en: 'Remove' },
  'member.user.confirmRemove': {
    zh: '是否确认将用户"{{names}}"移出项目？',
    en: 'Remove "{{names}}" from the project?',
  },
  'member.user.removed': { zh: '移除成功', en: 'Removed' },

  'member.org.admins': { zh: '项目管理员', en: 'Project admins' },
  'member.org.noAdmins': { zh: '暂无项目管理员', en: 'No project admins' },
  'member.org.empty': { zh: '项目暂无成员', en: 'The project has no members yet' },
  'member.org.noUnit': { zh: '未填写单位名称', en: 'Unit name not set' },
  'member.org.count': { zh: '{{n}} 人', en: '{{n}} people' },
} satisfies Texts;

// Travels with the member pages' chunks, never with the login page.
addTexts(MEMBER_TEXTS);
