CREATE TABLE "biz_model_bcf_ref" (
	"project_id" bigint NOT NULL,
	"kind" char(1) NOT NULL,
	"guid" varchar(36) NOT NULL,
	"local_id" bigint NOT NULL,
	"extra" jsonb,
	CONSTRAINT "biz_model_bcf_ref_project_id_kind_guid_pk" PRIMARY KEY("project_id","kind","guid")
);
--> statement-breakpoint
CREATE INDEX "biz_model_bcf_ref_local_idx" ON "biz_model_bcf_ref" USING btree ("project_id","kind","local_id");