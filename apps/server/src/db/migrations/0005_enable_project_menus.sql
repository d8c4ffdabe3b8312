-- Projects and members landed: enable their menus on databases seeded before (new ones get them from the seed).
UPDATE "sys_menu" SET "visible" = '0', "status" = '0' WHERE "menu_id" IN (2, 111, 233, 236, 520, 521, 522);
