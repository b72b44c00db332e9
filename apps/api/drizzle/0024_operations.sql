-- A cancelled push says when (#14: a sent push can be cancelled, i.e. recalled; designed here).
ALTER TABLE "push_notifications" ADD COLUMN "cancelled_at" bigint;
