import { AddressBook } from '../account';

export { CartPage as OrderCart } from './buying/CartPage';
export { CheckOutPage as OrderCheckOut } from './buying/CheckOutPage';
export { PaymentSuccessPage as OrderPaymentSuccess } from './buying/PaymentSuccessPage';
export { PayPage as OrderPay } from './buying/PayPage';
export { OrderDashboard } from './OrderDashboard';
export { OrderDelivery } from './OrderDelivery';
export { OrderDetail } from './OrderDetail';
export { OrderList } from './OrderList';
export { OrderReturnPickupAddress } from './return/ReturnAddressStep';
export { OrderRefund } from './return/ReturnDetailsStep';
export { OrderReturnPickup } from './return/ReturnPickupStep';

/** Orders area: cart, checkout, payment, orders, returns and the order address book (the account's). */
export function OrderAddressBook() {
  return <AddressBook />;
}

export function OrderAddAddress() {
  return <AddressBook start="new" />;
}

export function OrderEditAddress() {
  return <AddressBook start="edit" />;
}
