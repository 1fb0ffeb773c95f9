export { getStocks } from './stocks';
