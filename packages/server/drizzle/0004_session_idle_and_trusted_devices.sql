CREATE TABLE "alternative_login_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "alternative_login_devices_client_user" ON "alternative_login_devices" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "alternative_login_devices_expires" ON "alternative_login_devices" USING btree ("expires_at");--> statement-breakpoint
-- The demo tasks' audio and video blocks played an inline data: WAV, which the pages' content security policy refuses
-- (issue 31 item 2); they now name the demo files the server serves, as src/coaching/journey.ts seeds them.
UPDATE "coaching_tasks" SET "content" = regexp_replace(regexp_replace("content"::text, '"type": ?"audio", ?"content": ?"data:audio/wav;base64,[A-Za-z0-9+/=]*"', '"type": "audio", "content": "/content-media/demo-episode.webm"', 'g'), '"type": ?"video", ?"content": ?"data:audio/wav;base64,[A-Za-z0-9+/=]*"', '"type": "video", "content": "/content-media/demo-class.webm"', 'g')::jsonb WHERE "content"::text LIKE '%data:audio/wav;base64,%';
