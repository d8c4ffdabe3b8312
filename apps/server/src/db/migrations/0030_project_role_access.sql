-- Access that follows project roles (issue 22). Spec 01 §6: a project page or action needs the
-- global permission AND the permission in the project. 普通角色 (2, every user's default role) now
-- holds the project group's pages and buttons globally — all but creating a project (1112) and the
-- global quality templates (1372) — so a member's project role decides what they see and do there.
-- Fresh databases: the seed creates role 2 after the migrations, so the rows go in for it (as 0021).
-- Runs once: an administrator's later change to 普通角色 stays.
INSERT INTO "sys_role_menu" ("role_id", "menu_id")
SELECT 2, m.menu_id FROM (VALUES (2), (1110), (1111), (1113), (1114), (236), (241), (233), (520), (1120), (1121), (1122), (1123), (521), (1130), (1131), (1132), (522), (223), (224), (225), (226), (1395), (1396), (237), (1370), (1371), (1373), (1374), (1375), (1376), (1377), (1378), (214), (2140), (2141), (2142), (2143), (2144), (2145), (2146), (2147), (2148), (2149), (2150), (2151), (2152), (238), (1400), (1401), (1402), (1403), (1404), (1405), (239), (1380), (1381), (1382), (240), (1390), (1391)) AS m(menu_id)
WHERE NOT EXISTS (SELECT 1 FROM "sys_role") OR EXISTS (SELECT 1 FROM "sys_role" WHERE "role_id" = 2)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Existing projects: their 项目成员 (key member) reads what a member is sent (problems, notices,
-- the quality and safety pages).
INSERT INTO "biz_project_role_menu" ("role_id", "menu_id")
SELECT r."role_id", m.menu_id FROM "biz_project_role" r
CROSS JOIN (VALUES (2), (1110), (1111), (233), (520), (521), (522), (236), (241), (214), (2140), (237), (1373), (1374), (238), (1400), (1401), (223), (224), (225), (226), (239), (240)) AS m(menu_id)
WHERE r."role_key" = 'member'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 检查员, 整改人 and 审批人 in every live project that has no role of that key or name yet, with
-- the menus of core/project/project-setup.ts PROJECT_ROLE_TEMPLATES as of this release.
WITH "created" AS (
  INSERT INTO "biz_project_role" ("project_id", "role_name", "role_key", "role_sort", "create_by")
  SELECT p."project_id", t.role_name, t.role_key, t.role_sort, 'admin' FROM "biz_project" p
  CROSS JOIN (VALUES ('检查员', 'inspector', 2), ('整改人', 'rectifier', 3), ('审批人', 'approver', 4)) AS t(role_name, role_key, role_sort)
  WHERE p."del_flag" = '0' AND NOT EXISTS (
    SELECT 1 FROM "biz_project_role" r
    WHERE r."project_id" = p."project_id" AND (r."role_key" = t.role_key OR r."role_name" = t.role_name))
  RETURNING "role_id", "role_key"
)
INSERT INTO "biz_project_role_menu" ("role_id", "menu_id")
SELECT c."role_id", m.menu_id FROM "created" c
JOIN (VALUES ('inspector', 2), ('inspector', 1110), ('inspector', 1111), ('inspector', 233), ('inspector', 520), ('inspector', 521), ('inspector', 522), ('inspector', 236), ('inspector', 241), ('inspector', 214), ('inspector', 2140), ('inspector', 237), ('inspector', 1373), ('inspector', 1374), ('inspector', 238), ('inspector', 1400), ('inspector', 1401), ('inspector', 223), ('inspector', 224), ('inspector', 225), ('inspector', 226), ('inspector', 239), ('inspector', 240), ('inspector', 1370), ('inspector', 1375), ('inspector', 1376), ('inspector', 1378), ('inspector', 1402), ('inspector', 1403), ('inspector', 1405), ('inspector', 2141), ('inspector', 2142), ('inspector', 2144), ('inspector', 2145), ('inspector', 2147), ('inspector', 2150), ('inspector', 2151), ('inspector', 1395), ('rectifier', 2), ('rectifier', 1110), ('rectifier', 1111), ('rectifier', 233), ('rectifier', 520), ('rectifier', 521), ('rectifier', 522), ('rectifier', 236), ('rectifier', 241), ('rectifier', 214), ('rectifier', 2140), ('rectifier', 237), ('rectifier', 1373), ('rectifier', 1374), ('rectifier', 238), ('rectifier', 1400), ('rectifier', 1401), ('rectifier', 223), ('rectifier', 224), ('rectifier', 225), ('rectifier', 226), ('rectifier', 239), ('rectifier', 240), ('rectifier', 2146), ('rectifier', 2147), ('rectifier', 2148), ('approver', 2), ('approver', 1110), ('approver', 1111), ('approver', 233), ('approver', 520), ('approver', 521), ('approver', 522), ('approver', 236), ('approver', 241), ('approver', 214), ('approver', 2140), ('approver', 237), ('approver', 1373), ('approver', 1374), ('approver', 238), ('approver', 1400), ('approver', 1401), ('approver', 223), ('approver', 224), ('approver', 225), ('approver', 226), ('approver', 239), ('approver', 240), ('approver', 2147), ('approver', 2152)) AS m(role_key, menu_id) ON m.role_key = c."role_key"
ON CONFLICT DO NOTHING;
