export * from './DataChart';
export {
  axisDomain,
  downsample,
  formatAxisValue,
  readChartData,
  type ChartData,
  type Drawn,
} from './chartModel';
