import type { Address, AddressRequest, ChangePassword, EditProfile, UserProfile } from '@beauty/shared';
import { api } from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import {
  browserPushState,
  onPushPermissionChange,
  type PushPermission,
  pushPermission,
} from '../../lib/push';
import {
  forgetThisBrowser,
  PushRefused,
  setPushEnabled,
  subscribeThisBrowser,
  useBrowserSubscribed,
  useWebPushKey,
} from '../notifications';
import { useAccountKeys } from './keys';

/**
 * The member's account (spec section 7, account): the address book and the profile's changes. Bodies are the
 * shared schemas' parsed types, the very shapes the API routes parse.
 */

/** The member's address book (the profile's, checkout's and returns' address choices share it). */
export function useAddresses() {
  const { user } = useAuth();
  const keys = useAccountKeys();
  return useQuery({
    queryKey: keys.addresses(),
    queryFn: ({ signal }) => api.get<Address[]>('/account/address', undefined, { signal }),
    enabled: user !== null,
  });
}

/** A new address (`id` null) or changes to one; the book is read again after. */
export function useSaveAddress(id: number | null) {
  const queryClient = useQueryClient();
  const keys = useAccountKeys();
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
  const keys = useAccountKeys();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/account/deleteaddress/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.addresses() }),
  });
}

/** Stores a changed profile as the session's profile. */
function useStoreProfile() {
  const queryClient = useQueryClient();
  const keys = useAccountKeys();
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
 * The profile's two push controls, kept apart: `account` is the account's setting (every device, the apps'
 * too: enable_push_notification), `browser` signs this browser up or ends its subscription and nothing else
 * (turning one off never turns the other off). Signing this browser up while the account's setting is off
 * turns that on too: the member asked to receive pushes, and a subscription alone would receive nothing.
 * `state` is what this browser can do (lib/push.ts browserPushState); `refused` why signing up failed.
 */
export function usePushSettings(accountEnabled: boolean) {
  const store = useStoreProfile();
  const queryClient = useQueryClient();
  const keys = useAccountKeys();
  const subscribed = useBrowserSubscribed();
  const permission = usePushPermission();
  const publicKey = useWebPushKey(permission !== 'unsupported');
  const account = useMutation({ mutationFn: setPushEnabled, onSuccess: store });
  const browser = useMutation({
    mutationFn: async (receive: boolean) => {
      if (!receive) return forgetThisBrowser();
      await subscribeThisBrowser();
      if (!accountEnabled) store(await setPushEnabled(true));
    },
    onSuccess: (_, receive) => queryClient.setQueryData(keys.pushSubscription(), receive),
    // A refusal can leave a subscription made or ended half way: ask the browser again.
    onError: () => void queryClient.invalidateQueries({ queryKey: keys.pushSubscription() }),
  });
  const refused = browser.error instanceof PushRefused ? browser.error.problem : null;
  return {
    account,
    browser,
    state: browserPushState({ permission, publicKey: publicKey.data, subscribed: subscribed.data }),
    refused,
    /** An error other than a refusal (the API failed): the page shows it as one. */
    failure: (browser.isError && !refused ? browser.error : null) ?? (account.isError ? account.error : null),
  };
}

/** The site's notification permission in this browser, followed as the member changes it. */
function usePushPermission(): PushPermission {
  const [permission, setPermission] = useState(pushPermission);
  useEffect(() => onPushPermissionChange(() => setPermission(pushPermission())), []);
  return permission;
}
