import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactlyOneOf, memberByIdOrMobile } from './requests';

describe('staff requests that name a member', () => {
  const walkIn = z
    .object({ ...memberByIdOrMobile({ minDigits: 8 }), store_id: z.number() })
    .refine(...exactlyOneOf('user_id', 'mobile'));

  it('takes a member by id or by mobile', () => {
    expect(walkIn.parse({ user_id: 7, store_id: 1 })).toEqual({ user_id: 7, store_id: 1 });
    expect(walkIn.parse({ mobile: '91234567', store_id: 1 })).toEqual({ mobile: '91234567', store_id: 1 });
  });

  it('refuses both or neither, under user_id, and a mobile shorter than the place needs', () => {
    for (const body of [{ store_id: 1 }, { user_id: 7, mobile: '91234567', store_id: 1 }]) {
      const issues = walkIn.safeParse(body).error?.issues;
      expect(issues).toEqual([
        expect.objectContaining({ message: 'exactly one of user_id and mobile', path: ['user_id'] }),
      ]);
    }
    expect(walkIn.safeParse({ mobile: '1234567', store_id: 1 }).success).toBe(false);
    const anyCountry = z.object(memberByIdOrMobile({ minDigits: 6 }));
    expect(anyCountry.safeParse({ mobile: '123456' }).success).toBe(true);
  });
});
