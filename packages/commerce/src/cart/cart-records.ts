/** The payment method chosen on a cart, with what the method asked of the shopper. */
export interface ChosenPaymentMethod {
  code: string;
  title: string;
  purchaseOrderNumber: string | null;
  issuerId: string | null;
  dateOfBirth: string | null;
  gender: 'MR' | 'MRS' | 'MISS' | null;
  telephone: string | null;
}

export interface CouponRule {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  minSubtotalCents: number;
  validFrom: string | null;
  validTo: string | null;
  label: string;
}

/** What to do with a cart address when the order is placed (checkout's address-book flags). */
export interface AddressSaveChoice {
  makeDefault: boolean;
}
