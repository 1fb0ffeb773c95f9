CREATE INDEX "audit_log_operation_idx" ON "audit_log" USING btree ("operation","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","id");