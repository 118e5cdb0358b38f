CREATE SCHEMA "auth";
--> statement-breakpoint
CREATE TYPE "auth"."secret_purpose" AS ENUM('verify-email', 'reset-password');--> statement-breakpoint
CREATE TABLE "auth"."credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "auth"."secrets" (
	"user_id" uuid NOT NULL,
	"purpose" "auth"."secret_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secrets_user_id_purpose_pk" PRIMARY KEY("user_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "auth"."secrets" ADD CONSTRAINT "secrets_user_id_credentials_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."credentials"("user_id") ON DELETE cascade ON UPDATE no action;