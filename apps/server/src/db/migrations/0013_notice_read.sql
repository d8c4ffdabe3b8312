CREATE TABLE "sys_notice_read" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_notice_read_pk" PRIMARY KEY("user_id","notice_id")
);
--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_notice_id_sys_notice_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sys_notice"("notice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_notice_read_notice_idx" ON "sys_notice_read" USING btree ("notice_id","read_time" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "sys_notice_live_idx" ON "sys_notice" USING btree ("notice_id" DESC NULLS LAST) WHERE "sys_notice"."status" = '0';