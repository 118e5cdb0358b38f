CREATE TABLE "notification"."push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "notification"."user_names" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user" ON "notification"."push_subscriptions" USING btree ("user_id");