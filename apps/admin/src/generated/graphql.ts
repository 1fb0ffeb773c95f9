/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminContentDocumentInput = {
  /** The document's path: `pages/home.json`. */
  path: string;
  /** The whole document as JSON (line breaks and tabs allowed), at most 1 MiB. */
  text: string;
  /**
   * The `version` the edit started from (`new` for a document that did not exist): the save is
   * refused if the stored document is another by now. Without it the save overwrites.
   */
  version?: string | null | undefined;
};

export type AdminContentKind = 'DEAL' | 'LAYOUT' | 'PAGE' | 'STORE';

export type AdminCreateStaffInput = {
  email: string;
  name: string;
  role: StaffRole;
  /** Required for STORE_EMPLOYEE, refused for the other roles. */
  store_code?: string | null | undefined;
};

export type AdminMailStatus =
  | 'FAILED'
  /** Waiting to be sent, or being sent. */
  | 'PENDING'
  | 'SENT';

export type AdminOrderFilterInput = {
  grand_total_max_cents?: number | null | undefined;
  grand_total_min_cents?: number | null | undefined;
  /** The payment method's code, e.g. ideal. */
  payment_method?: string | null | undefined;
  /** The pickup store's code (pickup orders only). */
  pickup_store?: string | null | undefined;
  /** Placed on or after: a shop day (YYYY-MM-DD, Europe/Amsterdam) or an ISO 8601 date-time. */
  placed_from?: string | null | undefined;
  /** Placed up to: a shop day, included, or an ISO 8601 date-time, excluded. */
  placed_to?: string | null | undefined;
  status?: Array<OrderStatusEnum> | null | undefined;
};

export type AdminOrderNoteInput = {
  number: string;
  /** 1 to 2000 characters. */
  text: string;
};

/** ONLINE: listed, with its own page; OFFLINE: kept for orders and reviews, not shown in the shop. */
export type AdminProductStatus = 'OFFLINE' | 'ONLINE';

export type AdminProductUpdateInput = {
  /** The whole set of label codes the product wears from now on. */
  labels?: Array<string> | null | undefined;
  price_cents?: number | null | undefined;
  sku: string;
  /** Null ends the special price. */
  special_price?: AdminSpecialPriceInput | null | undefined;
  status?: AdminProductStatus | null | undefined;
};

export type AdminReceiveReturnInput = {
  lines?: Array<AdminReceiveReturnLineInput> | null | undefined;
  number: string;
};

export type AdminReceiveReturnLineInput = {
  sellable: boolean;
  sku: string;
};

export type AdminRefundLineInput = {
  quantity: number;
  sku: string;
};

export type AdminRefundOrderInput = {
  /** An amount in euros (at most two decimals), added to the lines and shipping. */
  amount?: number | null | undefined;
  /** 8 to 100 letters, digits, '-', '_' or ':'; the same key never pays twice. */
  idempotency_key: string;
  lines?: Array<AdminRefundLineInput> | null | undefined;
  number: string;
  reason?: string | null | undefined;
  /** Refund the order's shipping cost (once). */
  shipping?: boolean | null | undefined;
};

export type AdminResendOrderMailInput = {
  /** Chosen by the caller per click: 8 to 100 letters, digits, - or _. */
  idempotency_key: string;
  /** An id from AdminOrderDetail.mails. */
  mail_id: string | number;
  number: string;
};

/** A reservation's place in its life, as the store sees it. */
export type AdminReservationState =
  /** Held briefly until the shopper follows the mailed link. */
  | 'AWAITING_CONFIRMATION'
  /** The hold ran out (or was ended) before the shopper came; the units went back on sale. */
  | 'EXPIRED'
  | 'PICKED_UP'
  /** At the counter; the shopper was mailed. */
  | 'READY_FOR_PICKUP'
  /** Confirmed: the store must put the units ready. */
  | 'TO_PREPARE';

export type AdminShipOrderInput = {
  /** Carrier code, default postnl. */
  carrier?: string | null | undefined;
  number: string;
  tracking_number: string;
};

export type AdminSpecialPriceInput = {
  /** First day, YYYY-MM-DD; empty or today: at once. */
  from?: string | null | undefined;
  /** Below the price. */
  price_cents: number;
  /** Last day, YYYY-MM-DD, included; on or after from and not in the past. */
  to?: string | null | undefined;
};

export type CurrencyEnum = 'EUR';

export type OrderRefundStateEnum =
  /** Asked of the payment provider; its answer is not in yet. */
  'PENDING' | 'REFUNDED';

export type OrderReturnStateEnum =
  /** Cancelled by staff before the goods came back. */
  | 'CANCELLED'
  /** The goods are back at the shop. */
  | 'RECEIVED'
  /** Paid back. */
  | 'REFUNDED'
  /** Asked by the shopper; the goods are on their way back. */
  | 'REQUESTED';

export type OrderStatusEnum =
  'CANCELED' | 'DELIVERED' | 'PENDING_PAYMENT' | 'PROCESSING' | 'READY_TO_SHIP' | 'SHIPPED';

export type PaymentStateEnum = 'CANCELLED' | 'DENIED' | 'EXPIRED' | 'PAID' | 'PENDING';

export type ReturnReasonEnum =
  'CHANGED_MIND' | 'DAMAGED' | 'DOES_NOT_FIT' | 'NOT_AS_DESCRIBED' | 'OTHER' | 'WRONG_ITEM';

export type StaffRole = 'OWNER' | 'STAFF' | 'STORE_EMPLOYEE';

/** What a session may do until its account is in order. */
export type StaffSessionRestriction =
  /** Everything the role grants. */
  | 'NONE'
  /** Only choose a password: the account still has a temporary one. */
  | 'PASSWORD_CHANGE'
  /** Only enrol two-factor sign-in: owners must have it. */
  | 'TOTP_ENROLMENT';

export type StaffSignInStatus = 'SIGNED_IN' | 'TOTP_REQUIRED';

