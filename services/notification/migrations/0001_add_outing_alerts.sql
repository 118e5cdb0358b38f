CREATE TABLE "notification"."deleted_outings" (
	"outing_id" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alerts_outing" ON "notification"."alerts" USING btree ("outing_id");