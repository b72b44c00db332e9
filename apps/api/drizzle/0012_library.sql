-- Reserved for #11 content suite (links, FAQs, roadmaps, media library, selection panels): this area's tables, columns and indexes (hand-written; separate statements with the statement-breakpoint marker).
SELECT 1;
