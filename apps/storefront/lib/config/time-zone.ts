/**
 * The shop's time zone (spec §1: a Dutch shop), for opening hours (§4) and dates in messages. A
 * module of its own: every page's browser code needs it, and nothing else of shopConfig.
 */
export const shopTimeZone = 'Europe/Amsterdam';
