-- Reserved for #11 content suite (roadshows and reports): this area's tables, columns and indexes (hand-written; separate statements with the statement-breakpoint marker).
SELECT 1;
