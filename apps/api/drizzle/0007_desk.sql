-- Reserved for #12 calendar, tags and desk: this area's tables, columns and indexes (hand-written; separate statements with the statement-breakpoint marker).
SELECT 1;
