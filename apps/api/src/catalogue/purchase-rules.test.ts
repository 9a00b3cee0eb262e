import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { statusOf } from '../http/error-status';
import { VISITOR, type Viewer } from '../http/viewer';
import { assertPurchasable, canPurchase } from './purchase-rules';

const member: Viewer = { role: 'member', userId: 1, sessionId: 1 };
const agent: Viewer = { role: 'agent', userId: 2, sessionId: 2 };
const regular = { partner_only: false, is_active: true };
const agentOnly = { partner_only: true, is_active: true };

function thrown(fn: () => void): DomainError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error('expected a DomainError');
}

describe('canPurchase', () => {
  it('lets anyone buy a regular product', () => {
    for (const viewer of [VISITOR, member, agent]) expect(canPurchase(regular, viewer)).toBe(true);
  });

  it('keeps partner-only products for agents', () => {
    expect(canPurchase(agentOnly, VISITOR)).toBe(false);
    expect(canPurchase(agentOnly, member)).toBe(false);
    expect(canPurchase(agentOnly, agent)).toBe(true);
  });
});

describe('assertPurchasable', () => {
  it('passes a regular product for a member and a partner-only product for an agent', () => {
    expect(() => assertPurchasable(regular, member)).not.toThrow();
    expect(() => assertPurchasable(agentOnly, agent)).not.toThrow();
  });

  it('refuses a partner-only product to a member with 403 and the spec message', () => {
    const err = thrown(() => assertPurchasable(agentOnly, member));
    expect(statusOf(err)).toBe(403);
    expect(err.key).toBe('partner_only');
    expect(err.message).toBe('You must be a partner to purchase this product');
    expect(thrown(() => assertPurchasable(agentOnly, VISITOR)).key).toBe('partner_only');
  });

  it('refuses a removed product to everyone, agents included, before the partner rule', () => {
    for (const viewer of [VISITOR, member, agent]) {
      const err = thrown(() => assertPurchasable({ partner_only: true, is_active: false }, viewer));
      expect(statusOf(err)).toBe(409);
      expect(err.key).toBe('product_removed');
      expect(err.message).toBe('Product removed');
    }
  });
});
