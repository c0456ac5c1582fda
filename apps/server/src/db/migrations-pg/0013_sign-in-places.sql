CREATE TABLE "sign_in_places" (
	"user_id" integer NOT NULL,
	"place" text NOT NULL,
	"last_at" bigint NOT NULL,
	CONSTRAINT "sign_in_places_user_id_place_pk" PRIMARY KEY("user_id","place")
);
--> statement-breakpoint
ALTER TABLE "sign_in_places" ADD CONSTRAINT "sign_in_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_places_last_at_idx" ON "sign_in_places" USING btree ("last_at");