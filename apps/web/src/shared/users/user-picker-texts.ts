import { addTexts } from '@/shared/i18n/add-texts.ts';

/** Texts of the shared user picker. */
addTexts({
  'userPick.userName': { zh: '用户名称', en: 'User name' },
  'userPick.nickName': { zh: '用户昵称', en: 'Nickname' },
  'userPick.dept': { zh: '部门', en: 'Department' },
  'userPick.picked': { zh: '已选 {{n}} 人', en: '{{n}} chosen' },
  'userPick.prev': { zh: '上一页', en: 'Previous' },
  'userPick.next': { zh: '下一页', en: 'Next' },
});
