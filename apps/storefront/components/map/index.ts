export { LocationMap } from './location-map';
export type { LocationMapProps, MapLocation } from './types';
