CREATE SCHEMA "chat";
--> statement-breakpoint
CREATE TABLE "chat"."chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"outing_id" text,
	"outing_activity" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chats_outing_id_unique" UNIQUE("outing_id"),
	CONSTRAINT "chats_kind" CHECK ("chat"."chats"."kind" in ('direct', 'group', 'outing'))
);
--> statement-breakpoint
CREATE TABLE "chat"."demo_members" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "demo_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "chat"."demo_seeded" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat"."friendships" (
	"user_id" text NOT NULL,
	"friend_id" text NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "chat"."members" (
	"chat_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"last_read_seq" integer,
	"flaked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "members_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat"."messages" (
	"chat_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "messages_chat_id_seq_pk" PRIMARY KEY("chat_id","seq"),
	CONSTRAINT "messages_chat_id" UNIQUE("chat_id","id")
);
--> statement-breakpoint
ALTER TABLE "chat"."members" ADD CONSTRAINT "members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "chat"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat"."messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "chat"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_touched" ON "chat"."chats" USING btree ("touched_at");--> statement-breakpoint
CREATE INDEX "members_user" ON "chat"."members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_id" ON "chat"."messages" USING btree ("id");