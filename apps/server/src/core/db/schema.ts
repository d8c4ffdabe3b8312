/** Every table of the platform, for drizzle and drizzle-kit. Modules add their tables here. */
export * from '../../modules/auth/auth.tables.ts';
export * from '../../modules/configs/configs.tables.ts';
export * from '../../modules/depts/depts.tables.ts';
export * from '../../modules/dicts/dicts.tables.ts';
export * from '../../modules/logininfor/logininfor.tables.ts';
export * from '../../modules/menus/menus.tables.ts';
export * from '../../modules/messages/messages.tables.ts';
export * from '../../modules/notices/notices.tables.ts';
export * from '../../modules/operlog/operlog.tables.ts';
export * from '../../modules/posts/posts.tables.ts';
export * from '../../modules/project-roles/project-roles.tables.ts';
export * from '../../modules/projects/projects.tables.ts';
export * from '../../modules/roles/roles.tables.ts';
export * from '../../modules/users/users.tables.ts';
export * from '../auth/authz.tables.ts';
export * from '../auth/sessions.tables.ts';
