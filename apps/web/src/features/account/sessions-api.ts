import type { endSessionSchema, SessionList } from '@beauty/shared';
import { api, type Body } from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/AuthProvider';
import { useAccountKeys } from './keys';

/** GET /session/list: where the member is signed in (not a spec call: the API's own, see its docs). */
export function useSessions() {
  const { user } = useAuth();
  const keys = useAccountKeys();
  return useQuery({
    queryKey: keys.sessions(),
    queryFn: ({ signal }) => api.get<SessionList>('/session/list', undefined, { signal }),
    enabled: user !== null,
  });
}

/** POST /session/revoke with a session's id, or /session/revoke-others with none; the list is read again. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const keys = useAccountKeys();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? api.post<{ ended: number }>('/session/revoke-others')
        : api.post<{ ended: number }>('/session/revoke', { id } satisfies Body<typeof endSessionSchema>),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.sessions() }),
  });
}
