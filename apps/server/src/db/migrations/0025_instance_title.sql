ALTER TABLE "wf_instance" ADD COLUMN "title" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "wf_instance" i SET "title" = o."title" FROM "sys_work_order" o
  WHERE i."biz_table" = 'sys_work_order' AND i."biz_id" = o."order_id"::text;
--> statement-breakpoint
UPDATE "wf_instance" i SET "title" = left(p."name", 100) FROM "biz_problem" p
  WHERE i."biz_table" = 'quality_improvement' AND i."biz_id" = p."problem_id"::text;
