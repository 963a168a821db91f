CREATE TABLE "challenge_participants" (
	"challenge_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"team" text,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenge_participants_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"seed_key" text,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"metric" text NOT NULL,
	"goal" integer NOT NULL,
	"teams" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"start_notified_at" timestamp with time zone,
	"end_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fitness_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"scope" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"synced_through" date,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "fitness_days" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"steps" integer NOT NULL,
	"metres" integer NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fitness_days_pk" PRIMARY KEY("client_id","user_id","day","provider")
);
--> statement-breakpoint
CREATE TABLE "fitness_local_grants" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leaderboard_preferences" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"alias" text,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "leaderboard_preferences_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reward_reveals" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_reveals_pk" PRIMARY KEY("client_id","user_id","reward_id")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"seed_key" text,
	"level" integer NOT NULL,
	"partner" text NOT NULL,
	"texts" jsonb NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "challenge_participants_member" ON "challenge_participants" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "challenges_client" ON "challenges" USING btree ("client_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_seed" ON "challenges" USING btree ("client_id","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fitness_connections_member" ON "fitness_connections" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "fitness_days_client_day" ON "fitness_days" USING btree ("client_id","day");--> statement-breakpoint
CREATE INDEX "rewards_client" ON "rewards" USING btree ("client_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_seed" ON "rewards" USING btree ("client_id","seed_key");