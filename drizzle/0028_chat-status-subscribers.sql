ALTER TABLE "status_subscribers" DROP CONSTRAINT "status_subscribers_page_channel_target_unique";--> statement-breakpoint
ALTER TABLE "status_subscribers" DROP CONSTRAINT "status_subscribers_channel_check";--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD COLUMN "sealed_target" text;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD COLUMN "target_hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "status_subscribers_address_unique" ON "status_subscribers" USING btree ("page_id","channel","target") WHERE "status_subscribers"."target_hash" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "status_subscribers_destination_unique" ON "status_subscribers" USING btree ("page_id","target_hash") WHERE "status_subscribers"."target_hash" is not null;--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD CONSTRAINT "status_subscribers_sealed_target_check" CHECK (("status_subscribers"."sealed_target" is not null) = ("status_subscribers"."channel" in ('slack', 'discord', 'teams', 'telegram', 'ntfy'))
        and ("status_subscribers"."target_hash" is not null) = ("status_subscribers"."sealed_target" is not null));--> statement-breakpoint
ALTER TABLE "status_subscribers" ADD CONSTRAINT "status_subscribers_channel_check" CHECK ("status_subscribers"."channel" in ('email', 'sms', 'webhook', 'slack', 'discord', 'teams', 'telegram', 'ntfy'));