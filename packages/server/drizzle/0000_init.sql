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
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"return_origin" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
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
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"acting_staff_user_id" integer
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
CREATE TABLE "booking_versions" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "booking_versions_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
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
	"embed_video" text,
	"schedule_type" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reminders" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"content_item_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reminders_client_id_user_id_content_item_id_pk" PRIMARY KEY("client_id","user_id","content_item_id")
);
--> statement-breakpoint
CREATE TABLE "course_module_completions" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_module_completions_client_id_user_id_module_id_pk" PRIMARY KEY("client_id","user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_item_id" integer NOT NULL,
	"slug" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"video_url" text
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"course_item_id" integer NOT NULL,
	"channel" text NOT NULL,
	"percent" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_client_id_user_id_course_item_id_pk" PRIMARY KEY("client_id","user_id","course_item_id")
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
CREATE TABLE "podcast_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"podcast_item_id" integer NOT NULL,
	"slug" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_seconds" integer NOT NULL,
	"audio_url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_players" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"queue" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_episode_id" integer,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_players_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "podcast_subscriptions" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"podcast_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_subscriptions_client_id_user_id_podcast_item_id_pk" PRIMARY KEY("client_id","user_id","podcast_item_id")
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
	"cancelled_at" timestamp with time zone,
	"offered_until" timestamp with time zone
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
CREATE TABLE "webinar_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"webinar_id" integer NOT NULL,
	"registered_at" timestamp with time zone,
	"seconds_watched" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"seed_key" text NOT NULL,
	"texts" jsonb NOT NULL,
	"registration_open_from" timestamp with time zone NOT NULL,
	"video_open_from" timestamp with time zone NOT NULL,
	"video_url" text
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
	"closed_at" timestamp with time zone,
	CONSTRAINT "coaching_assignments_client_id_user_id_service_pk" PRIMARY KEY("client_id","user_id","service")
);
--> statement-breakpoint
CREATE TABLE "coaching_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"title" jsonb NOT NULL,
	"img" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_journal_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"entry_time" text NOT NULL,
	"text" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
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
CREATE TABLE "coaching_profiles" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"county" text NOT NULL,
	"postal_code" text NOT NULL,
	"next_of_kin_name" text NOT NULL,
	"next_of_kin_phone" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coaching_profiles_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
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
CREATE TABLE "coaching_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"goal_id" integer,
	"milestone_id" integer,
	"title" jsonb NOT NULL,
	"icon" text,
	"target_date" date,
	"recurring_type" text,
	"has_widget" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"created_by_member" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"survey" text NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"points" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_answers_client_id_user_id_question_id_pk" PRIMARY KEY("client_id","user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"survey" text NOT NULL,
	"score" integer NOT NULL,
	"result" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triage_prompts" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "triage_prompts_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
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
CREATE TABLE "dmh_answers" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dmh_answers_client_id_user_id_question_id_pk" PRIMARY KEY("client_id","user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "dmh_clinicians" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"image" text,
	"tags" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dmh_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"clinician_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"booking_id" integer,
	"booked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kit_clinicians" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"skills" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"phone_number" text NOT NULL,
	"post_code" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"selected_sex" text,
	"name" text,
	"sample" text,
	"consultation_booking_id" integer
);
--> statement-breakpoint
CREATE TABLE "kit_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"clinician_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"booking_id" integer
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'coaching' NOT NULL,
	"service" text,
	"coach_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"index" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"upload_id" text,
	"attributes" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_read_state" (
	"conversation_id" integer NOT NULL,
	"participant" text NOT NULL,
	"last_read_index" integer DEFAULT -1 NOT NULL,
	CONSTRAINT "chat_read_state_conversation_id_participant_pk" PRIMARY KEY("conversation_id","participant")
);
--> statement-breakpoint
CREATE TABLE "chat_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"conversation_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_accounts" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	CONSTRAINT "coach_accounts_client_id_user_id_coach_id_pk" PRIMARY KEY("client_id","user_id","coach_id")
);
--> statement-breakpoint
CREATE TABLE "local_card_payments" (
	"session_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_ref" text,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"provider" text NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"event_date_id" integer NOT NULL,
	"slot_id" integer,
	"all_series" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"title" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_ref" text,
	"registration_ids" integer[],
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
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
CREATE TABLE "intake_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"claim" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"skip_reason" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_achievements" (
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"achievement_id" integer NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "member_achievements_client_id_user_id_achievement_id_pk" PRIMARY KEY("client_id","user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "eap_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"service_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_programmes" (
	"client_id" text PRIMARY KEY NOT NULL,
	"since" date NOT NULL,
	"opening_trees" integer DEFAULT 0 NOT NULL,
	"opening_bottles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"seed_key" text NOT NULL,
	"name" text NOT NULL,
	"texts" jsonb NOT NULL,
	"email" text,
	"phone" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"version" integer NOT NULL,
	"skin" integer NOT NULL,
	"action" text NOT NULL,
	"accent" text NOT NULL,
	"logo_light" text NOT NULL,
	"logo_dark" text NOT NULL,
	"app_banners" jsonb NOT NULL,
	"css" text NOT NULL,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"rolled_back_by" integer
);
--> statement-breakpoint
CREATE TABLE "client_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"expires_on" text,
	"created_by" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"seed_key" text
);
--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"payload" jsonb NOT NULL,
	"unpublished_by" integer NOT NULL,
	"unpublished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_bodies" ADD CONSTRAINT "article_bodies_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_event_dates" ADD CONSTRAINT "content_event_dates_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_event_locations" ADD CONSTRAINT "content_event_locations_event_date_id_content_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."content_event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_favourites" ADD CONSTRAINT "content_favourites_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reminders" ADD CONSTRAINT "content_reminders_content_item_id_content_items_id_fk" FOREIGN KEY ("content_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_module_completions" ADD CONSTRAINT "course_module_completions_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_item_id_content_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_item_id_content_items_id_fk" FOREIGN KEY ("course_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_podcast_item_id_content_items_id_fk" FOREIGN KEY ("podcast_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_subscriptions" ADD CONSTRAINT "podcast_subscriptions_podcast_item_id_content_items_id_fk" FOREIGN KEY ("podcast_item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_views" ADD CONSTRAINT "help_views_item_id_help_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."help_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_dates" ADD CONSTRAINT "corporate_event_dates_event_id_corporate_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."corporate_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_registrations" ADD CONSTRAINT "corporate_event_registrations_event_date_id_corporate_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."corporate_event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_registrations" ADD CONSTRAINT "corporate_event_registrations_slot_id_corporate_event_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."corporate_event_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_event_slots" ADD CONSTRAINT "corporate_event_slots_event_date_id_corporate_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."corporate_event_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_assignments" ADD CONSTRAINT "coaching_assignments_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_journal_answers" ADD CONSTRAINT "coaching_journal_answers_task_id_coaching_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."coaching_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_milestones" ADD CONSTRAINT "coaching_milestones_goal_id_coaching_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."coaching_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_slots" ADD CONSTRAINT "coaching_slots_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_tasks" ADD CONSTRAINT "coaching_tasks_goal_id_coaching_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."coaching_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_tasks" ADD CONSTRAINT "coaching_tasks_milestone_id_coaching_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."coaching_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmh_slots" ADD CONSTRAINT "dmh_slots_clinician_id_dmh_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."dmh_clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_slots" ADD CONSTRAINT "kit_slots_clinician_id_kit_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."kit_clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_state" ADD CONSTRAINT "chat_read_state_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tokens" ADD CONSTRAINT "chat_tokens_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_client" ON "access_codes" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_token" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verifications_member" ON "email_verifications" USING btree ("client_id","user_id");--> statement-breakpoint
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
CREATE UNIQUE INDEX "course_modules_slug" ON "course_modules" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "course_modules_course" ON "course_modules" USING btree ("course_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_clinic_categories_slug" ON "digital_clinic_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_episodes_slug" ON "podcast_episodes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "podcast_episodes_podcast" ON "podcast_episodes" USING btree ("podcast_item_id");--> statement-breakpoint
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
CREATE INDEX "corporate_event_registrations_offered" ON "corporate_event_registrations" USING btree ("client_id","offered_until") WHERE "corporate_event_registrations"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "corporate_event_slots_date" ON "corporate_event_slots" USING btree ("event_date_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_events_seed" ON "corporate_events" USING btree ("client_id","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_member" ON "webinar_registrations" USING btree ("client_id","user_id","webinar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webinars_seed" ON "webinars" USING btree ("client_id","seed_key");--> statement-breakpoint
CREATE INDEX "coaches_client_service" ON "coaches" USING btree ("client_id","service");--> statement-breakpoint
CREATE INDEX "coaching_goals_member" ON "coaching_goals" USING btree ("client_id","user_id","service");--> statement-breakpoint
CREATE INDEX "coaching_journal_answers_task" ON "coaching_journal_answers" USING btree ("client_id","user_id","task_id","entry_date");--> statement-breakpoint
CREATE INDEX "coaching_milestones_goal" ON "coaching_milestones" USING btree ("goal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_slots_coach_start" ON "coaching_slots" USING btree ("coach_id","start_at");--> statement-breakpoint
CREATE INDEX "coaching_slots_client_start" ON "coaching_slots" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "coaching_slots_member" ON "coaching_slots" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_tasks_member" ON "coaching_tasks" USING btree ("client_id","user_id","service");--> statement-breakpoint
CREATE INDEX "survey_results_member" ON "survey_results" USING btree ("client_id","user_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_score_answers_member_question" ON "health_score_answers" USING btree ("client_id","user_id","question_id");--> statement-breakpoint
CREATE INDEX "dmh_clinicians_client" ON "dmh_clinicians" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dmh_slots_clinician_start" ON "dmh_slots" USING btree ("clinician_id","start_at");--> statement-breakpoint
CREATE INDEX "dmh_slots_client_start" ON "dmh_slots" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "kit_clinicians_client" ON "kit_clinicians" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "kit_orders_member" ON "kit_orders" USING btree ("client_id","user_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_slots_clinician_start" ON "kit_slots" USING btree ("clinician_id","start_at");--> statement-breakpoint
CREATE INDEX "kit_slots_client_start" ON "kit_slots" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_sid" ON "chat_conversations" USING btree ("sid");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member_service" ON "chat_conversations" USING btree ("client_id","user_id","service");--> statement-breakpoint
CREATE INDEX "chat_conversations_coach" ON "chat_conversations" USING btree ("client_id","coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_open_support" ON "chat_conversations" USING btree ("client_id","user_id") WHERE "chat_conversations"."kind" = 'support' and "chat_conversations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "chat_conversations_support_inbox" ON "chat_conversations" USING btree ("client_id","kind","last_active_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_conversation_index" ON "chat_messages" USING btree ("conversation_id","index");--> statement-breakpoint
CREATE INDEX "chat_tokens_expiry" ON "chat_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "chat_uploads_conversation" ON "chat_uploads" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_session" ON "payment_checkouts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_member" ON "payment_checkouts" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_feedback_booking_user" ON "video_feedback" USING btree ("client_id","booking_id","user_id");--> statement-breakpoint
CREATE INDEX "video_room_tokens_expiry" ON "video_room_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "video_signals_room" ON "video_signals" USING btree ("client_id","booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_staff_user_ref" ON "video_staff" USING btree ("client_id","user_id","staff_ref");--> statement-breakpoint
CREATE INDEX "video_staff_ref" ON "video_staff" USING btree ("client_id","staff_ref");--> statement-breakpoint
CREATE INDEX "intake_requests_member" ON "intake_requests" USING btree ("client_id","user_id","service");--> statement-breakpoint
CREATE INDEX "mail_outbox_created" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_client" ON "mail_outbox" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_jobs_key" ON "reminder_jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "reminder_jobs_source" ON "reminder_jobs" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "reminder_jobs_due" ON "reminder_jobs" USING btree ("run_at") WHERE "reminder_jobs"."sent_at" is null and "reminder_jobs"."skipped_at" is null;--> statement-breakpoint
CREATE INDEX "member_achievements_client" ON "member_achievements" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "eap_requests_member" ON "eap_requests" USING btree ("client_id","user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "org_contacts_seed" ON "org_contacts" USING btree ("client_id","seed_key");--> statement-breakpoint
CREATE INDEX "brand_assets_client" ON "brand_assets" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_versions_client_version" ON "brand_versions" USING btree ("client_id","version");--> statement-breakpoint
CREATE INDEX "client_announcements_client" ON "client_announcements" USING btree ("client_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_announcements_seed" ON "client_announcements" USING btree ("client_id","seed_key");--> statement-breakpoint
CREATE INDEX "content_drafts_client" ON "content_drafts" USING btree ("client_id","unpublished_at");