/** The wallet's vouchers tab (SG members): active, used and expired lists. */
export function VoucherList() {
  return null;
}
