DROP INDEX "sys_oper_log_time_idx";--> statement-breakpoint
DROP INDEX "sys_logininfor_time_idx";--> statement-breakpoint
CREATE INDEX "sys_role_sort_idx" ON "sys_role" USING btree ("role_sort","role_id") WHERE del_flag = '0';--> statement-breakpoint
CREATE INDEX "sys_oper_log_time_idx" ON "sys_oper_log" USING btree ("oper_time" DESC NULLS LAST,"oper_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_logininfor_time_idx" ON "sys_logininfor" USING btree ("login_time" DESC NULLS LAST,"info_id" DESC NULLS LAST);