DROP TABLE "outing"."demo_members" CASCADE;--> statement-breakpoint
DROP TABLE "outing"."demo_seeded" CASCADE;