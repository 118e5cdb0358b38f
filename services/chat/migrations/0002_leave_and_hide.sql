ALTER TABLE "chat"."members" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat"."members" ADD COLUMN "hidden_at_seq" integer;--> statement-breakpoint
ALTER TABLE "chat"."messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat"."messages" ADD CONSTRAINT "messages_kind" CHECK ("chat"."messages"."kind" in ('text', 'left'));