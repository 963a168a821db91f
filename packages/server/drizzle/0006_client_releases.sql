CREATE TABLE "client_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"files" jsonb NOT NULL,
	"clients" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
