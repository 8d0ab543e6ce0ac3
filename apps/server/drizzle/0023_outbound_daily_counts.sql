CREATE TABLE "outbound_daily_counts" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "outbound_daily_counts_day_channel_scope_key_pk" PRIMARY KEY("day","channel","scope","key")
);
