CREATE TABLE "sys_rate_limit" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "pwd_change_required" char(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_login_lock" ADD COLUMN "last_fail_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sys_rate_limit_window_idx" ON "sys_rate_limit" USING btree ("window_start");