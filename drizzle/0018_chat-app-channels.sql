ALTER TABLE "notification_channels" DROP CONSTRAINT "notification_channels_kind_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sealed_recipient" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "sealed_target" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_sealed_target_check" CHECK (("notification_channels"."sealed_target" is not null) = ("notification_channels"."kind" in ('slack', 'discord', 'teams', 'telegram', 'ntfy')));--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_kind_check" CHECK ("notification_channels"."kind" in ('email', 'sms', 'webhook', 'slack', 'discord', 'teams', 'telegram', 'ntfy'));