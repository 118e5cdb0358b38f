DROP TABLE "chat"."demo_members" CASCADE;--> statement-breakpoint
DROP TABLE "chat"."demo_seeded" CASCADE;