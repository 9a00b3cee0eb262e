/* What other domains use of the reference data: the shop settings the wallet and checkout rules read. */
export { DEFAULT_WALLET_SETTINGS, type WalletSettings, walletSettings } from './settings';
