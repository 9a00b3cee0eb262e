import type { Config } from '../config';
import type { Db } from '../db/client';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

/** The payment provider the configuration names; create one per app and share it (payment and refunds). */
export function paymentProviderFor(
  config: Config['payment'],
  db: Db,
  log: (line: string) => void = console.error,
): PaymentProvider {
  if (config.provider === 'stripe') return stripeProvider(config, log);
  return sandboxProvider(db);
}
