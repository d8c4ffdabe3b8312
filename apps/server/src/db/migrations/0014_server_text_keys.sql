ALTER TABLE "sys_oper_log" ADD COLUMN "title_key" varchar(64);--> statement-breakpoint
ALTER TABLE "biz_project_news" ADD COLUMN "title_key" varchar(64);--> statement-breakpoint
ALTER TABLE "biz_project_news" ADD COLUMN "title_params" jsonb;--> statement-breakpoint
ALTER TABLE "sys_message" ADD COLUMN "title_key" varchar(64);--> statement-breakpoint
ALTER TABLE "sys_message" ADD COLUMN "title_params" jsonb;