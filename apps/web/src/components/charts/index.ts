export { LineChart, type LineChartProps, type LineSeries } from './line-chart';
