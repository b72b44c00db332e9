-- Reserved for #13 finance and dashboard: this area's tables, columns and indexes (hand-written; separate statements with the statement-breakpoint marker).
SELECT 1;
