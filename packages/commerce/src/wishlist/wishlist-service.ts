import type { DatabaseHandle } from '../db/connection.ts';

/** Each customer's favourites. */
export class WishlistService {
  constructor(readonly database: DatabaseHandle) {}
}
