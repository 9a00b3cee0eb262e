import { ComingSoon } from '../../components/ComingSoon';

/** Partner (agent) area. Built by a later issue. /agent?tab=cash_back will select the cash-back tab. */
export function AgentDashboard() {
  return <ComingSoon name="agent-dashboard" />;
}

export function MemberTransactionHistory() {
  return <ComingSoon name="member-transaction-history" />;
}

export function AgentConvertPoint() {
  return <ComingSoon name="agent-convert-point" />;
}

export function AgentConvertPointComplete() {
  return <ComingSoon name="agent-convert-point-complete" />;
}

export function AgentTransferToBank() {
  return <ComingSoon name="agent-transfer-to-bank" />;
}

export function AgentAddBankAccount() {
  return <ComingSoon name="agent-add-bank-account" />;
}

export function AgentOneTimeTransfer() {
  return <ComingSoon name="agent-one-time-transfer" />;
}

export function AgentTransferToBankComplete() {
  return <ComingSoon name="agent-transfer-to-bank-complete" />;
}
