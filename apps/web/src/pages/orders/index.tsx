import { ComingSoon } from '../../components/ComingSoon';
import { AddressBook } from '../profile/AddressBook';

/** Orders area: cart, checkout, payment, orders, returns and the order address book. Built by later issues. */
export function OrderDashboard() {
  return <ComingSoon name="order-dashboard" />;
}

export function OrderList() {
  return <ComingSoon name="order-list" />;
}

export function OrderCart() {
  return <ComingSoon name="order-cart" />;
}

export function OrderCheckOut() {
  return <ComingSoon name="order-check-out" />;
}

export function OrderDelivery() {
  return <ComingSoon name="order-delivery" />;
}

export function OrderDetail() {
  return <ComingSoon name="order-detail" />;
}

export function OrderRefund() {
  return <ComingSoon name="order-refund" />;
}

export function OrderReturnPickup() {
  return <ComingSoon name="order-return-pickup" />;
}

export function OrderReturnPickupAddress() {
  return <ComingSoon name="order-return-pickup-address" />;
}

export function OrderAddressBook() {
  return <AddressBook />;
}

export function OrderAddAddress() {
  return <AddressBook start="new" />;
}

export function OrderEditAddress() {
  return <AddressBook start="edit" />;
}

export function OrderPaymentSuccess() {
  return <ComingSoon name="order-payment-success" />;
}

export function OrderPay() {
  return <ComingSoon name="order-pay" />;
}
