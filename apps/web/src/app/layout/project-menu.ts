import { MENU_GROUPS, type RouterItem } from '@zj/contract';
import { type AccessSubject, checkProjectPermi, isAdmin } from '@/shared/access/index.ts';

/**
 * The server's routes with the project group narrowed to the current project (spec 01 §6: global
 * permission AND project permission). getRouters keeps a project page that any of the user's
 * projects grants; here a page of the project group (menuGroup `project`) stays only when the
 * project check passes for its permission (`meta.perms`) in the current permission project — so a
 * member who is 检查员 in project A and 项目成员 in B sees, in B, what 项目成员 grants. A directory
 * left without pages goes with them (the menu builder drops empty containers).
 *
 * Unchanged: other groups, pages without a permission string, administrators (role admin or
 * *:*:*), and the case without a current project (the pages any project grants, to choose one).
 */
export function withinCurrentProject(routers: readonly RouterItem[], subject: AccessSubject): RouterItem[] {
  if (isAdmin(subject) || !subject.permissionProjectId) return [...routers];
  const allowed = (perms: string) => checkProjectPermi(subject, [perms]);
  const narrow = (items: readonly RouterItem[], inherited?: string): RouterItem[] =>
    items.flatMap((item) => {
      const group = item.menuGroup ?? inherited;
      if (item.children) return [{ ...item, children: narrow(item.children, group) }];
      if (group !== MENU_GROUPS.project) return [item];
      return item.meta.perms && !allowed(item.meta.perms) ? [] : [item];
    });
  return narrow(routers);
}
