import type { CommerceEngine } from '../engine/create-engine.ts';
import { stores } from '../stores/schema.ts';

export interface TestStore {
  code: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** Adds a physical store (no opening hours) and has the store service read the stores again. */
export async function addStore(engine: CommerceEngine, store: TestStore): Promise<void> {
  await engine.database.db.insert(stores).values({ ...store, openingHours: [] });
  await engine.services.stores.reload();
}
