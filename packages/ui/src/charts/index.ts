// Charts on nivo (line, bar, pie/donut), themed by the design tokens in light and dark, each with a
// summary sentence and a table of the same numbers. The theme is exported for every chart of the
// console (the data chart designer too). The charts use the `finance` message area.
export * from './theme';
export * from './ChartFrame';
export * from './LineChart';
export * from './BarChart';
export * from './PieChart';