export type SubscriptionStatusesEnum = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED';

export type StaffMeFieldsFragment = {
  capabilities: Array<string>;
  restriction: StaffSessionRestriction;
  staff: {
    id: number;
    name: string;
    email: string;
    role: StaffRole;
    store_code: string | null;
    totp_enabled: boolean;
    must_change_password: boolean;
  };
};

export type AdminStaffMeQueryVariables = Exact<{ [key: string]: never }>;

export type AdminStaffMeQuery = {
  staffMe: {
    capabilities: Array<string>;
    restriction: StaffSessionRestriction;
    staff: {
      id: number;
      name: string;
      email: string;
      role: StaffRole;
      store_code: string | null;
      totp_enabled: boolean;
      must_change_password: boolean;
    };
  } | null;
};

export type AdminStaffSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type AdminStaffSignInMutation = {
  staffSignIn: {
    status: StaffSignInStatus;
    me: {
      capabilities: Array<string>;
      restriction: StaffSessionRestriction;
      staff: {
        id: number;
        name: string;
        email: string;
        role: StaffRole;
        store_code: string | null;
        totp_enabled: boolean;
        must_change_password: boolean;
      };
    } | null;
  };
};

export type AdminStaffSignInTotpMutationVariables = Exact<{
  code: string;
}>;

export type AdminStaffSignInTotpMutation = {
  staffSignInTotp: {
    status: StaffSignInStatus;
    me: {
      capabilities: Array<string>;
      restriction: StaffSessionRestriction;
      staff: {
        id: number;
        name: string;
        email: string;
        role: StaffRole;
        store_code: string | null;
        totp_enabled: boolean;
        must_change_password: boolean;
      };
    } | null;
  };
};

export type AdminStaffSignOutMutationVariables = Exact<{ [key: string]: never }>;

export type AdminStaffSignOutMutation = { staffSignOut: boolean };

export type AdminStaffStartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never }>;

export type AdminStaffStartTotpEnrolmentMutation = {
  staffStartTotpEnrolment: { secret: string; otpauth_url: string };
};

export type AdminStaffConfirmTotpMutationVariables = Exact<{
  code: string;
}>;

export type AdminStaffConfirmTotpMutation = {
  staffConfirmTotp: {
    capabilities: Array<string>;
    restriction: StaffSessionRestriction;
    staff: {
      id: number;
      name: string;
      email: string;
      role: StaffRole;
      store_code: string | null;
      totp_enabled: boolean;
      must_change_password: boolean;
    };
  };
};

export type AdminStaffChangePasswordMutationVariables = Exact<{
  current: string;
  next: string;
}>;

export type AdminStaffChangePasswordMutation = {
  staffChangePassword: {
    capabilities: Array<string>;
    restriction: StaffSessionRestriction;
    staff: {
      id: number;
      name: string;
      email: string;
      role: StaffRole;
      store_code: string | null;
      totp_enabled: boolean;
      must_change_password: boolean;
    };
  };
};

export type AccountAreaDisableTotpMutationVariables = Exact<{
  code: string;
}>;

export type AccountAreaDisableTotpMutation = {
  staffDisableTotp: {
    capabilities: Array<string>;
    restriction: StaffSessionRestriction;
    staff: {
      id: number;
      name: string;
      email: string;
      role: StaffRole;
      store_code: string | null;
      totp_enabled: boolean;
      must_change_password: boolean;
    };
  };
};

export type AuditAreaPageQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  after?: number | null | undefined;
  staffId?: number | null | undefined;
  operation?: string | null | undefined;
  target?: string | null | undefined;
}>;

export type AuditAreaPageQuery = {
  adminAuditLog: {
    has_more: boolean;
    next_after: number | null;
    items: Array<{
      id: number;
      at: string;
      actor_kind: string;
      staff_id: number | null;
      actor: string;
      operation: string;
      target: string;
      before: string | null;
      after: string | null;
    }>;
  };
};

export type AuditAreaStaffQueryVariables = Exact<{ [key: string]: never }>;

export type AuditAreaStaffQuery = {
  adminStaff: Array<{ id: number; name: string; email: string }>;
};

export type AdminProductSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: AdminProductStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type AdminProductSearchQuery = {
  adminProducts: {
    total_count: number;
    total_pages: number;
    page: number;
    items: Array<{
      sku: string;
      name: string;
      type_id: string;
      status: AdminProductStatus;
      parent_sku: string | null;
      price_cents: number;
      special_price_cents: number | null;
      special_price_active: boolean;
      salable_qty: number;
    }>;
  };
};

export type AdminProductFieldsFragment = {
  sku: string;
  name: string;
  type_id: string;
  ean: string | null;
  status: AdminProductStatus;
  relative_url: string;
  parent_sku: string | null;
  stock_status: string;
  price_cents: number;
  labels: Array<string>;
  names: Array<{ locale: string; name: string }>;
  special_price: {
    price_cents: number;
    from: string | null;
    to: string | null;
    active: boolean;
  } | null;
  label_options: Array<{ code: string; label: string; shown_in_shop: boolean }>;
  online_stock: {
    source: string;
    source_name: string;
    count: number | null;
    held: number;
    salable: number;
  };
  store_stock: Array<{
    source: string;
    source_name: string;
    count: number | null;
    held: number;
    salable: number;
  }>;
};

export type AdminStockFieldsFragment = {
  source: string;
  source_name: string;
  count: number | null;
  held: number;
  salable: number;
};

export type AdminProductQueryVariables = Exact<{
  sku: string;
}>;

export type AdminProductQuery = {
  adminProduct: {
    sku: string;
    name: string;
    type_id: string;
    ean: string | null;
    status: AdminProductStatus;
    relative_url: string;
    parent_sku: string | null;
    stock_status: string;
    price_cents: number;
    labels: Array<string>;
    names: Array<{ locale: string; name: string }>;
    special_price: {
      price_cents: number;
      from: string | null;
      to: string | null;
      active: boolean;
    } | null;
    label_options: Array<{ code: string; label: string; shown_in_shop: boolean }>;
    online_stock: {
      source: string;
      source_name: string;
      count: number | null;
      held: number;
      salable: number;
    };
    store_stock: Array<{
      source: string;
      source_name: string;
      count: number | null;
      held: number;
      salable: number;
    }>;
  } | null;
};

