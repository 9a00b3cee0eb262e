/*
 * What other domains and the app use of the order domain. The order's tables (orders, order_lines,
 * order_events, return_requests) are written only by this folder: their states through the one lifecycle
 * helper's moves (ORDER_LIFECYCLE, RETURN_LIFECYCLE), place order's one statement aside (checkout).
 */
export { orderJobs } from './jobs';
export { canTransition, type OrderAction, type OrderActor, type OrderStatus } from './lifecycle';
export { canPayOrder, lockOrderForPayment, payOrder } from './pay';
export { finishOrderRefund } from './refunds';
export { cancelOrder } from './service';
