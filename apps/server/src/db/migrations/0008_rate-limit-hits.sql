-- The rate limits' counters, shared by every instance (decision 020). Unlogged: no WAL for a
-- counter written on every limited request; a crash forgets at most a minute of hits.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");