export type AdminUpdateProductMutationVariables = Exact<{
  input: AdminProductUpdateInput;
}>;

export type AdminUpdateProductMutation = {
  adminUpdateProduct: {
    sku: string;
    name: string;
    type_id: string;
    ean: string | null;
    status: AdminProductStatus;
    relative_url: string;
    parent_sku: string | null;
    stock_status: string;
    price_cents: number;
    labels: Array<string>;
    names: Array<{ locale: string; name: string }>;
    special_price: {
      price_cents: number;
      from: string | null;
      to: string | null;
      active: boolean;
    } | null;
    label_options: Array<{ code: string; label: string; shown_in_shop: boolean }>;
    online_stock: {
      source: string;
      source_name: string;
      count: number | null;
      held: number;
      salable: number;
    };
    store_stock: Array<{
      source: string;
      source_name: string;
      count: number | null;
      held: number;
      salable: number;
    }>;
  };
};

export type AdminSetProductStockMutationVariables = Exact<{
  sku: string;
  source: string;
  quantity: number;
}>;

export type AdminSetProductStockMutation = {
  adminSetProductStock: {
    sku: string;
    name: string;
    type_id: string;
    ean: string | null;
    status: AdminProductStatus;
    relative_url: string;
    parent_sku: string | null;
    stock_status: string;
    price_cents: number;
    labels: Array<string>;
    names: Array<{ locale: string; name: string }>;
    special_price: {
      price_cents: number;
      from: string | null;
      to: string | null;
      active: boolean;
    } | null;
    label_options: Array<{ code: string; label: string; shown_in_shop: boolean }>;
    online_stock: {
      source: string;
      source_name: string;
      count: number | null;
      held: number;
      salable: number;
    };
    store_stock: Array<{
      source: string;
      source_name: string;
      count: number | null;
      held: number;
      salable: number;
    }>;
  };
};

export type AdminContentDocumentsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminContentDocumentsQuery = {
  adminContentDocuments: Array<{
    path: string;
    kind: AdminContentKind;
    name: string;
    title: string;
    updated_at: string | null;
    url_key: string | null;
    active: boolean | null;
  }>;
};

export type AdminContentDocumentFieldsFragment = {
  path: string;
  kind: AdminContentKind;
  name: string;
  title: string;
  updated_at: string | null;
  url_key: string | null;
  active: boolean | null;
  text: string;
  version: string;
  problem: { json_path: string; message: string } | null;
  preview_links: Array<{ locale: string; url: string }>;
};

export type AdminContentDocumentQueryVariables = Exact<{
  path: string;
}>;

export type AdminContentDocumentQuery = {
  adminContentDocument: {
    path: string;
    kind: AdminContentKind;
    name: string;
    title: string;
    updated_at: string | null;
    url_key: string | null;
    active: boolean | null;
    text: string;
    version: string;
    problem: { json_path: string; message: string } | null;
    preview_links: Array<{ locale: string; url: string }>;
  } | null;
};

export type AdminSaveContentDocumentMutationVariables = Exact<{
  input: AdminContentDocumentInput;
}>;

export type AdminSaveContentDocumentMutation = {
  adminSaveContentDocument: {
    path: string;
    kind: AdminContentKind;
    name: string;
    title: string;
    updated_at: string | null;
    url_key: string | null;
    active: boolean | null;
    text: string;
    version: string;
    problem: { json_path: string; message: string } | null;
    preview_links: Array<{ locale: string; url: string }>;
  };
};

export type AdminCustomerListQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type AdminCustomerListQuery = {
  adminCustomers: {
    page_info: { end_cursor: string | null; has_next_page: boolean };
    items: Array<{
      id: string;
      email: string;
      firstname: string;
      lastname: string;
      created_at: string;
      confirmed: boolean;
      erased_at: string | null;
    }>;
  };
};

export type AdminCustomerDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminCustomerDetailQuery = {
  adminCustomer: {
    id: string;
    email: string;
    prefix: string | null;
    firstname: string;
    middlename: string | null;
    lastname: string;
    locale: string;
    confirmed: boolean;
    created_at: string;
    erased_at: string | null;
    newsletter: SubscriptionStatusesEnum | null;
    addresses: Array<{
      id: string;
      name: string;
      company: string | null;
      street: Array<string>;
      postcode: string | null;
      city: string;
      country_code: string;
      telephone: string | null;
      default_billing: boolean;
      default_shipping: boolean;
    }>;
    orders: Array<{
      number: string;
      order_date: string;
      status_code: OrderStatusEnum;
      grand_total_cents: number;
    }>;
  } | null;
};

export type AdminExportCustomerQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminExportCustomerQuery = {
  adminExportCustomer: { file_name: string; json: string } | null;
};

export type AdminEraseCustomerMutationVariables = Exact<{
  id: string | number;
  confirmEmail: string;
}>;

export type AdminEraseCustomerMutation = {
  adminEraseCustomer: {
    id: string;
    erased_at: string;
    already_erased: boolean;
    orders_kept: Array<string>;
  };
};

export type AdminDashboardFiguresQueryVariables = Exact<{ [key: string]: never }>;

export type AdminDashboardFiguresQuery = {
  adminDashboard: {
    day: string;
    orders_today: number;
    revenue_today_cents: number;
    orders_to_ship: number;
    orders_pending_payment_too_long: number;
    pending_payment_minutes: number;
    returns_to_receive: number;
    low_stock_threshold: number;
    low_stock_count: number;
    reservations_to_prepare: Array<{ store_code: string; store_name: string; count: number }>;
    low_stock: Array<{ sku: string; name: string; online_qty: number }>;
  };
};

