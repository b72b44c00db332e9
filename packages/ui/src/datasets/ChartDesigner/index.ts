export * from './ChartDesigner';
export {
  defaultDesign,
  optionsOfValues,
  valuesOfDesign,
  type AxisValues,
  type ChartDesign,
  type ChartDesignValues,
  type ElementValues,
  type SeriesValues,
} from './designValues';
