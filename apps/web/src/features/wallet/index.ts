export { useVoucherList } from './vouchers-api';
