export { getLayoutData } from './layout';
