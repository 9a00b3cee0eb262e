/**
 * Agent area (the spec's partner area): the dashboard, a team member's orders, the conversion into points,
 * withdrawals.
 */
export { AgentDashboard } from './AgentDashboard';
export { AgentAddBankAccount, AgentOneTimeTransfer } from './BankForms';
export { AgentConvertPoint, AgentConvertPointComplete } from './ConvertPoint';
export { MemberTransactionHistory } from './MemberHistory';
export { AgentTransferToBank, AgentTransferToBankComplete } from './TransferToBank';
