-- Every replica keeps session rows and granted project access for a moment (AccessCache): a change
-- of the tables that decide them tells every replica at commit (NOTIFY on the events channel, one
-- per transaction: identical notifications of a transaction are folded into one).
CREATE OR REPLACE FUNCTION notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zj_events', '{"type":"access-changed"}');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sys_user_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "sys_role_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "sys_user_role_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user_role" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "sys_role_menu_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role_menu" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "sys_menu_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_menu" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "sys_dept_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_dept" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "biz_project_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "biz_project" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "biz_project_user_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "biz_project_user" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "biz_project_role_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "biz_project_role" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();--> statement-breakpoint
CREATE TRIGGER "biz_project_role_menu_access" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "biz_project_role_menu" FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
