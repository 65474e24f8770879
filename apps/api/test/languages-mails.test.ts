import { COACH_CHANGE_MESSAGES, DomainError, LEAGUE_MESSAGES } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError, toTRPCError } from '../src/errors';
import { doorCodeMail } from '../src/mail/door-mails';
import { adminBook, at, call, newMember, signInNewAdmin, startAdminWorld } from './admin-support';
import type { AdminWorld } from './admin-support';
import { post } from './harness';
import { makeLeague } from './league-support';
import { addCoach, bookLesson, TUESDAY_MORNING } from './lesson-support';

// The club in English and Spanish (issue 36), the API's second half: every mail family in the
// recipient's language (the .ics files too), CSV headers in the admin's, and refusals built with
// values in the caller's. The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (UTC-6).

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

/** RFC 5545 content lines: a CRLF followed by a space or tab continues the line before. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** Intl's es-US day and times (its spaces are ICU's own). */
const tuesday = (range: string) =>
  new RegExp(`martes, 24 de noviembre de 2026, ${range.replace(/ /g, '\\s?')}`, 'u');

async function inSpanish(cookie: string, firstName = 'Lupe') {
  const res = await call(w.h.app, 'PUT', '/api/user/profile', cookie, {
    firstName,
    lastName: 'Garza',
    locale: 'es',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A member who chose Spanish: cookie, e-mail and id. */
async function spanishMember(overrides: Record<string, unknown> = {}) {
  const m = await newMember(w.h.app, { firstName: 'Lupe', ...overrides });
  await inSpanish(m.cookie);
  return m;
}

describe('every mail family in the member language', () => {
  it('account: the password changed from My Account', async () => {
    const m = await spanishMember();
    const res = await post(
      w.h.app,
      '/api/user/password',
      { currentPassword: 'secret123', newPassword: 'Fairway-Birdie-42' },
      m.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await w.h.mail.waitFor(m.email, /^Se cambió su contraseña de Inside 9$/);
    expect(mail.text).toMatch(/^Hola, Lupe:\n\nSu contraseña se acaba de cambiar desde Mi cuenta/);
    expect(mail.text).toContain('¡Lo esperamos en el tee!');
  });

  it('lesson: the booked mail and its .ics, titled in Spanish with LANGUAGE ES', async () => {
    const coachId = await addCoach(w.h.app, w.admin, TUESDAY_MORNING, { email: null });
    const m = await spanishMember();
    const res = await bookLesson(w.h.app, m.cookie, '2026-11-24T10:00:00', coachId);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await w.h.mail.waitFor(m.email, /^Clase reservada: /);
    expect(mail.subject).toMatch(tuesday('10:00 – 11:00 a. m.'));
    expect(mail.text).toMatch(/^Hola, Lupe:\n\nSu clase con Maya Swing está reservada\./);
    expect(mail.text).toMatch(/\nPrecio: \$80\n/);
    const lines = unfold(mail.attachments[0]?.content ?? '');
    expect(lines).toContain('PRODID:-//Inside 9 Golf Club//Lessons//ES');
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toMatch(
      /^SUMMARY:Clase de golf con Maya Swing – /,
    );
  });

  it('guest: the invitation in the language of the member who invites', async () => {
    const m = await spanishMember();
    const res = await post(
      w.h.app,
      '/api/bookings',
      {
        startTime: at('2026-11-24T13:00:00'),
        durationMinutes: 60,
        guests: [{ firstName: 'Rosa', email: 'rosa.guest@example.com' }],
      },
      m.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const mail = await w.h.mail.waitFor('rosa.guest@example.com', /lo invita a jugar golf/);
    expect(mail.subject).toMatch(/^Lupe lo invita a jugar golf en .+: martes, 24 de noviembre/u);
    expect(mail.text).toMatch(/^Hola, Rosa:\n\nLupe Garza reservó un simulador en /);
    expect(mail.text).toContain('Le pedimos llegar unos minutos antes; Lupe lo espera allí.');
  });

  it('demo: the receipt in the language the visitor asked in', async () => {
    const res = await w.h.app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      headers: { cookie: 'club_lang=es' },
      payload: {
        firstName: 'Marisol',
        lastName: 'Treviño',
        email: 'marisol.demo@example.com',
        phone: '(210) 555-0177',
        preferredDate: '2026-12-05T12:00:00.000Z',
        preferredTime: 'Evening',
        heardFrom: 'Friend/Family',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await w.h.mail.waitFor(
      'marisol.demo@example.com',
      /^Recibimos su solicitud de demostración gratuita$/,
    );
    expect(mail.text).toContain(
      'una demostración gratuita para el 5 de diciembre de 2026 (Noche (5 p.m. a 9 p.m.)). Alguien de nuestro equipo le llamará al (210) 555-0177',
    );
    expect(mail.text).toContain('Su demostración gratuita dura más o menos 1 hora.');
  });

  it('admin: a booking the club moved', async () => {
    const m = await spanishMember();
    const booked = await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2026-11-25T09:00:00'));
    expect(booked.statusCode, booked.body).toBe(201);
    const moved = await call(w.h.app, 'PUT', `/api/bookings/${booked.json().id}`, w.admin, {
      bayId: w.bayIds[1],
      startTime: at('2026-11-25T10:00:00'),
      durationMinutes: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await w.h.mail.waitFor(m.email, /^Reserva cambiada: /);
    expect(mail.text).toMatch(/^Hola, Lupe:\n\nEl club cambió su sesión en el simulador\.\n\n/);
    expect(mail.text).toMatch(/Cuándo: miércoles, 25 de noviembre de 2026, 10:00/u);
  });

  it('league: the registration with its dates and its .ics', async () => {
    const leagueId = await makeLeague(w.h, {
      name: 'Liga del Martes',
      startDate: '2027-02-22',
      endDate: '2027-03-08',
      durationWeeks: 2,
      capacity: 8,
    });
    const m = await spanishMember();
    const res = await call(w.h.app, 'POST', '/api/leagues/register', m.cookie, { leagueId });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await w.h.mail.waitFor(m.email, /^Ya está inscrito: Liga del Martes$/);
    expect(mail.text).toMatch(/^Hola, Lupe:\n\nYa está inscrito en Liga del Martes \(/);
    expect(mail.text).toMatch(/Cuándo: Los lunes, 2 semanas, 6:00\sp\.\s?m\. – 8:00\sp\.\s?m\./u);
    expect(mail.text).toContain('Fechas de juego:\n- lun, 22 de feb');
    expect(mail.text).toContain('Cuota: $99 (en efectivo)');
    const lines = unfold(mail.attachments[0]?.content ?? '');
    expect(lines).toContain('PRODID:-//Inside 9 Golf Club//Leagues//ES');
    expect(lines).toContain('SUMMARY:Liga del Martes – noche de liga');
  });

  it('door: the door code mail', () => {
    const mail = doorCodeMail(
      { email: 'lupe@example.com', firstName: 'Lupe', locale: 'es' },
      {
        code: '4821',
        startsAt: new Date('2026-11-24T09:45:00-06:00'),
        endsAt: new Date('2026-11-24T11:00:00-06:00'),
      },
      'America/Chicago',
      { name: 'Inside 9 Golf Club', phone: '' },
    );
    expect(mail.subject).toBe('Su código de la puerta: 4821');
    expect(mail.text).toMatch(/^Hola, Lupe:\n\nSu código de la puerta es 4821\.\n\nAbre la puerta/);
    expect(mail.text).toMatch(tuesday('9:45 – 11:00 a. m.'));
    const english = doorCodeMail(
      { email: 'pat@example.com', firstName: 'Pat' },
      {
        code: '4821',
        startsAt: new Date('2026-11-24T09:45:00-06:00'),
        endsAt: new Date('2026-11-24T11:00:00-06:00'),
      },
      'America/Chicago',
      { name: 'Inside 9 Golf Club', phone: '' },
    );
    expect(english.text).toBe(
      'Hi Pat,\n\nYour door code is 4821.\n\nIt opens the front door 11/24/26, 9:45 AM - 11:00 AM ' +
        '(from 15 minutes before your session to its end). You can also find it in My Account.' +
        '\n\nSee you on the tee,\nInside 9 Golf Club',
    );
  });
});

describe('CSV headers in the admin language', () => {
  it('exports the members with Spanish headers for a Spanish admin, English for the others', async () => {
    const es = await signInNewAdmin(w.h.app, w.h);
    await inSpanish(es.admin, 'Dana');
    // a member on the unlimited plan: their hours left say so in each language
    const unlimited = await newMember(w.h.app, { firstName: 'Ilse' });
    const plan = await call(w.h.app, 'PUT', `/api/admin/users/${unlimited.id}`, w.admin, {
      firstName: 'Ilse',
      lastName: 'Garza',
      email: unlimited.email,
      role: 'user',
      membershipType: 'member',
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const spanish = await call(w.h.app, 'GET', '/api/admin/users/export', es.admin);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body.split('\r\n')[0]).toBe(
      '\uFEFFID,Usuario,Correo electrónico,Nombre,Apellido,Teléfono,Rol,Tipo de membresía,' +
        'Horas del plan restantes,Saldo,Inasistencias (30 días)',
    );
    const english = await call(w.h.app, 'GET', '/api/admin/users/export', w.admin);
    expect(english.body.split('\r\n')[0]).toBe(
      '\uFEFFID,Username,Email,First Name,Last Name,Phone,Role,Membership Type,Plan Hours Left,' +
        'Balance,No-shows (30 days)',
    );
    const row = (body: string) => body.split('\r\n').find((line) => line.includes(unlimited.email));
    expect(row(spanish.body)).toMatch(/,member,ilimitadas,0,0$/);
    expect(row(english.body)).toMatch(/,member,unlimited,0,0$/);
  });
});

describe('refusals built with values in the caller language', () => {
  it('says the range limit in Spanish with the same code', async () => {
    const es = await spanishMember();
    const url = '/api/bookings?startDate=2026-01-01T06:00:00.000Z&endDate=2026-06-01T05:00:00.000Z';
    const spanish = await call(w.h.app, 'GET', url, es.cookie);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      error: 'Pida como máximo 62 días a la vez',
      code: 'VALIDATION',
    });
    const english = await call(w.h.app, 'GET', url, w.admin);
    expect(english.json()).toMatchObject({
      error: 'Ask for at most 62 days at a time',
      code: 'VALIDATION',
    });
  });

  it("says a coach change's stranded lessons with their days and times in Spanish", () => {
    const lesson = (id: number, start: string, end: string) => ({
      id,
      startTime: new Date(start),
      endTime: new Date(end),
    });
    const error = toTRPCError(
      new DomainError(
        'STRANDS_BOOKINGS',
        COACH_CHANGE_MESSAGES.stranded(
          [
            lesson(2, '2026-11-26T15:00:00.000Z', '2026-11-26T16:00:00.000Z'),
            lesson(1, '2026-11-24T15:30:00.000Z', '2026-11-24T16:30:00.000Z'),
          ],
          'America/Chicago',
        ),
      ),
    );
    const spanish = describeError(error, 'es').body.error;
    expect(spanish).toMatch(
      /^Este cambio dejaría sin su entrenador 2 clases reservadas próximas \(24\/11\/2026 9:30\s?–\s?10:30\s?a\.\s?m\.; 26\/11\/2026 9:00\s?–\s?10:00\s?a\.\s?m\.\)/u,
    );
    expect(describeError(error, 'en').body.error).toBe(
      'This change would leave 2 booked upcoming lessons without their coach (11/24/26 9:30 AM - 10:30 AM; 11/26/26 9:00 AM - 10:00 AM). Confirm to cancel them and e-mail the members and the coach.',
    );
  });

  it("says a league's bays refusal with its plural and its day in Spanish, English word for word", () => {
    const error = toTRPCError(
      new DomainError('CONFLICT', LEAGUE_MESSAGES.tooFewBays('Liga Twilight', '2026-10-20', 1, 2)),
    );
    expect(describeError(error, 'es').body).toMatchObject({
      code: 'CONFLICT',
      error:
        'No hay suficientes simuladores el martes, 20 de octubre de 2026: Liga Twilight juega a la misma hora, así que de los 2 simuladores que necesita esta liga solo 1 está libre. Elija otro día, otro horario o menos simuladores.',
    });
    expect(describeError(error, 'en').body).toMatchObject({
      code: 'CONFLICT',
      error:
        'Not enough bays on Tuesday 10/20/26: Liga Twilight plays at the same time, so 1 of the 2 bays this league needs is free. Choose another day, time or fewer bays.',
    });
  });
});
