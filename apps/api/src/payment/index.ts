/*
 * What other domains use of payment: the provider's type and the refunds. Routes and the settlement are
 * registered by the app (payment/routes.ts).
 */
export type { PaymentProvider } from './provider';
export {
  completeRefund,
  findPaymentUnderRefund,
  findRefundablePayment,
  openRefund,
  type RefundablePayment,
  type RefundFinisher,
  type RefundRecord,
  type RefundRequest,
  refundAroundMove,
  resumeRefunds,
} from './refunds';
