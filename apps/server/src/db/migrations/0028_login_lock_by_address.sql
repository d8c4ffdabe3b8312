-- Wrong-password counters per user name and source address (issue 22). Counters of the old key
-- (address '') match no attempt any more and are purged once stale.
ALTER TABLE "sys_login_lock" ADD COLUMN "ipaddr" varchar(128) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_login_lock" DROP CONSTRAINT "sys_login_lock_pkey";--> statement-breakpoint
ALTER TABLE "sys_login_lock" ADD CONSTRAINT "sys_login_lock_user_name_ipaddr_pk" PRIMARY KEY("user_name","ipaddr");--> statement-breakpoint
CREATE INDEX "sys_login_lock_last_fail_idx" ON "sys_login_lock" USING btree ("last_fail_time");--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "unlock_fail_count" integer DEFAULT 0 NOT NULL;
