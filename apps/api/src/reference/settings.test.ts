import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { walletSettings } from './settings';

describe('walletSettings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reads the shop row, whose defaults are the spec figures (100 points = SGD 1, rewards 1000 and 3000)', async () => {
    const s = await walletSettings(t.database.db);
    expect(s).toMatchObject({
      pointRate: 100,
      minTransferPoints: 100,
      referralRewardPoints: 1000,
      agentReferralRewardPoints: 3000,
      agentReferralVoucherCents: 3000,
      currency: 'SGD',
    });
  });
});
