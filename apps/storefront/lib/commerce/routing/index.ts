export { resolveRoute, reshapeRoute, type RouteResult } from './resolve-route';
