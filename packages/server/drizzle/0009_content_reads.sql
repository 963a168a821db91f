CREATE TABLE "content_reads" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"content_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_reads_client_id_user_id_content_item_id_day_pk" PRIMARY KEY("client_id","user_id","content_item_id","day")
);
--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reads_member_read" ON "content_reads" USING btree ("client_id","user_id","read_at");