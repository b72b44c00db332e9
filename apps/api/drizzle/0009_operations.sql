-- Reserved for #14 operations and messages: this area's tables, columns and indexes (hand-written; separate statements with the statement-breakpoint marker).
SELECT 1;
