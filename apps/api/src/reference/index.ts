/*
 * What other domains use of the reference data: the shop settings the wallet, checkout, booking, review and
 * partner programme rules read.
 */
export {
  type AgentSettings,
  type AgentSettingsRow,
  agentSettings,
  agentSettingsSql,
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
  toAgentSettings,
  type WalletSettings,
  walletSettings,
} from './settings';
