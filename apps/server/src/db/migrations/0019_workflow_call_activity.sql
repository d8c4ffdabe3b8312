ALTER TABLE "wf_instance" ADD COLUMN "parent_instance_id" bigint;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "parent_execution_id" varchar(120);--> statement-breakpoint
CREATE INDEX "wf_instance_parent_idx" ON "wf_instance" USING btree ("parent_instance_id") WHERE "wf_instance"."parent_instance_id" is not null;