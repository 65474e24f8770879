import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, registerMemberOn, startHarness, type Harness } from './harness';

// The club in English and Spanish (issue 36; DECISIONS.md, English and Spanish), the API's half:
// the member's language on the account, the error envelope in the caller's language with the
// same `code`, and e-mails in the recipient's language.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

function put(url: string, payload: unknown, cookie: string) {
  return h.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie } });
}

/** A member who chose Spanish on the Profile tab. */
async function spanishMember() {
  const member = await registerMember(h.app);
  const res = await put(
    '/api/user/profile',
    { firstName: 'Lupe', lastName: 'Garza', locale: 'es' },
    member.cookie,
  );
  expect(res.statusCode).toBe(200);
  return member;
}

/** The tRPC error's envelope (`error.data.error`), as the web app reads it. */
function trpcEnvelope(res: { json: () => unknown }) {
  return (res.json() as { error: { data: { error: Record<string, unknown> } } }).error.data.error;
}

describe('the member language', () => {
  it('is English for a new account, changes on the profile, and is returned and kept', async () => {
    const { cookie, res } = await registerMember(h.app);
    expect(res.json()).toMatchObject({ locale: 'en' });
    const changed = await put(
      '/api/user/profile',
      { firstName: 'Lupe', lastName: 'Garza', locale: 'es' },
      cookie,
    );
    expect(changed.json()).toMatchObject({ locale: 'es' });
    expect((await get(h.app, '/api/user', cookie)).json()).toMatchObject({ locale: 'es' });
    const me = await h.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie } });
    expect(me.json()).toMatchObject({ result: { data: { locale: 'es' } } });
    // a profile saved without a language keeps the one chosen
    await put('/api/user/profile', { firstName: 'Lupe', lastName: 'Garza' }, cookie);
    expect((await get(h.app, '/api/user', cookie)).json()).toMatchObject({ locale: 'es' });
  });

  it('refuses a language the club does not speak', async () => {
    const { cookie } = await registerMember(h.app);
    const res = await put(
      '/api/user/profile',
      { firstName: 'A', lastName: 'B', locale: 'fr' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('starts as the language of the visitor who registers (cookie, else browser)', async () => {
    const byCookie = await h.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'cookie-es@example.com',
        password: 'secret123',
        firstName: 'A',
        lastName: 'B',
      },
      headers: { cookie: 'club_lang=es', 'accept-language': 'en-US' },
    });
    expect(byCookie.json()).toMatchObject({ locale: 'es' });
    const byBrowser = await h.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'browser-es@example.com',
        password: 'secret123',
        firstName: 'A',
        lastName: 'B',
      },
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(byBrowser.json()).toMatchObject({ locale: 'es' });
  });
});

