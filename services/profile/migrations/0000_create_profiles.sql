CREATE SCHEMA "profile";
--> statement-breakpoint
CREATE TABLE "profile"."profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"tagline" text NOT NULL,
	"location" text NOT NULL,
	"status" text NOT NULL,
	"status_updated_at" timestamp with time zone NOT NULL,
	"picture_key" text NOT NULL,
	"picture_zoom" double precision NOT NULL,
	"picture_crop_x" double precision NOT NULL,
	"picture_crop_y" double precision NOT NULL,
	"outings_total" integer DEFAULT 0 NOT NULL,
	"outings_flaked" integer DEFAULT 0 NOT NULL,
	"outings_completed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_outing_counters" CHECK ("profile"."profiles"."outings_flaked" between 0 and "profile"."profiles"."outings_total" and "profile"."profiles"."outings_completed" >= 0)
);
