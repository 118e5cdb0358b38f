ALTER TABLE "media"."pictures" DROP CONSTRAINT "pictures_state_known";--> statement-breakpoint
CREATE INDEX "pictures_kept_owner_idx" ON "media"."pictures" USING btree ("owner_id") WHERE "media"."pictures"."state" = 'kept';--> statement-breakpoint
ALTER TABLE "media"."pictures" ADD CONSTRAINT "pictures_state_known" CHECK ("media"."pictures"."state" in ('staged', 'current', 'kept', 'released'));