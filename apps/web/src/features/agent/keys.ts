import type { Language } from '@beauty/shared';
import { memberKeys } from '../../api/query-keys';
import { useSessionKeys } from '../../api/viewer';
import { walletKeys } from '../wallet';

/** The agent keys of one session's member (under its root: api/query-keys.ts). */
export function agentKeys(session: string) {
  const member = memberKeys(session);
  const root = member.all;
  return {
    ...member,
    /**
     * Every agent key: the application, the status, the team, the cash-back history, bank accounts (read
     * again after a conversion, a withdrawal or a decision on the application).
     */
    agent: () => [...root, 'agent'] as const,
    agentApplication: () => [...root, 'agent', 'application'] as const,
    agentStatus: () => [...root, 'agent', 'status'] as const,
    agentTeam: (page: number) => [...root, 'agent', 'team', page] as const,
    agentMember: (language: Language, memberId: number, page: number) =>
      [...root, 'agent', 'member', language, memberId, page] as const,
    /** The cash-back history (descriptions come in the language), by its filters (api.ts). */
    agentHistory: (language: Language, filters: { page: number; month?: string; kind?: string }) =>
      [...root, 'agent', 'history', language, filters] as const,
    agentBanks: () => [...root, 'agent', 'banks'] as const,
    agentBankAccounts: () => [...root, 'agent', 'bank-accounts'] as const,
    /** The wallet's keys: a conversion into points changes it. */
    wallet: walletKeys(session).wallet,
  };
}

export type AgentKeys = ReturnType<typeof agentKeys>;

export function useAgentKeys(): AgentKeys {
  return useSessionKeys(agentKeys);
}