export type AdminMailOutboxQueryVariables = Exact<{
  status?: AdminMailStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type AdminMailOutboxQuery = {
  adminMailOutbox: {
    page_info: { end_cursor: string | null; has_next_page: boolean };
    items: Array<{
      id: string;
      template: string;
      recipient: string;
      locale: string;
      status: AdminMailStatus;
      attempts: number;
      last_error: string | null;
      created_at: string;
      sent_at: string | null;
      next_attempt_at: string | null;
    }>;
  };
};

export type AdminRetryMailMutationVariables = Exact<{
  id: string | number;
}>;

export type AdminRetryMailMutation = {
  adminRetryMail: {
    id: string;
    status: AdminMailStatus;
    attempts: number;
    next_attempt_at: string | null;
  };
};

export type AdminOrderDetailFieldsFragment = {
  order: {
    id: string;
    number: string;
    email: string | null;
    order_date: string;
    status_code: OrderStatusEnum;
    shipping_method: string | null;
    pickup_location_code: string | null;
    items: Array<{
      id: string;
      product_name: string | null;
      product_sku: string;
      quantity_ordered: number | null;
      product_sale_price: { value: number | null };
      row_total: { value: number | null } | null;
    } | null> | null;
    total: {
      subtotal: { value: number | null };
      total_shipping: { value: number | null };
      total_tax: { value: number | null };
      grand_total: { value: number | null };
      discounts: Array<{ label: string; amount: { value: number | null } } | null> | null;
    } | null;
    shipping_address: {
      firstname: string;
      middlename: string | null;
      lastname: string;
      company: string | null;
      street: Array<string | null>;
      postcode: string | null;
      city: string;
      country_code: string | null;
      telephone: string | null;
    } | null;
    billing_address: {
      firstname: string;
      middlename: string | null;
      lastname: string;
      company: string | null;
      street: Array<string | null>;
      postcode: string | null;
      city: string;
      country_code: string | null;
      telephone: string | null;
    } | null;
    payment_methods: Array<{ name: string; type: string } | null> | null;
    shipments: Array<{
      tracking: Array<{
        carrier: string;
        title: string;
        number: string | null;
        url: string | null;
      } | null> | null;
    } | null> | null;
    returns: Array<{ number: string; state: OrderReturnStateEnum; created_at: string }> | null;
  };
  business: { company: string; vat_id: string | null; reference: string | null } | null;
  payments: Array<{
    provider: string;
    transaction_id: string;
    state: PaymentStateEnum;
    attention: string | null;
    created_at: string;
    updated_at: string;
    exchange_calls: Array<{ received_at: string; answer_status: number; answer: string }>;
  }>;
  mails: Array<{
    id: string;
    template: string;
    recipient: string;
    status: string;
    attempts: number;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
    resent: boolean;
  }>;
  documents: Array<{ number: string; kind: string; total_cents: number; issued_at: string }>;
  refunds: Array<{
    id: string;
    amount_cents: number;
    shipping_cents: number;
    state: string;
    reason: string | null;
    requested_by: string;
    cancellation: boolean;
    created_at: string;
    refunded_at: string | null;
    lines: Array<{ sku: string; quantity: number; amount_cents: number }>;
  }>;
  notes: Array<{ id: string; text: string; author: string; created_at: string }>;
};

export type AdminOrderAddressFieldsFragment = {
  firstname: string;
  middlename: string | null;
  lastname: string;
  company: string | null;
  street: Array<string | null>;
  postcode: string | null;
  city: string;
  country_code: string | null;
  telephone: string | null;
};

export type AdminOrderDetailQueryVariables = Exact<{
  number: string;
}>;

export type AdminOrderDetailQuery = {
  adminOrder: {
    order: {
      id: string;
      number: string;
      email: string | null;
      order_date: string;
      status_code: OrderStatusEnum;
      shipping_method: string | null;
      pickup_location_code: string | null;
      items: Array<{
        id: string;
        product_name: string | null;
        product_sku: string;
        quantity_ordered: number | null;
        product_sale_price: { value: number | null };
        row_total: { value: number | null } | null;
      } | null> | null;
      total: {
        subtotal: { value: number | null };
        total_shipping: { value: number | null };
        total_tax: { value: number | null };
        grand_total: { value: number | null };
        discounts: Array<{ label: string; amount: { value: number | null } } | null> | null;
      } | null;
      shipping_address: {
        firstname: string;
        middlename: string | null;
        lastname: string;
        company: string | null;
        street: Array<string | null>;
        postcode: string | null;
        city: string;
        country_code: string | null;
        telephone: string | null;
      } | null;
      billing_address: {
        firstname: string;
        middlename: string | null;
        lastname: string;
        company: string | null;
        street: Array<string | null>;
        postcode: string | null;
        city: string;
        country_code: string | null;
        telephone: string | null;
      } | null;
      payment_methods: Array<{ name: string; type: string } | null> | null;
      shipments: Array<{
        tracking: Array<{
          carrier: string;
          title: string;
          number: string | null;
          url: string | null;
        } | null> | null;
      } | null> | null;
      returns: Array<{ number: string; state: OrderReturnStateEnum; created_at: string }> | null;
    };
    business: { company: string; vat_id: string | null; reference: string | null } | null;
    payments: Array<{
      provider: string;
      transaction_id: string;
      state: PaymentStateEnum;
      attention: string | null;
      created_at: string;
      updated_at: string;
      exchange_calls: Array<{ received_at: string; answer_status: number; answer: string }>;
    }>;
    mails: Array<{
      id: string;
      template: string;
      recipient: string;
      status: string;
      attempts: number;
      last_error: string | null;
      created_at: string;
      sent_at: string | null;
      resent: boolean;
    }>;
    documents: Array<{ number: string; kind: string; total_cents: number; issued_at: string }>;
    refunds: Array<{
      id: string;
      amount_cents: number;
      shipping_cents: number;
      state: string;
      reason: string | null;
      requested_by: string;
      cancellation: boolean;
      created_at: string;
      refunded_at: string | null;
      lines: Array<{ sku: string; quantity: number; amount_cents: number }>;
    }>;
    notes: Array<{ id: string; text: string; author: string; created_at: string }>;
  } | null;
};

export type AdminOrderReadyToShipMutationVariables = Exact<{
  number: string;
}>;

export type AdminOrderReadyToShipMutation = {
  adminMarkOrderReadyToShip: { status_code: OrderStatusEnum } | null;
};

export type AdminOrderShipMutationVariables = Exact<{
  input: AdminShipOrderInput;
}>;

export type AdminOrderShipMutation = { adminShipOrder: { status_code: OrderStatusEnum } | null };

export type AdminOrderDeliverMutationVariables = Exact<{
  number: string;
}>;

export type AdminOrderDeliverMutation = {
  adminDeliverOrder: { status_code: OrderStatusEnum } | null;
};

export type AdminOrderCancelMutationVariables = Exact<{
  number: string;
}>;

export type AdminOrderCancelMutation = {
  adminCancelOrder: { order: { status_code: OrderStatusEnum } } | null;
};

export type AdminOrderRefundMutationVariables = Exact<{
  input: AdminRefundOrderInput;
}>;

export type AdminOrderRefundMutation = {
  adminRefundOrder: {
    refund: { id: string; state: OrderRefundStateEnum; amount: { value: number | null } };
  } | null;
};

export type AdminOrderResendMailMutationVariables = Exact<{
  input: AdminResendOrderMailInput;
}>;

export type AdminOrderResendMailMutation = { adminResendOrderMail: { id: string } };

export type AdminOrderAddNoteMutationVariables = Exact<{
  input: AdminOrderNoteInput;
}>;

export type AdminOrderAddNoteMutation = { adminAddOrderNote: { id: string } };

export type AdminInvoicePdfQueryVariables = Exact<{
  number: string;
}>;

export type AdminInvoicePdfQuery = {
  adminInvoiceDocument: { filename: string; content_type: string; content_base64: string } | null;
};

export type AdminOrderListQueryVariables = Exact<{
  filter?: AdminOrderFilterInput | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type AdminOrderListQuery = {
  adminOrders: {
    total_count: number;
    total_count_exact: boolean;
    page_info: { end_cursor: string | null; has_next_page: boolean };
    items: Array<{
      number: string;
      order_date: string;
      status: string;
      status_code: OrderStatusEnum;
      customer_name: string;
      company: string | null;
      email: string;
      postcode: string | null;
      grand_total_cents: number;
      shipping_method: string;
      pickup_location_code: string | null;
      grand_total: { currency: CurrencyEnum | null };
      payment_method: { name: string; type: string };
    }>;
  };
};

export type AdminReservationListQueryVariables = Exact<{
  state?: AdminReservationState | null | undefined;
  store?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type AdminReservationListQuery = {
  adminReservations: {
    total_count: number;
    items: Array<{
      number: string;
      store_code: string;
      sku: string | null;
      product_name: string | null;
      quantity: number;
      name: string;
      email: string;
      telephone: string;
      state: AdminReservationState;
      expires_at: string;
      created_at: string;
      ready_at: string | null;
      picked_up_at: string | null;
    }>;
  };
};

export type AdminReservationStoresQueryVariables = Exact<{ [key: string]: never }>;

export type AdminReservationStoresQuery = {
  physicalStores: Array<{ code: string; name: string } | null> | null;
};

export type AdminReservationFieldsFragment = {
  number: string;
  store_code: string;
  sku: string | null;
  product_name: string | null;
  quantity: number;
  name: string;
  email: string;
  telephone: string;
  state: AdminReservationState;
  expires_at: string;
  created_at: string;
  ready_at: string | null;
  picked_up_at: string | null;
};

export type AdminReservationReadyMutationVariables = Exact<{
  number: string;
}>;

export type AdminReservationReadyMutation = {
  adminMarkReservationReady: {
    number: string;
    store_code: string;
    sku: string | null;
    product_name: string | null;
    quantity: number;
    name: string;
    email: string;
    telephone: string;
    state: AdminReservationState;
    expires_at: string;
    created_at: string;
    ready_at: string | null;
    picked_up_at: string | null;
  };
};

export type AdminReservationPickedUpMutationVariables = Exact<{
  number: string;
}>;

export type AdminReservationPickedUpMutation = {
  adminMarkReservationPickedUp: {
    number: string;
    store_code: string;
    sku: string | null;
    product_name: string | null;
    quantity: number;
    name: string;
    email: string;
    telephone: string;
    state: AdminReservationState;
    expires_at: string;
    created_at: string;
    ready_at: string | null;
    picked_up_at: string | null;
  };
};

export type AdminReservationOneQueryVariables = Exact<{
  number: string;
}>;

export type AdminReservationOneQuery = {
  adminReservation: {
    number: string;
    store_code: string;
    sku: string | null;
    product_name: string | null;
    quantity: number;
    name: string;
    email: string;
    telephone: string;
    state: AdminReservationState;
    expires_at: string;
    created_at: string;
    ready_at: string | null;
    picked_up_at: string | null;
  } | null;
};

export type AdminReturnFieldsFragment = {
  number: string;
  order_number: string;
  state: OrderReturnStateEnum;
  reason: ReturnReasonEnum | null;
  comment: string | null;
  created_at: string;
  received_at: string | null;
  refunded_at: string | null;
  items: Array<{
    product_sku: string;
    product_name: string | null;
    quantity: number;
    sellable: boolean | null;
  }>;
};

export type AdminReturnListQueryVariables = Exact<{
  state?: OrderReturnStateEnum | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type AdminReturnListQuery = {
  adminReturns: {
    total_count: number;
    items: Array<{
      number: string;
      order_number: string;
      state: OrderReturnStateEnum;
      reason: ReturnReasonEnum | null;
      comment: string | null;
      created_at: string;
      received_at: string | null;
      refunded_at: string | null;
      items: Array<{
        product_sku: string;
        product_name: string | null;
        quantity: number;
        sellable: boolean | null;
      }>;
    }>;
  } | null;
};

export type AdminReturnReceiveMutationVariables = Exact<{
  input: AdminReceiveReturnInput;
}>;

export type AdminReturnReceiveMutation = {
  adminReceiveReturn: {
    number: string;
    order_number: string;
    state: OrderReturnStateEnum;
    reason: ReturnReasonEnum | null;
    comment: string | null;
    created_at: string;
    received_at: string | null;
    refunded_at: string | null;
    items: Array<{
      product_sku: string;
      product_name: string | null;
      quantity: number;
      sellable: boolean | null;
    }>;
  } | null;
};

export type AdminReturnRefundMutationVariables = Exact<{
  number: string;
}>;

export type AdminReturnRefundMutation = {
  adminRefundReturn: {
    return: { number: string; state: OrderReturnStateEnum };
    refund: { state: OrderRefundStateEnum; amount: { value: number | null } };
  } | null;
};

export type AdminReturnCancelMutationVariables = Exact<{
  number: string;
}>;

export type AdminReturnCancelMutation = {
  adminCancelReturn: { number: string; state: OrderReturnStateEnum } | null;
};

export type StaffMemberFieldsFragment = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  store_code: string | null;
  active: boolean;
  totp_enabled: boolean;
  must_change_password: boolean;
  created_at: string;
};

export type StaffAreaListQueryVariables = Exact<{ [key: string]: never }>;

export type StaffAreaListQuery = {
  adminStaff: Array<{
    id: number;
    email: string;
    name: string;
    role: StaffRole;
    store_code: string | null;
    active: boolean;
    totp_enabled: boolean;
    must_change_password: boolean;
    created_at: string;
  }>;
};

export type StaffAreaStoresQueryVariables = Exact<{ [key: string]: never }>;

export type StaffAreaStoresQuery = {
  physicalStores: Array<{ code: string; name: string } | null> | null;
};

export type StaffAreaCreateMutationVariables = Exact<{
  input: AdminCreateStaffInput;
}>;

export type StaffAreaCreateMutation = {
  adminCreateStaff: {
    temporary_password: string;
    staff: {
      id: number;
      email: string;
      name: string;
      role: StaffRole;
      store_code: string | null;
      active: boolean;
      totp_enabled: boolean;
      must_change_password: boolean;
      created_at: string;
    };
  };
};

export type StaffAreaChangeRoleMutationVariables = Exact<{
  id: number;
  role: StaffRole;
  store?: string | null | undefined;
}>;

export type StaffAreaChangeRoleMutation = {
  adminChangeStaffRole: {
    id: number;
    email: string;
    name: string;
    role: StaffRole;
    store_code: string | null;
    active: boolean;
    totp_enabled: boolean;
    must_change_password: boolean;
    created_at: string;
  };
};

export type StaffAreaDeactivateMutationVariables = Exact<{
  id: number;
}>;

export type StaffAreaDeactivateMutation = {
  adminDeactivateStaff: {
    id: number;
    email: string;
    name: string;
    role: StaffRole;
    store_code: string | null;
    active: boolean;
    totp_enabled: boolean;
    must_change_password: boolean;
    created_at: string;
  };
};

export type StaffAreaReactivateMutationVariables = Exact<{
  id: number;
}>;

export type StaffAreaReactivateMutation = {
  adminReactivateStaff: {
    id: number;
    email: string;
    name: string;
    role: StaffRole;
    store_code: string | null;
    active: boolean;
    totp_enabled: boolean;
    must_change_password: boolean;
    created_at: string;
  };
};

export type StaffAreaResetPasswordMutationVariables = Exact<{
  id: number;
}>;

export type StaffAreaResetPasswordMutation = {
  adminResetStaffPassword: {
    temporary_password: string;
    staff: {
      id: number;
      email: string;
      name: string;
      role: StaffRole;
      store_code: string | null;
      active: boolean;
      totp_enabled: boolean;
      must_change_password: boolean;
      created_at: string;
    };
  };
};

export type StaffAreaResetTotpMutationVariables = Exact<{
  id: number;
}>;

export type StaffAreaResetTotpMutation = {
  adminResetStaffTotp: {
    id: number;
    email: string;
    name: string;
    role: StaffRole;
    store_code: string | null;
    active: boolean;
    totp_enabled: boolean;
    must_change_password: boolean;
    created_at: string;
  };
};

export const StaffMeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'capabilities' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restriction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffMeFieldsFragment, unknown>;
export const AdminStockFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminStockFigures' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'held' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminStockFieldsFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminProductDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'names' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent_sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'special_price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'label_options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shown_in_shop' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'online_stock' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminStockFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store_stock' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminStockFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminStockFigures' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'held' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salable' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const AdminContentDocumentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminContentDocumentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminContentDocument' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'problem' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'json_path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'preview_links' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminContentDocumentFieldsFragment, unknown>;
export const AdminOrderAddressFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderAddressFieldsFragment, unknown>;
export const AdminOrderDetailFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminOrderDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'order' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shipping_method' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity_ordered' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product_sale_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'subtotal' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_shipping' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'grand_total' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discounts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'amount' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shipping_address' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AdminOrderAddressFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'billing_address' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AdminOrderAddressFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payment_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shipments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tracking' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'returns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'business' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'payments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transaction_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'exchange_calls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'received_at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answer_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'template' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'last_error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sent_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resent' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'issued_at' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refunds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shipping_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requested_by' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refunded_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount_cents' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderDetailFieldsFragment, unknown>;
export const AdminReservationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expires_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ready_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReservationFieldsFragment, unknown>;
export const AdminReturnFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReturnFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturn' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'received_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReturnFieldsFragment, unknown>;
export const StaffMemberFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMemberFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffMemberFieldsFragment, unknown>;
export const AdminStaffMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminStaffMe' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffMe' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'capabilities' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restriction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminStaffMeQuery, AdminStaffMeQueryVariables>;
export const AdminStaffSignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminStaffSignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffSignIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'me' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMeFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'capabilities' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restriction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminStaffSignInMutation, AdminStaffSignInMutationVariables>;
export const AdminStaffSignInTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminStaffSignInTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffSignInTotp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'me' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMeFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'capabilities' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restriction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminStaffSignInTotpMutation, AdminStaffSignInTotpMutationVariables>;
export const AdminStaffSignOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminStaffSignOut' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'staffSignOut' } }],
      },
    },
  ],
} as unknown as DocumentNode<AdminStaffSignOutMutation, AdminStaffSignOutMutationVariables>;
export const AdminStaffStartTotpEnrolmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminStaffStartTotpEnrolment' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffStartTotpEnrolment' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'otpauth_url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AdminStaffStartTotpEnrolmentMutation,
  AdminStaffStartTotpEnrolmentMutationVariables
