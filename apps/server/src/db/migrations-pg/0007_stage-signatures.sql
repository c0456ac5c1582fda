CREATE TABLE "stage_signatures" (
	"stage_id" integer PRIMARY KEY NOT NULL,
	"storage_path" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" text NOT NULL,
	"remark" text,
	"created_by_user_id" integer,
	"created_at" text DEFAULT to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stage_signatures" ADD CONSTRAINT "stage_signatures_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_signatures" ADD CONSTRAINT "stage_signatures_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;