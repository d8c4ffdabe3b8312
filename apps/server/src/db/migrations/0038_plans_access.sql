-- The schedule pages for everyone a project lets in (issue 26). Spec 01 §6: a project page or
-- action needs the global permission AND the permission in the project; 普通角色 (2, every user's
-- default role) holds the project group's pages and buttons globally (0030), so it now holds those
-- of 进度计划 (217, buttons 1440–1449), 施工日志 (218, 1430–1433), 措施计划 (213, 1450–1455),
-- 生产进度 (212, 1460) and 每日对比 (220), and a member's project role decides what they see and
-- do there. Fresh databases: the seed creates role 2 after the migrations, so the rows go in for it
-- (as 0021, 0030). Runs once: an administrator's later change to 普通角色 stays.
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT 2, m.menu_id FROM (VALUES (217), (1440), (1441), (1442), (1443), (1444), (1445), (1446), (1447), (1448), (1449), (218), (1430), (1431), (1432), (1433), (213), (1450), (1451), (1452), (1453), (1454), (1455), (212), (1460), (220)) AS m(menu_id)
WHERE NOT EXISTS (SELECT 1 FROM "sys_role") OR EXISTS (SELECT 1 FROM "sys_role" WHERE "role_id" = 2)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Existing projects: their 项目成员 (key member) reads the schedule: 进度计划 and its 查询, 施工日志,
-- 措施计划 and its 查询, 生产进度 and 每日对比 (core/project/project-setup.ts, as of this release).
INSERT INTO "biz_project_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m.menu_id FROM "biz_project_role" r
CROSS JOIN (VALUES (217), (1440), (218), (213), (1450), (212), (220)) AS m(menu_id)
WHERE r."role_key" = 'member'
ON CONFLICT DO NOTHING;
