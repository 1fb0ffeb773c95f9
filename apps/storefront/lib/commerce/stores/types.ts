/** One day's opening hours; weekday 0 is Sunday, times `HH:MM` shop time, null when closed. */
export interface StoreOpeningDay {
  weekday: number;
  open: string | null;
  close: string | null;
}

/** A physical store (spec §2 store finder, §3 Store). */
export interface PhysicalStore {
  code: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  phone: string | null;
  email: string | null;
  position: { lat: number; lng: number } | null;
  /** Seven days, Sunday first; a day the engine does not list is closed. */
  openingHours: StoreOpeningDay[];
}
