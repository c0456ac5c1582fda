CREATE TABLE "travel_times" (
	"provider" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"minutes" integer NOT NULL,
	"fetched_at" text NOT NULL,
	CONSTRAINT "travel_times_provider_from_place_to_place_pk" PRIMARY KEY("provider","from_place","to_place")
);
