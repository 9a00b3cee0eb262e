import type { FastifyInstance } from 'fastify';

/** Calls the way the web app does, for tests that walk through account flows. */
export function accountClient(app: FastifyInstance, ip = '10.0.0.1') {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) =>
    app.inject({
      method,
      url,
      payload,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  /** The SMS sent to a number, newest first, read from the demo outbox (which answers this machine only). */
  const outbox = async (mobile: string): Promise<{ body: string }[]> =>
    (await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` })).json().data;
  return {
    call,
    outbox,
    requestCode: (country_id: number, mobile: string, type: number) =>
      call('POST', '/api/common/requestSMSOTP', { country_id, mobile, type }),
    verifyCode: (country_id: number, mobile: string, type: number, otp: string) =>
      call('POST', '/api/common/verify_otp', { country_id, mobile, type, otp }),
    /** The code in the newest SMS to a number. */
    async lastCode(mobile: string): Promise<string> {
      const body = (await outbox(mobile))[0]?.body;
      const code = body?.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${mobile}`);
      return code;
    },
  };
}

export const newMember = (mobile: string, extra: Record<string, unknown> = {}) => ({
  name: 'Nur Aisyah',
  email: `${mobile}@example.com`,
  country_id: 1,
  mobile,
  birthday: '1994-05-17',
  gender: 2,
  password: 'Secret123',
  password_confirmation: 'Secret123',
  ...extra,
});
