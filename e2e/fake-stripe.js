/*
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), served by e2e/stripe-payment.test.ts in
 * place of the real script: just what the shop's pay page uses, with Stripe's shapes.
 * - `Stripe(pk)` (called as a function by @stripe/stripe-js's loadStripe), with `version` as the release train;
 * - `elements({ locale }).create('card')`: labelled number, expiry and CVC inputs in one row inside the mount
 *   element, the StripeElement--focus/--invalid/--complete classes on it, 'ready' and 'change' events
 *   ({ complete, empty, error: { type: 'validation_error', code, message } }) in the elements' locale;
 * - `confirmCardPayment(clientSecret, { payment_method: { card } })`: an incomplete card resolves to a
 *   validation_error without a request; otherwise POSTs the card number to
 *   https://api.stripe.com/v1/payment_intents/<id>/confirm (the test answers it) and resolves to
 *   { paymentIntent } or { error } as Stripe.js does.
 * `window.__fakeStripe.locales` lists the locale of every elements() call, for the test to check.
 */
(() => {
  const TEXTS = {
    en: {
      number: 'Card number',
      expiry: 'Expiration date MM / YY',
      cvc: 'Security code CVC',
      numberPlaceholder: '1234 1234 1234 1234',
      expiryPlaceholder: 'MM / YY',
      cvcPlaceholder: 'CVC',
      incomplete_number: 'Your card number is incomplete.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      incomplete_cvc: "Your card's security code is incomplete.",
    },
    zh: {
      number: '卡号',
      expiry: '有效期 月 / 年',
      cvc: '安全码 CVC',
      numberPlaceholder: '1234 1234 1234 1234',
      expiryPlaceholder: '月 / 年',
      cvcPlaceholder: 'CVC',
      incomplete_number: '您的银行卡号不完整。',
      incomplete_expiry: '您的银行卡有效期不完整。',
      incomplete_cvc: '您的银行卡安全码不完整。',
    },
  };
  const digits = (value) => value.replace(/\D/g, '');
  const state = { locales: [] };
  window.__fakeStripe = state;

  function createCard(locale) {
    const text = TEXTS[locale] ?? TEXTS.en;
    const handlers = { ready: [], change: [], focus: [], blur: [] };
    const emit = (type, event) => {
      for (const handler of handlers[type]) handler(event);
    };
    let host = null;
    let inputs = null;
    let error;

    const values = () => ({
      number: digits(inputs?.number.value ?? ''),
      expiry: digits(inputs?.expiry.value ?? ''),
      cvc: digits(inputs?.cvc.value ?? ''),
    });
    /** The first incomplete part, or null; `strict` counts empty parts as incomplete. */
    const problem = (strict) => {
      const v = values();
      if ((strict || v.number) && v.number.length < 16) return 'incomplete_number';
      if ((strict || v.expiry) && v.expiry.length < 4) return 'incomplete_expiry';
      if ((strict || v.cvc) && v.cvc.length < 3) return 'incomplete_cvc';
      return null;
    };
    const complete = () => problem(true) === null;
    const refresh = (reportProblems) => {
      const found = problem(false);
      // Like Stripe: a problem shows once a part is left, and goes as soon as it is fixed.
      if (!found) error = undefined;
      else if (reportProblems) error = { type: 'validation_error', code: found, message: text[found] };
      host.classList.toggle('StripeElement--invalid', Boolean(error));
      host.classList.toggle('StripeElement--complete', complete());
      host.classList.toggle('StripeElement--empty', !Object.values(values()).some(Boolean));
      emit('change', {
        elementType: 'card',
        empty: !Object.values(values()).some(Boolean),
        complete: complete(),
        error,
        brand: values().number.startsWith('4') ? 'visa' : 'unknown',
        value: { postalCode: '' },
      });
    };

    const input = (name, label, placeholder, width, max) => {
      const el = document.createElement('input');
      el.type = 'text';
      el.inputMode = 'numeric';
      el.name = `fake-stripe-${name}`;
      el.placeholder = placeholder;
      el.maxLength = max;
      el.setAttribute('aria-label', label);
      el.style.cssText = `border:0;outline:0;background:transparent;font:inherit;font-size:16px;color:#1a1a1a;padding:0;min-width:0;width:${width};`;
      el.addEventListener('input', () => refresh(false));
      el.addEventListener('blur', () => {
        host.classList.remove('StripeElement--focus');
        emit('blur', { elementType: 'card' });
        refresh(true);
      });
      el.addEventListener('focus', () => {
        host.classList.add('StripeElement--focus');
        emit('focus', { elementType: 'card' });
      });
      return el;
    };

    const card = {
      _fakeValues: values,
      _fakeComplete: complete,
      _fakeProblem: () => problem(true),
      _fakeText: text,
      mount(target) {
        host = typeof target === 'string' ? document.querySelector(target) : target;
        host.classList.add('StripeElement', 'StripeElement--empty');
        const row = document.createElement('div');
        row.className = '__PrivateStripeElement';
        row.style.cssText = 'display:flex;gap:12px;align-items:center;font-family:system-ui,sans-serif;';
        inputs = {
          number: input('number', text.number, text.numberPlaceholder, '100%', 23),
          expiry: input('expiry', text.expiry, text.expiryPlaceholder, '5.5em', 7),
          cvc: input('cvc', text.cvc, text.cvcPlaceholder, '3.5em', 4),
        };
        row.append(inputs.number, inputs.expiry, inputs.cvc);
        host.append(row);
        setTimeout(() => emit('ready', { elementType: 'card' }), 50);
      },
      on(type, handler) {
        handlers[type]?.push(handler);
        return card;
      },
      off(type, handler) {
        handlers[type] = (handlers[type] ?? []).filter((h) => h !== handler);
        return card;
      },
      focus() {
        inputs?.number.focus();
      },
      blur() {
        document.activeElement?.blur();
      },
      clear() {
        for (const el of Object.values(inputs ?? {})) el.value = '';
        refresh(false);
      },
      update(options) {
        if ('disabled' in options)
          for (const el of Object.values(inputs ?? {})) el.disabled = Boolean(options.disabled);
      },
      unmount() {
        host?.replaceChildren();
      },
      destroy() {
        host?.replaceChildren();
        host?.classList.remove(
          'StripeElement',
          'StripeElement--focus',
          'StripeElement--invalid',
          'StripeElement--complete',
          'StripeElement--empty',
        );
        host = null;
        inputs = null;
      },
    };
    return card;
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_'))
      throw new Error('Invalid publishable key');
    return {
      elements(options = {}) {
        const locale = options.locale ?? 'auto';
        state.locales.push(locale);
        return { create: (type) => (type === 'card' ? createCard(locale) : null) };
      },
      async confirmCardPayment(clientSecret, data) {
        const card = data?.payment_method?.card;
        if (!card?._fakeComplete()) {
          const code = card?._fakeProblem() ?? 'incomplete_number';
          return { error: { type: 'validation_error', code, message: card?._fakeText[code] ?? code } };
        }
        const id = clientSecret.split('_secret_')[0];
        const res = await fetch(`https://api.stripe.com/v1/payment_intents/${id}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_secret: clientSecret,
            'payment_method_data[type]': 'card',
            'payment_method_data[card][number]': card._fakeValues().number,
          }),
        });
        const body = await res.json();
        return body.error ? { error: body.error } : { paymentIntent: body };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
