CREATE TABLE "access_code_syncs" (
	"client_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
