CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"label" text,
	"expires_on" date,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"sso_subject" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob" date,
	"membership_number" text,
	"language" text DEFAULT 'en' NOT NULL,
	"role" text DEFAULT 'cl' NOT NULL,
	"employer_admin" boolean DEFAULT false NOT NULL,
	"staff_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"tc_accepted" boolean DEFAULT false NOT NULL,
	"pp_accepted" boolean DEFAULT false NOT NULL,
	"cookies_accepted" boolean DEFAULT false NOT NULL,
	"country" text,
	"location_id" integer,
	"access_code_id" integer,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text,
	"user_id" integer,
	"email_hash" text,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"path" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "insight_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"content_id" text NOT NULL,
	"media_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"store" text NOT NULL,
	"appointment_type" text NOT NULL,
	"status" text DEFAULT 'Booked' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"clinician_id" text,
	"clinician_name" text,
	"clinician_image" text,
	"clinician_address" text,
	"clinician_lat" double precision,
	"clinician_lng" double precision,
	"timeslot_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancel_message" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"event_title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"event" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"image_url" text,
	"bio" text,
	"gender" text,
	"phone" text,
	"education_level" text,
	"place_of_birth" text,
	"relationship_status" text,
	"dependants" text,
	"employment_status" text,
	"job_type" text,
	"occupation" text,
	"address" text,
	"city" text,
	"county" text,
	"postal_code" text,
	"disability" text,
	"disability_specify" text,
	"next_of_the_kin_full_name" text,
	"next_of_the_kin_phone" text,
	"gp_name" text,
	"gp_phone" text,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"push_notifications" boolean DEFAULT false NOT NULL,
	"inactive_pushes_sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_bodies" (
	"content_item_id" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"embed_code" text,
	"author" text
);
--> statement-breakpoint
CREATE TABLE "assessment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"date_of_assessment" date NOT NULL,
	"header_copy" text NOT NULL,
	"sub_header_copy" text NOT NULL,
	"report_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_event_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_item_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_event_locations" (
	"event_date_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "content_event_locations_event_date_id_location_id_pk" PRIMARY KEY("event_date_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "content_favourites" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"content_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_favourites_client_id_user_id_content_item_id_pk" PRIMARY KEY("client_id","user_id","content_item_id")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thumbnail" text NOT NULL,
	"media" text NOT NULL,
	"source" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url" text,
	"schedule_type" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_clinic_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"featured_img" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"client_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_auth_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_event_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"event_date_id" integer NOT NULL,
	"slot_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "corporate_event_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"event_date_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"seed_key" text NOT NULL,
	"type" text NOT NULL,
	"is_virtual" integer DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL,
	"category" text,
	"featured_img" text,
	"embed_code" text,
	"service_provider_name" text,
	"external_link" text,
	"location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pay_flag" integer DEFAULT 0 NOT NULL,
	"slot_cost" integer,
	"series_cost" integer,
	"currency" text
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"age" integer,
	"avatar_url" text,
	"position" jsonb,
	"degree" jsonb,
	"description" jsonb NOT NULL,
	"since" date
);
--> statement-breakpoint
CREATE TABLE "coaching_assignments" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"coach_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_assignments_client_id_user_id_service_pk" PRIMARY KEY("client_id","user_id","service")
);
--> statement-breakpoint
CREATE TABLE "coaching_pathways" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"pathway" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coaching_pathways_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coaching_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"coach_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"delivery_type" text,
	"booking_id" integer,
	"booked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "health_score_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"questionnaire" text NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"unit" text,
	"value" real,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_feedback" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"recommend" boolean,
	"comment" text,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_room_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"booking_id" integer NOT NULL,
	"from_side" text NOT NULL,
	"kind" text NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_staff" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"staff_ref" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_bodies" ADD CONSTRAINT "article_bodies_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_event_dates" ADD CONSTRAINT "content_event_dates_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_event_locations" ADD CONSTRAINT "content_event_locations_event_date_id_content_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."content_event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_favourites" ADD CONSTRAINT "content_favourites_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_views" ADD CONSTRAINT "help_views_item_id_help_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."help_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_dates" ADD CONSTRAINT "corporate_event_dates_event_id_corporate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."corporate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_registrations" ADD CONSTRAINT "corporate_event_registrations_event_date_id_corporate_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."corporate_event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_registrations" ADD CONSTRAINT "corporate_event_registrations_slot_id_corporate_event_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."corporate_event_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_slots" ADD CONSTRAINT "corporate_event_slots_event_date_id_corporate_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."corporate_event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_assignments" ADD CONSTRAINT "coaching_assignments_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_slots" ADD CONSTRAINT "coaching_slots_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_client" ON "access_codes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_ends" ON "rate_limits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_subject" ON "users" USING btree ("client_id","sso_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_email" ON "users" USING btree ("client_id","email");--> statement-breakpoint
CREATE INDEX "users_client" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sessions_client_user" ON "sessions" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "audit_client_at" ON "audit_log" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "audit_event" ON "audit_log" USING btree ("event");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_completions_member" ON "insight_completions" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_list_items_member_content" ON "my_list_items" USING btree ("client_id","user_id","product_id","content_id");--> statement-breakpoint
CREATE INDEX "bookings_member" ON "bookings" USING btree ("client_id","user_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_timeslot" ON "bookings" USING btree ("timeslot_id");--> statement-breakpoint
CREATE INDEX "event_timeslots_client" ON "event_timeslots" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "office_locations_client_label" ON "office_locations" USING btree ("client_id","label");--> statement-breakpoint
CREATE INDEX "notifications_member" ON "notifications" USING btree ("client_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_profiles_member" ON "user_profiles" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_texts_client_slug_language" ON "legal_texts" USING btree ("client_id","slug","language");--> statement-breakpoint
CREATE INDEX "member_logs_member" ON "member_logs" USING btree ("client_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "assessment_reports_member" ON "assessment_reports" USING btree ("client_id","user_id","date_of_assessment");--> statement-breakpoint
CREATE INDEX "content_event_dates_client_start" ON "content_event_dates" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "content_event_locations_location" ON "content_event_locations" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_slug" ON "content_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_items_client_type" ON "content_items" USING btree ("client_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_clinic_categories_slug" ON "digital_clinic_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_credentials_subject" ON "identity_credentials" USING btree ("subject");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_credentials_email" ON "identity_credentials" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "password_auth_keys_hash" ON "password_auth_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "password_auth_keys_member" ON "password_auth_keys" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_items_slug" ON "help_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_items_client_type" ON "help_items" USING btree ("client_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "help_views_member_item" ON "help_views" USING btree ("client_id","user_id","item_id");--> statement-breakpoint
CREATE INDEX "help_views_item" ON "help_views" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "corporate_event_dates_client_start" ON "corporate_event_dates" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "corporate_event_dates_event" ON "corporate_event_dates" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "corporate_event_registrations_member" ON "corporate_event_registrations" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_event_registrations_live" ON "corporate_event_registrations" USING btree ("client_id","user_id","event_date_id",coalesce("slot_id", 0)) WHERE "corporate_event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "corporate_event_registrations_waiting" ON "corporate_event_registrations" USING btree ("event_date_id","status","created_at");--> statement-breakpoint
CREATE INDEX "corporate_event_slots_date" ON "corporate_event_slots" USING btree ("event_date_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_events_seed" ON "corporate_events" USING btree ("client_id","seed_key");--> statement-breakpoint
CREATE INDEX "coaches_client_service" ON "coaches" USING btree ("client_id","service");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_slots_coach_start" ON "coaching_slots" USING btree ("coach_id","start_at");--> statement-breakpoint
CREATE INDEX "coaching_slots_client_start" ON "coaching_slots" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "coaching_slots_member" ON "coaching_slots" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_score_answers_member_question" ON "health_score_answers" USING btree ("client_id","user_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_feedback_booking_user" ON "video_feedback" USING btree ("client_id","booking_id","user_id");--> statement-breakpoint
CREATE INDEX "video_room_tokens_expiry" ON "video_room_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "video_signals_room" ON "video_signals" USING btree ("client_id","booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_staff_user" ON "video_staff" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "video_staff_ref" ON "video_staff" USING btree ("client_id","staff_ref");