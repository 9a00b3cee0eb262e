/* What other domains use of the reference data: the shop settings the wallet and checkout rules read. */
export { type WalletSettings, walletSettings } from './settings';
