-- Reserved for #11 content suite (videos and episodes): this area's tables, columns and indexes (hand-written; separate statements with the statement-breakpoint marker).
SELECT 1;
