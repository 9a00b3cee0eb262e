import type { Address, AddressRequest, ChangePassword, EditProfile, UserProfile } from '@beauty/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthProvider';
import { pushPermission } from '../lib/push';
import { api } from './client';
import {
  disablePush,
  enablePush,
  type PushProblem,
  PushRefused,
  useBrowserSubscribed,
} from './notifications';
import { useMemberKeys } from './viewer';

/**
 * The member's account (spec section 7, account): the address book and the profile's changes. Bodies are the
 * shared schemas' parsed types, the very shapes the API routes parse.
 */

/** The member's address book (the profile's, checkout's and returns' address choices share it). */
export function useAddresses() {
  const { user } = useAuth();
  const keys = useMemberKeys();
  return useQuery({
    queryKey: keys.addresses(),
    queryFn: ({ signal }) => api.get<Address[]>('/account/address', undefined, { signal }),
    enabled: user !== null,
  });
}

/** A new address (`id` null) or changes to one; the book is read again after. */
export function useSaveAddress(id: number | null) {
  const queryClient = useQueryClient();
  const keys = useMemberKeys();
  return useMutation({
    mutationFn: (body: AddressRequest) =>
      id === null
        ? api.post<Address>('/account/newaddress', body)
        : api.put<Address>(`/account/editaddress/${id}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.addresses() }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const keys = useMemberKeys();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/account/deleteaddress/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.addresses() }),
  });
}

/** Stores a changed profile as the session's profile. */
function useStoreProfile() {
  const queryClient = useQueryClient();
  const keys = useMemberKeys();
  return (profile: UserProfile) => queryClient.setQueryData(keys.profile(), profile);
}

/** PUT /account/editprofile: only the fields given change; answers the whole profile. */
export function useEditProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: EditProfile) => api.put<UserProfile>('/account/editprofile', body),
    onSuccess: store,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) => api.put<{ changed: boolean }>('/account/changepassword', body),
  });
}

/**
 * The profile's push switch. Turning it on signs this browser up (api/notifications.ts enablePush), turning it
 * off ends that; `problem` says why this browser cannot receive them (a refusal, or what the browser tells
 * before anyone asks), `subscribedHere` whether it does now (null while unknown).
 */
export function usePushNotifications() {
  const store = useStoreProfile();
  const queryClient = useQueryClient();
  const keys = useMemberKeys();
  const subscribed = useBrowserSubscribed();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => (enabled ? enablePush() : disablePush()),
    onSuccess: (profile, enabled) => {
      store(profile);
      queryClient.setQueryData(keys.pushSubscription(), enabled);
    },
    // A refusal can leave a subscription made or ended half way: ask the browser again.
    onError: () => void queryClient.invalidateQueries({ queryKey: keys.pushSubscription() }),
  });
  const permission = pushPermission();
  const refused = toggle.error instanceof PushRefused ? toggle.error.problem : null;
  const problem: PushProblem | null =
    refused ?? (permission === 'unsupported' ? 'unsupported' : permission === 'denied' ? 'denied' : null);
  return {
    toggle,
    problem,
    subscribedHere: subscribed.data ?? null,
    /** An error other than a refusal (the API failed): the page shows it as one. */
    failure: toggle.isError && !refused ? toggle.error : null,
  };
}
