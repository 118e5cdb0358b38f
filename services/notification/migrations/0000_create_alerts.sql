CREATE SCHEMA "notification";
--> statement-breakpoint
CREATE TABLE "notification"."alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"from_user_id" text,
	"by_user_id" text,
	"outing_id" text,
	"chat_id" text,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "alerts_type" CHECK ("notification"."alerts"."type" in ('outing-invite', 'outing-invite-update', 'outing-leave', 'outing-join', 'outing-complete', 'outing-marked-complete', 'friend-request', 'friend-request-update', 'friend-removed', 'chat-created')),
	CONSTRAINT "alerts_status" CHECK ("notification"."alerts"."status" in ('pending', 'accepted', 'denied', 'none'))
);
--> statement-breakpoint
CREATE INDEX "alerts_user_created" ON "notification"."alerts" USING btree ("user_id","created_at");