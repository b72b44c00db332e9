-- Reserved for the data area (data sources, groups, charts; AI content), issue #15.
SELECT 1;
