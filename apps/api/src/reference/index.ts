/*
 * What other domains use of the reference data: the shop settings the wallet, checkout, booking, review and
 * partner programme rules read.
 */
export {
  type AgentSettings,
  agentSettings,
  type BookingSettings,
  bookingSettings,
  bookingSettingsSql,
  cashbackRateBpsSql,
  DEFAULT_AGENT_SETTINGS,
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_WALLET_SETTINGS,
  pointRateSql,
  reviewWindowDaysSql,
  shopCurrencySql,
  type WalletSettings,
  walletSettings,
} from './settings';
