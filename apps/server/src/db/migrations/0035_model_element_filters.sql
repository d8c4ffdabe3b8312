DROP INDEX "biz_model_element_class_idx";--> statement-breakpoint
CREATE INDEX "biz_model_element_storey_idx" ON "biz_model_element" USING btree ("version_id","storey","express_id");--> statement-breakpoint
CREATE INDEX "biz_model_log_band_idx" ON "biz_model_log" USING btree ("project_id","band_id","create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "biz_model_element_class_idx" ON "biz_model_element" USING btree ("version_id","ifc_class","storey","express_id");