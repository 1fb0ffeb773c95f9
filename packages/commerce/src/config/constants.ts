/**
 * The spec's business constants (§9) in one typed place, each with where it comes from, so a
 * shop can change them without hunting through the code.
 */
export const shopConstants = {
  /** §9 Catalog page size. */
  catalogPageSize: 12,
  /** Largest page size the API accepts; protects the engine from huge responses. */
  maxPageSize: 100,
  /** §9 Recently viewed count (5, or 4 in the other setting). */
  recentlyViewedCount: 5,
  /** §9 Installment price: final price / 3, only from 250 up to 10000 (euros). */
  installments: { count: 3, minCents: 250_00, maxCents: 10_000_00 },
  /** §9 Max product usps. */
  maxProductUsps: 4,
  /** §9 Free shipping and base shipping amount. */
  freeShippingFromCents: 45_00,
  baseShippingCents: 2_95,
  /** §9 Accessory bundle discount, percent. */
  accessoryBundleDiscountPercent: 5,
  /** §9 Compare limit. */
  compareLimit: 4,
  /**
   * §9 Autocomplete limits and order: the default setting, or the other one when the environment
   * says `AUTOCOMPLETE_PRESET=compact` (read on each use, so a test or a restart can switch it).
   */
  get autocomplete(): AutocompleteSettings {
    return autocompleteSettings();
  },
  /** §9 Product labels kept; predicateTwo is treated as predicate. */
  keptProductLabels: [
    'sale',
    'cash_back_action',
    'cheaper_in_store',
    'predicate',
    'energy_efficient_and_our_choice_drop_down',
  ] as const,
  /** §9 Rating: input scale 100, shown out of 10. */
  rating: { inputScale: 100, outputScale: 10 },
  /** §1 store. */
  store: {
    code: 'b2c_nl',
    locale: 'nl_NL',
    currency: 'EUR',
    timezone: 'Europe/Amsterdam',
    name: 'Stroomhuis',
  },
  /** §9 footer list count. */
  footerListCount: 4,
  /**
   * §9 Newsletter: 15 % off the first order, as a single-use code mailed on the first
   * confirmation. How long it stays valid and how often one address may be mailed a
   * confirmation link are the shop's own choices.
   */
  newsletter: {
    firstOrderDiscountPercent: 15,
    couponValidDays: 365,
    confirmationMailIntervalMs: 10 * 60_000,
  },
  /** §9 Service: the contact form's confirmation mail goes out within 5 minutes. */
  contact: {
    confirmationWithinMinutes: 5,
    /** Messages per e-mail address and per client address in `windowMs`. */
    maxMessagesPerWindow: 5,
    windowMs: 60 * 60_000,
    maxMessageChars: 5000,
  },
  /**
   * Store reservations (spec §1): what one shopper may hold, so a few anonymous requests cannot
   * empty the stores. Counted in the database, so every instance of the engine counts the same.
   */
  reservations: {
    /** Units of one product per reservation, and held at once for one e-mail address. */
    maxUnitsPerProduct: 2,
    /** Reservations one e-mail address may have open (held, confirmed or not) at once. */
    maxOpenPerEmail: 3,
    /** Reservations one client address may make in `clientWindowMs`. */
    maxPerClientPerWindow: 5,
    clientWindowMs: 60 * 60_000,
    /**
     * How long units are held before the shopper follows the mailed confirmation link; once
     * confirmed, the store holds them for the normal period (`purchaseLimits.reservationHoldDays`).
     */
    unconfirmedHoldMs: 60 * 60_000,
  },
  /**
   * Search text bounds. Shoppers type a few words, and each word reads its postings again, so
   * ten words at most (a repeated word counts once); fuzzy matching
   * costs the square of a word's length, so long words (no product word is longer than 24
   * letters) match only as typed, and each correction walks the dictionary, so only the first
   * three unknown words of a text are corrected.
   */
  search: { maxTextChars: 200, maxWords: 10, maxFuzzyWordChars: 30, maxFuzzyWords: 3 },
  /**
   * GraphQL limits. The storefront's largest document is about 3 kB with 9 levels of nesting, so
   * none of these is near what the shop itself asks; each stops one way a client can make the
   * engine work without bound.
   */
  graphql: {
    /** Deepest selection and highest cost accepted. */
    maxDepth: 12,
    maxCost: 5_000,
    /** Aliases per operation, `__typename` included. */
    maxAliases: 30,
    maxDirectives: 20,
    maxTokens: 5_000,
    /**
     * Items all paged lists of one operation may ask for together (the sum of their page sizes,
     * every alias counted): a full page of 100 twice over. The storefront asks at most 120 (a
     * wishlist of 100 items); 30 aliases of 100 products answered 4 MB each.
     */
    maxListItems: 200,
    /** Characters of query text, comments and white space included: the lexer reads them all. */
    maxQueryChars: 20_000,
    /** Brackets open at once in the query text; graphql-js parses nesting by recursion. */
    maxQueryNesting: 40,
    /** Bytes of a request body, read no further. */
    maxBodyBytes: 100_000,
    /** Brackets open at once in a JSON body or in the `variables` and `extensions` parameters. */
    maxJsonNesting: 40,
  },
} as const;

