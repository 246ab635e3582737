import type { CancelReason, PartnerType, RefundReason, StaffRole } from '@forkly/contracts';

/**
 * Every sentence the platform mails, one catalogue per language (en.ts, de.ts, fi.ts) typed by this
 * interface, so a text missing in one language fails the typecheck. Texts with values are functions
 * of named values: each language places them where its grammar wants them. German mails say "Sie".
 */
export interface MailTexts {
  /** The first line; an empty name gets a greeting without one. */
  greeting: (p: { name: string }) => string;
  /** The link to the customer's order list. */
  yourOrders: string;
  verification: {
    subject: string;
    welcome: string;
    /** Followed by the link on its own line. */
    openLink: (p: { days: number }) => string;
    notYou: string;
  };
  passwordReset: {
    subject: string;
    asked: (p: { username: string }) => string;
    code: (p: { code: string }) => string;
    validity: (p: { minutes: number }) => string;
    notYou: string;
  };
  invitation: {
    subject: string;
    /** An approved partner request. */
    approved: Record<PartnerType, string>;
    /** Invited directly by staff (the invite form). */
    invited: Record<PartnerType, string>;
    /** A new staff member (POST /credential). */
    staff: Record<StaffRole, string>;
    /** Followed by the link on its own line. */
    complete: (p: { days: number }) => string;
    once: string;
  };
  partnerRefusal: {
    subject: string;
    salutation: (p: { name: string }) => string;
    interest: Record<PartnerType, string>;
    /** A restaurant's request, which names the restaurant. */
    interestRestaurant: (p: { restaurant: string }) => string;
    decision: string;
    noJudgement: string;
    regards: string;
    team: string;
  };
  /** The receipt, sent when the payment arrives: paid, not yet confirmed by the kitchen. */
  receipt: {
    subject: (p: { number: string }) => string;
    heading: (p: { number: string }) => string;
    intro: (p: { number: string; restaurant: string }) => string;
    subtotal: string;
    discount: string;
    discountCode: (p: { code: string }) => string;
    deliveryFee: string;
    /** The courier's tip (issue 25), shown only when there is one. */
    tip: string;
    totalPaid: string;
    deliveryTo: (p: { address: string }) => string;
    /** An order placed ahead (decision 046): its slot, and until when it may be cancelled with a full refund. */
    scheduledFor: (p: { when: string; cancelUntil: string }) => string;
    note: (p: { note: string }) => string;
    paid: (p: { at: string; method: string }) => string;
    methods: { card: string; demo: string };
  };
  /** A paid order cancelled and refunded, to the customer (issue 21). */
  refund: {
    subject: (p: { number: string }) => string;
    intro: (p: { number: string; restaurant: string }) => string;
    reasons: Record<CancelReason, (p: { restaurant: string }) => string>;
    card: (p: { amount: string }) => string;
    demo: (p: { amount: string }) => string;
  };
  /** A paid order nobody in the kitchen accepted, to the restaurant (issue 21). */
  missedOrder: {
    subject: (p: { number: string }) => string;
    cancelled: (p: { number: string; minutes: number }) => string;
    advice: string;
  };
  /** Part of a paid order given back by staff, to the customer (issue 22). */
  partialRefund: {
    subject: (p: { number: string }) => string;
    intro: (p: { number: string; restaurant: string }) => string;
    reasons: Record<RefundReason, string>;
    /** Above the lines that went back. */
    linesHeading: string;
    line: (p: { quantity: number; name: string; amount: string }) => string;
    /** A refund of an amount, not of lines. */
    amountOnly: string;
    card: (p: { amount: string }) => string;
    demo: (p: { amount: string }) => string;
  };
  /** A voucher staff gave for an order, to the customer (issue 22). */
  voucher: {
    subject: string;
    intro: (p: { number: string }) => string;
    reasons: Record<RefundReason, string>;
    worthAmount: (p: { amount: string }) => string;
    worthPercentage: (p: { percentage: number }) => string;
    code: (p: { code: string }) => string;
    howTo: (p: { date: string }) => string;
  };
}
