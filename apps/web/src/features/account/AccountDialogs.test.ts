import { describe, expect, it } from 'vitest';
import { signupLink } from './AccountDialogs';

describe('signupLink', () => {
  it('reads ?referralCode= and #signup', () => {
    expect(signupLink({ search: '?referralCode=DANIEL58', hash: '' })).toEqual({ referralCode: 'DANIEL58' });
    expect(signupLink({ search: '', hash: '#signup' })).toEqual({ referralCode: null });
    expect(signupLink({ search: '?referralCode=', hash: '' })).toBeNull();
    expect(signupLink({ search: '?q=1', hash: '#other' })).toBeNull();
  });
});
