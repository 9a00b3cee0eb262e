import { addressSchema, userProfileSchema } from '@beauty/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD } from '../seed';
import { accountClient } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { logIn } from '../test/members';
import { itConcurrently } from '../test/postgres-only';

let t: TestApp;
let client: ReturnType<typeof accountClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = accountClient(t.app);
});
afterAll(() => t.close());

const SG = 1;
const address = (extra: Record<string, unknown> = {}) => ({
  receiver_name: 'Tan Mei Ling',
  address: '12 Orchard Road',
  floor_unit: '#05-12',
  postcode: '238826',
  contact_no: '81234567',
  country_id: SG,
  ...extra,
});

describe('profile', () => {
  it('edits details and language, and refuses an email another member has', async () => {
    const { token } = await logIn(t, { mobile: '81230003' });
    const res = await client.call(
      'PUT',
      '/api/account/editprofile',
      { full_name: 'Nadia Yusof', language_id: 2 },
      token,
    );
    expect(userProfileSchema.parse(res.json().data)).toMatchObject({
      full_name: 'Nadia Yusof',
      language_code: 'cn',
    });
    const taken = await client.call(
      'PUT',
      '/api/account/editprofile',
      { email: 'Grace.Chua@demo.rosettebeauty.example' },
      token,
    );
    expect(taken.json()).toMatchObject({
      message_key: 'email_taken',
      errors: { email: ['This email has been taken'] },
    });
    const empty = await client.call('PUT', '/api/account/editprofile', {}, token);
    expect(empty.statusCode).toBe(400);
  });

  it('checks the current password, then changes it and ends every session', async () => {
    const { token } = await logIn(t, { mobile: '81230004' });
    const wrong = await client.call(
      'POST',
      '/api/account/checkcurrentpassword',
      { current_password: 'Nope1234' },
      token,
    );
    expect(wrong.json()).toMatchObject({ message_key: 'current_password_wrong' });
    const right = await client.call(
      'POST',
      '/api/account/checkcurrentpassword',
      { current_password: DEMO_PASSWORD },
      token,
    );
    expect(right.json().data).toEqual({ is_valid: true });

    const same = await client.call(
      'PUT',
      '/api/account/changepassword',
      { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      token,
    );
    expect(same.json().message_key).toBe('password_same_as_current');
    const changed = await client.call(
      'PUT',
      '/api/account/changepassword',
      { current_password: DEMO_PASSWORD, password: 'Fresh4321', password_confirmation: 'Fresh4321' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await client.call('GET', '/api/account/profile', undefined, token)).statusCode).toBe(401);
    await logIn(t, { mobile: '81230004', password: 'Fresh4321' });
  });

  it('turns push notifications off and registers a device token', async () => {
    const { token } = await logIn(t, { mobile: '81234567' });
    const off = await client.call(
      'POST',
      '/api/account/enable_push_notification?enabled=false',
      undefined,
      token,
    );
    expect(off.json().data.push_enabled).toBe(false);
    const device = await client.call(
      'POST',
      '/api/account/register_devicetoken',
      { device_token: 'fcm-token-abc', os_type: 'android' },
      token,
    );
    expect(device.json().data).toEqual({ registered: true });
  });

  it('needs a session for every account call', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/profile'],
      ['PUT', '/api/account/editprofile'],
      ['GET', '/api/account/address'],
      ['POST', '/api/account/newaddress'],
      ['DELETE', '/api/account/deleteaddress/1'],
      ['POST', '/api/account/logout'],
    ] as const) {
      const payload =
        method === 'PUT'
          ? { name: 'X' }
          : method === 'POST' && url.endsWith('newaddress')
            ? address()
            : undefined;
      expect((await client.call(method, url, payload)).statusCode, url).toBe(401);
    }
  });
});

