/*
 * What other domains use of the reference data: the shop settings the wallet, checkout, booking and review rules
 * read.
 */
export {
  type BookingSettings,
  bookingSettings,
  bookingSettingsSql,
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_WALLET_SETTINGS,
  pointRateSql,
  reviewWindowDaysSql,
  type WalletSettings,
  walletSettings,
} from './settings';
