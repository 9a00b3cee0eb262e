import type { OsType, webPushSubscriptionSchema } from '@beauty/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { deviceTokens } from '../db/schema';
import { DomainError } from '../errors';

/*
 * The devices a member's pushes go to: the apps' tokens (login, register_devicetoken) and the browsers' Web
 * Push subscriptions (webpush_subscribe). The account domain calls these inside its own transactions.
 */

export type Device = {
  userId: number;
  token: string;
  osType: OsType;
  /** A Web Push subscription's keys; absent for app tokens. */
  keys?: { p256dh: string; auth: string } | null;
};

/**
 * Registers a device to the member. A token belongs to the member who registered it last (a shared phone or
 * browser changes hands): deliveries still queued for its earlier member are skipped, not sent to the new one.
 */
export async function registerDevice(db: Db | Tx, device: Device): Promise<void> {
  const values = {
    userId: device.userId,
    osType: device.osType,
    p256dh: device.keys?.p256dh ?? null,
    auth: device.keys?.auth ?? null,
  };
  await db
    .insert(deviceTokens)
    .values({ token: device.token, ...values })
    .onConflictDoUpdate({ target: deviceTokens.token, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * Forgets one of the member's devices (logout with its token, a browser unsubscribing); another member's is
 * left alone. Its pending deliveries are skipped when their turn comes. Answers whether it was there.
 */
export async function forgetDevice(db: Db | Tx, userId: number, token: string): Promise<boolean> {
  const gone = await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.token, token), eq(deviceTokens.userId, userId)))
    .returning({ token: deviceTokens.token });
  return gone.length > 0;
}

/**
 * A browser's Web Push subscription, registered to the member (the endpoint is its token). Production takes
 * only https endpoints: every push service is one, and plain http is for local stubs.
 */
export async function subscribeBrowser(
  db: Db,
  userId: number,
  subscription: z.output<typeof webPushSubscriptionSchema>,
  options: { httpEndpoints: boolean },
): Promise<{ subscribed: true }> {
  if (!options.httpEndpoints && !subscription.endpoint.startsWith('https://'))
    throw new DomainError('invalid_value', { fields: { endpoint: ['invalid_value'] } });
  await registerDevice(db, {
    userId,
    token: subscription.endpoint,
    osType: 'web',
    keys: subscription.keys,
  });
  return { subscribed: true };
}
