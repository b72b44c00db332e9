-- Reserved for #13 users (users, groups, profiles): this area's tables, columns and indexes (hand-written; separate statements with the statement-breakpoint marker).
SELECT 1;
