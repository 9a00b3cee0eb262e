/*
 * What other domains and the app use of payment: the provider (chosen by the app from the config), the
 * refunds and the payment jobs. Routes and the settlement are registered by the app (payment/routes.ts).
 */
export { paymentProviderFor } from './factory';
export { paymentJobs } from './jobs';
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
