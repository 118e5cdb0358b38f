CREATE TABLE "outing"."statuses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL
);
