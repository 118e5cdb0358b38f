CREATE TABLE "social-graph"."invite_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text,
	"expires_at" timestamp with time zone,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"minted_day" date NOT NULL,
	"minted_count" integer NOT NULL,
	CONSTRAINT "invite_links_token_unique" UNIQUE("token")
);
