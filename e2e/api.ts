/*
 * The shop's API as the browser tests call it beside the browser: to pick products, read what a member sees
 * and move orders on. Every helper answers the envelope's data, or throws with the call and its answer.
 */

import { addDays, shopToday } from '@beauty/shared';

export type Language = 'en' | 'zh';

export function apiClient(baseUrl: () => string) {
  async function call<T>(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    language: Language = 'en',
  ): Promise<T> {
    const headers: Record<string, string> = { 'Accept-Language': language };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { success: boolean; data: T };
    if (!res.ok || !answer.success)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer.data;
  }

  /**
   * A token to read what a user sees. An app (android) login, so it does not end the browser's web session of
   * the same user.
   */
  async function appToken(mobile: string, password: string): Promise<string> {
    const countries = await call<{ id: number; abbreviation: string }[]>('GET', '/common/country_list');
    const singapore = countries.find((c) => c.abbreviation === 'SG');
    if (!singapore) throw new Error('no Singapore in the country list');
    const login = await call<{ token: string }>('POST', '/account/login', undefined, {
      country_id: singapore.id,
      mobile,
      password,
      os_type: 'android',
    });
    return login.token;
  }

  async function emptyCart(token: string) {
    const cart = await call<{ mycart: { items: { id: number }[] }[] }>('POST', '/purchase/editcart', token);
    const lines = cart.mycart.flatMap((g) => g.items.map((i) => i.id));
    if (lines.length > 0) await call('DELETE', '/purchase/deleteitems', token, { cart_item_id: lines });
  }

  /**
   * Places an order for one product (the cart emptied first) with the first free delivery slot two days on;
   * answers its PO number and total.
   */
  async function placeOrder(token: string, productId: number): Promise<{ po: string; total: number }> {
    await emptyCart(token);
    await call('POST', '/order/addcart', token, { product: { product_id: productId } });
    const date = addDays(shopToday(), 2);
    const schedule = await call<{ slots: { time: string; available: boolean }[] }>(
      'GET',
      `/purchase/schedule?date=${date}`,
      token,
    );
    const slot = schedule.slots.find((s) => s.available);
    if (!slot) throw new Error(`no free delivery slot on ${date}`);
    const placed = await call<{ po_number: string; total: number }>('POST', '/purchase/placeorder', token, {
      date,
      time: slot.time,
    });
    return { po: placed.po_number, total: placed.total };
  }

  return { call, appToken, emptyCart, placeOrder };
}