describe('address book', () => {
  it('makes the first address both defaults, and a new default clears the previous one', async () => {
    const { token } = await logIn(t, { mobile: '81234567' });
    // The demo seed gives every demo account an address; this test starts from an empty address book.
    await t.database.db.execute(
      sql`delete from addresses where user_id = (select id from users where mobile = '81234567')`,
    );
    const first = addressSchema.parse(
      (await client.call('POST', '/api/account/newaddress', address(), token)).json().data,
    );
    expect(first).toMatchObject({
      default_delivery_address: true,
      default_billing_address: true,
      phone_code: '65',
    });
    const second = addressSchema.parse(
      (
        await client.call(
          'POST',
          '/api/account/newaddress?default_delivery_address=true',
          address({ address: '1 Tampines Central', postcode: '529536' }),
          token,
        )
      ).json().data,
    );
    expect(second.default_delivery_address).toBe(true);
    expect(second.default_billing_address).toBe(false);
    const list = z
      .array(addressSchema)
      .parse((await client.call('GET', '/api/account/address', undefined, token)).json().data);
    expect(list.filter((a) => a.default_delivery_address).map((a) => a.id)).toEqual([second.id]);
    expect(list.filter((a) => a.default_billing_address).map((a) => a.id)).toEqual([first.id]);

    const edited = await client.call(
      'PUT',
      `/api/account/editaddress/${first.id}`,
      address({ receiver_name: 'Mei Ling', default_delivery_address: true }),
      token,
    );
    expect(edited.json().data).toMatchObject({ receiver_name: 'Mei Ling', default_delivery_address: true });
    const details = await client.call('GET', `/api/account/getaddressdetails/${second.id}`, undefined, token);
    expect(details.json().data.default_delivery_address).toBe(false);

    // Deleting the default passes it on.
    await client.call('DELETE', `/api/account/deleteaddress/${first.id}`, undefined, token);
    const after = z
      .array(addressSchema)
      .parse((await client.call('GET', '/api/account/address', undefined, token)).json().data);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: second.id,
      default_delivery_address: true,
      default_billing_address: true,
    });
  });

  itConcurrently('keeps one default when several new defaults arrive at once', async () => {
    const { token } = await logIn(t, { mobile: '81230002' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client.call(
          'POST',
          '/api/account/newaddress',
          address({
            address: `${i + 1} Race Street`,
            default_delivery_address: true,
            default_billing_address: true,
          }),
          token,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const list = z
      .array(addressSchema)
      .parse((await client.call('GET', '/api/account/address', undefined, token)).json().data);
    expect(list.filter((a) => a.default_delivery_address)).toHaveLength(1);
    expect(list.filter((a) => a.default_billing_address)).toHaveLength(1);
  });

  it("answers 404 for another member's address, to read, change or delete", async () => {
    const { token: owner } = await logIn(t, { mobile: '81230001' });
    const { token: other } = await logIn(t, { mobile: '81230002' });
    const mine = (await client.call('POST', '/api/account/newaddress', address(), owner)).json().data;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', address({ receiver_name: 'Thief' })],
    ] as const) {
      const url =
        method === 'GET'
          ? `/api/account/getaddressdetails/${mine.id}`
          : `/api/account/editaddress/${mine.id}`;
      expect((await client.call(method, url, payload, other)).statusCode).toBe(404);
    }
    expect(
      (await client.call('DELETE', `/api/account/deleteaddress/${mine.id}`, undefined, other)).statusCode,
    ).toBe(404);
    const still = await client.call('GET', `/api/account/getaddressdetails/${mine.id}`, undefined, owner);
    expect(still.json().data.receiver_name).toBe('Tan Mei Ling');
  });

  it.each([
    [{ postcode: '12345' }, { postcode: ['Postcode must be six digits'] }],
    [{ contact_no: '8123-4567' }, { contact_no: ['Numbers only'] }],
    [{ receiver_name: '' }, { receiver_name: ['This field is required'] }],
    [{ address: 'Block <5>' }, { address: ['These characters are not allowed: < >'] }],
    [{ country_id: 999 }, { country_id: ['Invalid value'] }],
  ])('refuses %j', async (change, errors) => {
    const { token } = await logIn(t, { mobile: '81230003' });
    const res = await client.call('POST', '/api/account/newaddress', address(change), token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });
});
