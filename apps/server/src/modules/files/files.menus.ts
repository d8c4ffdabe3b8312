import { PERMS } from '@zj/contract';
import { type ModuleMenu, under } from '../../core/menus/menu-seed.ts';

/**
 * 文件上传: a button row under 系统管理 carrying the upload permission, so a role editor can grant
 * uploading (members of a project may upload without it). The 普通角色 role holds it from the
 * migration that introduced it.
 */
export const UPLOAD_MENU_ID = 1200;

export const MENUS: ModuleMenu[] = [
  under(1, 90, { id: UPLOAD_MENU_ID, name: '文件上传', path: '', type: 'F', perms: PERMS.common.file.upload }),
];
