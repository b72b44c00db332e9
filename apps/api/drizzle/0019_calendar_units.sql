-- #12 calendar units (designed here): an event keeps the unit of its figures (`%`, `K`...), copied from the template it was made from.
ALTER TABLE "calendar_events" ADD COLUMN IF NOT EXISTS "unit" text;
