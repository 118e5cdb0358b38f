CREATE TABLE "activity"."completions" (
	"activity_id" text NOT NULL,
	"user_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "completions_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "activity"."outing_photos" (
	"activity_id" text NOT NULL,
	"user_id" text NOT NULL,
	"outing_id" text NOT NULL,
	"key" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outing_photos_user_id_activity_id_outing_id_key_pk" PRIMARY KEY("user_id","activity_id","outing_id","key")
);
--> statement-breakpoint
ALTER TABLE "activity"."completions" ADD CONSTRAINT "completions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "activity"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity"."outing_photos" ADD CONSTRAINT "outing_photos_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "activity"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outing_photos_user_completed" ON "activity"."outing_photos" USING btree ("user_id","completed_at");