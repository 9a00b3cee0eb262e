import type { Gender, Role } from '@beauty/shared';

/**
 * The signed-in user (spec section 3, "User profile"). Local until @beauty/shared has a profile schema; the
 * accounts issue should move it there and derive it with z.infer.
 */
export type UserProfile = {
  id: number;
  roles: Role | string;
  country_id: number;
  language_id: number;
  name: string;
  full_name: string;
  email: string;
  mobile: string;
  birthday: string | null;
  gender: Gender | null;
  ranking: string | null;
  point: number;
  voucher_count: number;
  next_appointment_date: string | null;
  referred_by_fname: string | null;
};
