import type {
  AgentStatus,
  AgentTransactionAnswer,
  agentTransactionQuerySchema,
  BankAccount,
  BankAccountList,
  BankListAnswer,
  bankAccountIdSchema,
  CashOut,
  CashOutAnswer,
  ConvertPointAnswer,
  convertPointSchema,
  GetApplicationAnswer,
  MemberTransactionAnswer,
  MyTeamAnswer,
  tncRequestSchema,
  WithdrawalBank,
} from '@beauty/shared';
import { api, type Body, download, useLanguage } from '@beauty/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { filenameFromDisposition, saveBlob } from '../../lib/download';
import { useAgentKeys } from './keys';

/*
 * The partner programme's calls (spec section 7, agent/*): a member's application and the partner terms; an
 * agent's status, team, one member's orders, the cash-back history (and its CSV download), the conversion into
 * points, the banks, saved bank accounts and withdrawals. A member only ever asks for the application; every
 * other call answers 403 to them, so those hooks run for agents only.
 */

/** How many rows a page of the team or of the history shows. */
export const AGENT_PAGE_SIZE = 20;

/** The history's filters as the dashboard keeps them in its URL. */
export type AgentHistoryFilters = { page: number; month?: string; kind?: 'earned' };

/** GET agent/getapplication: the member's latest application, or null (spec section 4: after the profile). */
export function useAgentApplication() {
  const { user, isAgent } = useAuth();
  const keys = useAgentKeys();
  return useQuery({
    queryKey: keys.agentApplication(),
    queryFn: ({ signal }) => api.get<GetApplicationAnswer>('/agent/getapplication', undefined, { signal }),
    enabled: user !== null && !isAgent,
    staleTime: 30_000,
  });
}

/** GET agent/status: rank, balances, team size and the rules' figures (agents only). */
export function useAgentStatus() {
  const { user, isAgent } = useAuth();
  const keys = useAgentKeys();
  return useQuery({
    queryKey: keys.agentStatus(),
    queryFn: ({ signal }) => api.get<AgentStatus>('/agent/status', undefined, { signal }),
    enabled: user !== null && isAgent,
    staleTime: 15_000,
  });
}

/** POST agent/application, then PUT agent/tnc: each answers nothing the page needs, so the application is read again. */
export function useApplyAsAgent() {
  const queryClient = useQueryClient();
  const keys = useAgentKeys();
  return useMutation({
    mutationFn: () => api.post<unknown>('/agent/application', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.agentApplication() }),
  });
}

export function useAcceptAgentTerms() {
  const queryClient = useQueryClient();
  const keys = useAgentKeys();
  return useMutation({
    mutationFn: () => api.put<unknown>('/agent/tnc', { agree: true } satisfies Body<typeof tncRequestSchema>),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.agentApplication() }),
  });
}

/** GET agent/myteam, one page; the page on screen stays while the next one loads. */
export function useMyTeam(page: number) {
  const { isAgent } = useAuth();
  const keys = useAgentKeys();
  return useQuery({
    queryKey: keys.agentTeam(page),
    queryFn: ({ signal }) =>
      api.get<MyTeamAnswer>('/agent/myteam', { page, per_page: AGENT_PAGE_SIZE }, { signal }),
    enabled: isAgent,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** GET agent/membertransaction: one team member's orders that earned cash-back (404 outside the team). */
export function useMemberTransactions(memberId: number, page: number) {
  const { isAgent } = useAuth();
  const keys = useAgentKeys();
  const language = useLanguage();
  return useQuery({
    queryKey: keys.agentMember(language, memberId, page),
    queryFn: ({ signal }) =>
      api.get<MemberTransactionAnswer>(
        '/agent/membertransaction',
        { member_id: memberId, page, per_page: AGENT_PAGE_SIZE },
        { signal },
      ),
    enabled: isAgent && Number.isInteger(memberId) && memberId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET agent/transaction: one page of the cash-back history under the filters. */
export function useAgentHistory(filters: AgentHistoryFilters) {
  const { isAgent } = useAuth();
  const keys = useAgentKeys();
  const language = useLanguage();
  return useQuery({
    queryKey: keys.agentHistory(language, filters),
    queryFn: ({ signal }) =>
      api.get<AgentTransactionAnswer>(
        '/agent/transaction',
        { ...filters, per_page: AGENT_PAGE_SIZE, format: 'json' } satisfies Body<
          typeof agentTransactionQuerySchema
        >,
        { signal },
      ),
    enabled: isAgent,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The whole history under the month filter as a CSV file (GET agent/transaction?format=csv, with the token). */
export function useDownloadAgentHistory() {
  return useMutation({
    mutationFn: async ({ month }: { month?: string }) => {
      const file = await download('/agent/transaction', { format: 'csv', month });
      saveBlob(file.blob, filenameFromDisposition(file.disposition, 'cash-back.csv'));
    },
  });
}

/**
 * POST agent/convert_point. Both ledgers move: the header's points (the profile), the agent's balances and
 * history, and the wallet are read again.
 */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  const keys = useAgentKeys();
  return useMutation({
    mutationFn: (body: Body<typeof convertPointSchema>) =>
      api.post<ConvertPointAnswer>('/agent/convert_point', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.profile() });
      void queryClient.invalidateQueries({ queryKey: keys.agent() });
      void queryClient.invalidateQueries({ queryKey: keys.wallet() });
    },
  });
}

/** GET agent/bank_list: the banks a withdrawal can be paid to (the same for every agent, rarely changes). */
export function useBanks() {
  const { isAgent } = useAuth();
  const keys = useAgentKeys();
  return useQuery({
    queryKey: keys.agentBanks(),
    queryFn: ({ signal }) => api.get<BankListAnswer>('/agent/bank_list', undefined, { signal }),
    enabled: isAgent,
    staleTime: 60 * 60_000,
  });
}

/** GET agent/withdrawalsbank: the saved accounts, numbers masked. */
export function useBankAccounts() {
  const { isAgent } = useAuth();
  const keys = useAgentKeys();
  return useQuery({
    queryKey: keys.agentBankAccounts(),
    queryFn: ({ signal }) => api.get<BankAccountList>('/agent/withdrawalsbank', undefined, { signal }),
    enabled: isAgent,
    staleTime: 30_000,
  });
}

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  const keys = useAgentKeys();
  return useMutation({
    mutationFn: (body: WithdrawalBank) => api.post<BankAccount>('/agent/withdrawalsbank', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.agentBankAccounts() }),
  });
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  const keys = useAgentKeys();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<unknown>('/agent/withdrawalsbank', { id } satisfies Body<typeof bankAccountIdSchema>),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.agentBankAccounts() }),
  });
}

/** POST agent/cash_out: the amount leaves the available balance at once, so the agent's figures are read again. */
export function useCashOut() {
  const queryClient = useQueryClient();
  const keys = useAgentKeys();
  return useMutation({
    mutationFn: (body: CashOut) => api.post<CashOutAnswer>('/agent/cash_out', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.agent() }),
  });
}