describe('errors in the caller language', () => {
  it('answers a Spanish member in Spanish with the same code, on REST and tRPC', async () => {
    const { cookie } = await spanishMember();
    const rest = await post(h.app, '/api/bookings/999999/cancel', {}, cookie);
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toEqual({
      error: 'No encontramos la reserva',
      message: 'No encontramos la reserva',
      code: 'NOT_FOUND',
    });
    const trpc = await h.app.inject({
      method: 'POST',
      url: '/trpc/bookings.cancel',
      payload: { id: 999999 },
      headers: { cookie },
    });
    expect(trpc.statusCode).toBe(404);
    expect(trpcEnvelope(trpc)).toMatchObject({
      error: 'No encontramos la reserva',
      code: 'NOT_FOUND',
    });
    // the member's own choice wins over a browser that asks for English
    const english = await h.app.inject({
      method: 'POST',
      url: '/api/bookings/999999/cancel',
      payload: {},
      headers: { cookie, 'accept-language': 'en-US' },
    });
    expect(english.json()).toMatchObject({ error: 'No encontramos la reserva' });
  });

  it('gives a validation message and its field errors in Spanish', async () => {
    const { cookie } = await spanishMember();
    const res = await put('/api/user/profile', { firstName: '', lastName: 'Garza' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'El nombre es obligatorio',
      code: 'VALIDATION',
      fieldErrors: { firstName: 'El nombre es obligatorio' },
    });
  });

  it('answers an anonymous caller in Spanish for Accept-Language es-MX and for club_lang=es', async () => {
    const byBrowser = await h.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(byBrowser.statusCode).toBe(401);
    expect(byBrowser.json()).toEqual({
      error: 'Por favor, inicie sesión para continuar.',
      message: 'Por favor, inicie sesión para continuar.',
      code: 'UNAUTHORIZED',
    });
    const byCookie = await h.app.inject({
      method: 'GET',
      url: '/trpc/auth.profile',
      headers: { cookie: 'club_lang=es' },
    });
    expect(byCookie.statusCode).toBe(401);
    expect(trpcEnvelope(byCookie)).toMatchObject({
      error: 'Por favor, inicie sesión para continuar.',
      code: 'UNAUTHORIZED',
    });
    const login = await post(h.app, '/api/login', {
      username: 'nobody@example.com',
      password: 'secret123',
    });
    expect(login.json()).toMatchObject({ error: 'Invalid email or password' });
    const loginEs = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody@example.com', password: 'secret123' },
      headers: { cookie: 'club_lang=es' },
    });
    expect(loginEs.json()).toMatchObject({
      error: 'Correo electrónico o contraseña incorrectos',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('answers in English by default, and for a browser that speaks neither language', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR,de;q=0.8' }]) {
      const res = await h.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(res.json()).toEqual({
        error: 'Please log in to continue.',
        message: 'Please log in to continue.',
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('answers a body it cannot read in the visitor language too', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{not json',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-US' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'El cuerpo de la solicitud no es JSON válido.',
      code: 'INVALID_JSON',
    });
  });
});

describe('e-mails in the member language', () => {
  // The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
  const tuesday10am = new Date('2026-11-24T10:00:00-06:00').toISOString();

  it('confirms a Spanish member booking in Spanish, dated for es-US in club time', async () => {
    const { cookie, email } = await registerMember(h.app, { firstName: 'Lupe' });
    await put('/api/user/profile', { firstName: 'Lupe', lastName: 'Garza', locale: 'es' }, cookie);
    const res = await post(
      h.app,
      '/api/bookings',
      { startTime: tuesday10am, durationMinutes: 60 },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const mail = await h.mail.waitFor(email, /^Reserva confirmada: /);
    // Intl's es-US: the weekday and month in words, a.m./p.m. (its spaces are ICU's own)
    const when = /martes, 24 de noviembre de 2026, 10:00\s?–\s?11:00\sa\.\s?m\./u;
    expect(mail.subject).toMatch(when);
    expect(mail.text).toMatch(/^Hola, Lupe:\n\nSu tiempo en el simulador está reservado\./);
    expect(mail.text).toMatch(when);
    expect(mail.text).toContain('Simulador: Bay 1\nPrecio: $40\n');
    expect(mail.text).toContain('¡Lo esperamos en el tee!');
    expect(mail.text).not.toContain('Booking');
  });

  it('confirms an English member booking in English, word for word as always', async () => {
    const { cookie, email } = await registerMember(h.app, { firstName: 'Pat' });
    const res = await post(
      h.app,
      '/api/bookings',
      { startTime: new Date('2026-11-24T12:00:00-06:00').toISOString(), durationMinutes: 60 },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const mail = await h.mail.waitFor(email, /^Booking confirmed: /);
    expect(mail.subject).toBe('Booking confirmed: 11/24/26, 12:00 PM - 1:00 PM');
    expect(mail.text).toMatch(
      new RegExp(
        '^Hi Pat,\n\nYour simulator time is booked\\.\n\nWhen: 11/24/26, 12:00 PM - 1:00 PM\n' +
          'Bay: Bay \\d\nPrice: \\$\\d+\n\nYou can cancel it from My Account until it starts\\.' +
          '\n\nSee you on the tee,\n',
      ),
    );
  });

  it('sends a Spanish member their password reset code in Spanish, and an English one in English', async () => {
    const es = await registerMember(h.app, { firstName: 'Lupe' });
    await put(
      '/api/user/profile',
      { firstName: 'Lupe', lastName: 'Garza', locale: 'es' },
      es.cookie,
    );
    // asked from a browser in English: the code goes out in the account's language
    await h.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: es.email },
      headers: { 'accept-language': 'en-US' },
    });
    const spanish = await h.mail.waitFor(es.email, /restablecer la contraseña/);
    expect(spanish.subject).toBe('Su código para restablecer la contraseña de Inside 9');
    expect(spanish.text).toMatch(
      /^Hola, Lupe:\n\nSu código para restablecer la contraseña es \d{6}\n\nEscríbalo en la pantalla de restablecimiento en los próximos 15 minutos\./,
    );

    const en = await registerMember(h.app, { firstName: 'Pat' });
    await post(h.app, '/api/forgot-password', { email: en.email });
    const english = await h.mail.waitFor(en.email, /password reset code/);
    expect(english.subject).toBe('Your Inside 9 password reset code');
    expect(english.text).toMatch(
      /^Hi Pat,\n\nYour password reset code is \d{6}\n\nEnter it on the reset screen within 15 minutes\. If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is\.\n\nSee you on the tee,\n/,
    );
  });
});

describe('texts inside answers in the member language', () => {
  it("says the month's passes and each guest's charge in the member's language", async () => {
    const elite = await registerMemberOn(h, 'elite');
    const profile = await h.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: elite.cookie },
      payload: { firstName: 'Lupe', lastName: 'Garza', locale: 'es' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const me = await get(h.app, '/api/user', elite.cookie);
    expect(me.json()).toMatchObject({
      guestPasses: { left: 2, perMonth: 2, text: 'Pases de invitado: le quedan 2 de 2 este mes' },
    });
    const input = encodeURIComponent(JSON.stringify({ date: '2026-11-27', durationMinutes: 60 }));
    const quote = await get(h.app, `/trpc/bookings.availability?input=${input}`, elite.cookie);
    const lines = quote
      .json<{ result: { data: { guestCharges: { text: string }[] } } }>()
      .result.data.guestCharges.map((c) => c.text);
    expect(lines).toEqual([
      'Pase de invitado (1 de 2 que le quedan este mes)',
      'Pase de invitado (2 de 2 que le quedan este mes)',
      expect.stringMatching(/^Tarifa de invitado (US)?\$20(\.00)?$/),
    ]);
  });
});
