-- Reserved for #15 sources, crawlers, data and AI: this area's tables, columns and indexes (hand-written; separate statements with the statement-breakpoint marker).
SELECT 1;
