-- The log pages' menus name RuoYi-Cloud's components (the web still registers the old names).
UPDATE "sys_menu" SET "component" = 'system/operlog/index' WHERE "component" = 'monitor/operlog/index';
--> statement-breakpoint
UPDATE "sys_menu" SET "component" = 'system/logininfor/index' WHERE "component" = 'monitor/logininfor/index';