>;
export const AdminStaffConfirmTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminStaffConfirmTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffConfirmTotp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'capabilities' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restriction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminStaffConfirmTotpMutation, AdminStaffConfirmTotpMutationVariables>;
export const AdminStaffChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminStaffChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'current' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'next' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffChangePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'current_password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'current' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'new_password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'next' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'capabilities' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restriction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AdminStaffChangePasswordMutation,
  AdminStaffChangePasswordMutationVariables
>;
export const AccountAreaDisableTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccountAreaDisableTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffDisableTotp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMeFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMe' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'capabilities' } },
          { kind: 'Field', name: { kind: 'Name', value: 'restriction' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AccountAreaDisableTotpMutation,
  AccountAreaDisableTotpMutationVariables
>;
export const AuditAreaPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuditAreaPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'operation' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminAuditLog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page_size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'staff_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'staffId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'operation' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'operation' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'target' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'has_more' } },
                { kind: 'Field', name: { kind: 'Name', value: 'next_after' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actor_kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'staff_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'operation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'before' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'after' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditAreaPageQuery, AuditAreaPageQueryVariables>;
export const AuditAreaStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AuditAreaStaff' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuditAreaStaffQuery, AuditAreaStaffQueryVariables>;
export const AdminProductSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminProductSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminProductStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminProducts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page_size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total_pages' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parent_sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'special_price_cents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'special_price_active' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'salable_qty' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminProductSearchQuery, AdminProductSearchQueryVariables>;
export const AdminProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sku' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminStockFigures' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'held' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminProductDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'names' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent_sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'special_price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'label_options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shown_in_shop' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'online_stock' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminStockFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store_stock' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminStockFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const AdminUpdateProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminUpdateProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminProductUpdateInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminUpdateProduct' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminStockFigures' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'held' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminProductDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'names' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent_sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'special_price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'label_options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shown_in_shop' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'online_stock' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminStockFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store_stock' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminStockFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminUpdateProductMutation, AdminUpdateProductMutationVariables>;
export const AdminSetProductStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminSetProductStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminSetProductStock' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sku' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'source' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'quantity' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'quantity' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminProductFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminStockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminStockFigures' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'held' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salable' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminProductFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminProductDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'names' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent_sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'special_price' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'price_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'labels' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'label_options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shown_in_shop' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'online_stock' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminStockFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store_stock' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminStockFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSetProductStockMutation, AdminSetProductStockMutationVariables>;
export const AdminContentDocumentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminContentDocuments' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminContentDocuments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminContentDocumentsQuery, AdminContentDocumentsQueryVariables>;
export const AdminContentDocumentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminContentDocument' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'path' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminContentDocument' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'path' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'path' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'AdminContentDocumentFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminContentDocumentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminContentDocument' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'problem' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'json_path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'preview_links' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminContentDocumentQuery, AdminContentDocumentQueryVariables>;
export const AdminSaveContentDocumentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminSaveContentDocument' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminContentDocumentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminSaveContentDocument' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'AdminContentDocumentFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminContentDocumentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminContentDocument' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'problem' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'json_path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'preview_links' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AdminSaveContentDocumentMutation,
  AdminSaveContentDocumentMutationVariables
>;
export const AdminCustomerListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCustomerList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCustomers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page_info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'end_cursor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'has_next_page' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'confirmed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'erased_at' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCustomerListQuery, AdminCustomerListQueryVariables>;
export const AdminCustomerDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCustomerDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCustomer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'erased_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'newsletter' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'addresses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'default_billing' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'default_shipping' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'orders' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'grand_total_cents' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCustomerDetailQuery, AdminCustomerDetailQueryVariables>;
export const AdminExportCustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminExportCustomer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminExportCustomer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'file_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'json' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminExportCustomerQuery, AdminExportCustomerQueryVariables>;
export const AdminEraseCustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminEraseCustomer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirmEmail' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminEraseCustomer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'id' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'confirm_email' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'confirmEmail' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'erased_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'already_erased' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orders_kept' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminEraseCustomerMutation, AdminEraseCustomerMutationVariables>;
export const AdminDashboardFiguresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminDashboardFigures' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orders_today' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revenue_today_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orders_to_ship' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orders_pending_payment_too_long' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pending_payment_minutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'returns_to_receive' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reservations_to_prepare' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'low_stock_threshold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low_stock_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'low_stock' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'online_qty' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDashboardFiguresQuery, AdminDashboardFiguresQueryVariables>;
export const AdminMailOutboxDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminMailOutbox' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminMailStatus' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminMailOutbox' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page_info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'end_cursor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'has_next_page' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'template' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'last_error' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sent_at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'next_attempt_at' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>;
export const AdminRetryMailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminRetryMail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminRetryMail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'next_attempt_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminRetryMailMutation, AdminRetryMailMutationVariables>;
export const AdminOrderDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminOrderDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminOrderDetailFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderAddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderAddress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'middlename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'street' } },
          { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminOrderDetailFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminOrderDetail' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'order' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shipping_method' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity_ordered' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'product_sale_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'row_total' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'subtotal' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_shipping' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'total_tax' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'grand_total' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discounts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'amount' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shipping_address' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AdminOrderAddressFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'billing_address' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AdminOrderAddressFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'payment_methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shipments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tracking' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'returns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'business' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vat_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'payments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transaction_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'exchange_calls' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'received_at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answer_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'template' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recipient' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attempts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'last_error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sent_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resent' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'issued_at' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refunds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shipping_cents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requested_by' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancellation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refunded_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount_cents' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderDetailQuery, AdminOrderDetailQueryVariables>;
export const AdminOrderReadyToShipDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminOrderReadyToShip' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminMarkOrderReadyToShip' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status_code' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderReadyToShipMutation, AdminOrderReadyToShipMutationVariables>;
export const AdminOrderShipDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminOrderShip' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminShipOrderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminShipOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status_code' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderShipMutation, AdminOrderShipMutationVariables>;
export const AdminOrderDeliverDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminOrderDeliver' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminDeliverOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status_code' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderDeliverMutation, AdminOrderDeliverMutationVariables>;
export const AdminOrderCancelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminOrderCancel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCancelOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'number' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'order' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status_code' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderCancelMutation, AdminOrderCancelMutationVariables>;
export const AdminOrderRefundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminOrderRefund' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminRefundOrderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminRefundOrder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'refund' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderRefundMutation, AdminOrderRefundMutationVariables>;
export const AdminOrderResendMailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminOrderResendMail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminResendOrderMailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminResendOrderMail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderResendMailMutation, AdminOrderResendMailMutationVariables>;
export const AdminOrderAddNoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminOrderAddNote' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminOrderNoteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminAddOrderNote' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderAddNoteMutation, AdminOrderAddNoteMutationVariables>;
export const AdminInvoicePdfDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminInvoicePdf' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminInvoiceDocument' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_base64' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminInvoicePdfQuery, AdminInvoicePdfQueryVariables>;
export const AdminOrderListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminOrderList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminOrderFilterInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminOrders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total_count_exact' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page_info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'end_cursor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'has_next_page' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order_date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'customer_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'company' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'grand_total_cents' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'grand_total' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'payment_method' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'shipping_method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pickup_location_code' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOrderListQuery, AdminOrderListQueryVariables>;
export const AdminReservationListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminReservationList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminReservationState' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminReservations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'store_code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AdminReservationFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expires_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ready_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReservationListQuery, AdminReservationListQueryVariables>;
export const AdminReservationStoresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminReservationStores' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'physicalStores' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReservationStoresQuery, AdminReservationStoresQueryVariables>;
export const AdminReservationReadyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminReservationReady' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminMarkReservationReady' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminReservationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expires_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ready_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReservationReadyMutation, AdminReservationReadyMutationVariables>;
export const AdminReservationPickedUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminReservationPickedUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminMarkReservationPickedUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminReservationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expires_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ready_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  AdminReservationPickedUpMutation,
  AdminReservationPickedUpMutationVariables
>;
export const AdminReservationOneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminReservationOne' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminReservation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminReservationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReservationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminReservation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'telephone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expires_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ready_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReservationOneQuery, AdminReservationOneQueryVariables>;
export const AdminReturnListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminReturnList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturnStateEnum' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminReturns' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'state' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'state' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AdminReturnFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReturnFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturn' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'received_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReturnListQuery, AdminReturnListQueryVariables>;
export const AdminReturnReceiveDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminReturnReceive' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminReceiveReturnInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminReceiveReturn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AdminReturnFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AdminReturnFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OrderReturn' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'received_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'refunded_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'product_sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReturnReceiveMutation, AdminReturnReceiveMutationVariables>;
export const AdminReturnRefundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminReturnRefund' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminRefundReturn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'return' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'refund' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'amount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'value' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReturnRefundMutation, AdminReturnRefundMutationVariables>;
export const AdminReturnCancelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminReturnCancel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCancelReturn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'number' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'number' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReturnCancelMutation, AdminReturnCancelMutationVariables>;
export const StaffAreaListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffAreaList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminStaff' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMemberFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMemberFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAreaListQuery, StaffAreaListQueryVariables>;
export const StaffAreaStoresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffAreaStores' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'physicalStores' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAreaStoresQuery, StaffAreaStoresQueryVariables>;
export const StaffAreaCreateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffAreaCreate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdminCreateStaffInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCreateStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'staff' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StaffMemberFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'temporary_password' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMemberFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAreaCreateMutation, StaffAreaCreateMutationVariables>;
export const StaffAreaChangeRoleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffAreaChangeRole' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffRole' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminChangeStaffRole' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'role' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'store_code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'store' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMemberFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMemberFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAreaChangeRoleMutation, StaffAreaChangeRoleMutationVariables>;
export const StaffAreaDeactivateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffAreaDeactivate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminDeactivateStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMemberFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMemberFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAreaDeactivateMutation, StaffAreaDeactivateMutationVariables>;
export const StaffAreaReactivateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffAreaReactivate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminReactivateStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMemberFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMemberFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAreaReactivateMutation, StaffAreaReactivateMutationVariables>;
export const StaffAreaResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffAreaResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminResetStaffPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'staff' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StaffMemberFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'temporary_password' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMemberFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  StaffAreaResetPasswordMutation,
  StaffAreaResetPasswordMutationVariables
>;
export const StaffAreaResetTotpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StaffAreaResetTotp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminResetStaffTotp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffMemberFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffMemberFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffMember' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totp_enabled' } },
          { kind: 'Field', name: { kind: 'Name', value: 'must_change_password' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffAreaResetTotpMutation, StaffAreaResetTotpMutationVariables>;
