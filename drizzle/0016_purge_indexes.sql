CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_expiry_idx" ON "sessions" USING btree ("tenant_id","expires_at");--> statement-breakpoint
CREATE INDEX "sms_codes_expiry_idx" ON "sms_codes" USING btree ("tenant_id","expires_at");