-- Every change to what decides roles, permissions or the cached user profile bumps sys_authz_version (see authz.tables.ts).
INSERT INTO "sys_authz_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_authz_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sys_authz_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sys_role_authz" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role" FOR EACH STATEMENT EXECUTE FUNCTION bump_authz_version();
--> statement-breakpoint
CREATE TRIGGER "sys_user_role_authz" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user_role" FOR EACH STATEMENT EXECUTE FUNCTION bump_authz_version();
--> statement-breakpoint
CREATE TRIGGER "sys_role_menu_authz" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role_menu" FOR EACH STATEMENT EXECUTE FUNCTION bump_authz_version();
--> statement-breakpoint
CREATE TRIGGER "sys_menu_authz" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_menu" FOR EACH STATEMENT EXECUTE FUNCTION bump_authz_version();
--> statement-breakpoint
CREATE TRIGGER "sys_dept_authz" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_dept" FOR EACH STATEMENT EXECUTE FUNCTION bump_authz_version();
--> statement-breakpoint
CREATE TRIGGER "sys_user_authz_rows" AFTER INSERT OR DELETE OR TRUNCATE ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION bump_authz_version();
--> statement-breakpoint
-- Profile columns only: status, del_flag, login_ip and login_date are read fresh on every request.
CREATE TRIGGER "sys_user_authz_profile" AFTER UPDATE OF "user_name", "nick_name", "dept_id", "email", "phonenumber", "sex", "avatar", "remark", "create_time" ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION bump_authz_version();