export type ShopConstants = typeof shopConstants;

/** The autocomplete dropdown's sections, in the names of spec §9. */
export type AutocompleteSection = 'categories' | 'products' | 'cmsPages';

export interface AutocompleteSettings {
  categories: number;
  products: number;
  suggestions: number;
  /** CMS pages shown; 0 leaves the section out. */
  cmsPages: number;
  /** Products shown for an exact EAN match. */
  ean: number;
  order: readonly AutocompleteSection[];
}

/**
 * §9 Autocomplete limits: defaults 5 categories, 8 products, 12 suggestions (no CMS pages); the
 * other setting 3 categories, 3 CMS pages, 1 EAN, 4 products, 3 suggestions. Both in the order
 * categories, products, CMS pages.
 */
export const autocompletePresets = {
  default: {
    categories: 5,
    products: 8,
    suggestions: 12,
    cmsPages: 0,
    ean: 1,
    order: ['categories', 'products', 'cmsPages'],
  },
  compact: {
    categories: 3,
    products: 4,
    suggestions: 3,
    cmsPages: 3,
    ean: 1,
    order: ['categories', 'products', 'cmsPages'],
  },
} as const satisfies Record<string, AutocompleteSettings>;

export type AutocompletePreset = keyof typeof autocompletePresets;

/**
 * The autocomplete setting the environment picks: `AUTOCOMPLETE_PRESET` is `default` (also when
 * unset or empty) or `compact`.
 * @throws Error naming the accepted values when the variable holds anything else.
 */
export function autocompleteSettings(
  env: Record<string, string | undefined> = process.env,
): AutocompleteSettings {
  const preset = env.AUTOCOMPLETE_PRESET?.trim() || 'default';
  if (!Object.hasOwn(autocompletePresets, preset)) {
    throw new Error(
      `AUTOCOMPLETE_PRESET must be one of ${Object.keys(autocompletePresets).join(', ')}; got "${preset}".`,
    );
  }
  return autocompletePresets[preset as AutocompletePreset];
}

/**
 * Purchase path limits. A household buys a few of an appliance; 99 units per line lets a small
 * business order a stack of accessories while one cart cannot lock a whole warehouse's stock.
 */
export const purchaseLimits = {
  maxQtyPerLine: 99,
  /** Distinct lines per cart: more than any real basket, fewer than a script would like. */
  maxLinesPerCart: 50,
  /** Days a store holds a reserved product for pickup (RESERVATION_HOLD_DAYS overrides). */
  reservationHoldDays: 3,
  /** Minutes an unpaid order waits when the method names no expiry (ORDER_EXPIRY_MINUTES). */
  defaultOrderExpiryMinutes: 15,
} as const;

/** Favourites: one list per customer, long enough for any shopper, short enough to page once. */
export const wishlistLimits = {
  maxItems: 100,
  /** Products named in one add or remove request. */
  maxPerRequest: 100,
} as const;

/**
 * The back office's limits and dashboard thresholds (issue 24, ADR 0030); the thresholds can be
 * set per shop with ADMIN_PENDING_PAYMENT_MINUTES and ADMIN_LOW_STOCK_THRESHOLD.
 */
export const backOfficeLimits = {
  /** Orders a list page holds at most. */
  maxPageSize: 100,
  /** Counting stops here: a list over 100,000 orders shows "10,000+" rather than scanning them. */
  countCap: 10_000,
  /** A note is for a colleague, not an essay; the cap keeps a pasted mail thread out. */
  maxNoteLength: 2000,
  /** Notes an order keeps; one more is refused, so a runaway script cannot fill the table. */
  maxNotesPerOrder: 200,
  /** Exchange calls kept per payment: Pay. retries a few times, a flood keeps only the newest. */
  exchangeCallsKept: 50,
  /**
   * Most methods expire an unpaid order after 15 minutes; bank transfer waits days. An hour
   * separates "the shopper is still paying" from "someone should look".
   */
  pendingPaymentMinutes: 60,
  lowStockThreshold: 2,
} as const;
