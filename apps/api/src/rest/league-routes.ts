import { LEAGUE_MESSAGES, LEAGUE_SEASON_MESSAGES } from '@club/domain';
import { defineRoutes } from './route';
import { WAIVER_REFUSAL } from './waiver-routes';

const tag = 'Leagues';

export const leagueRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/leagues',
    procedure: 'leagues.list',
    summary:
      'Every league, with its status (from the dates in its location zone), match dates and availability',
    tag,
  },
  {
    method: 'POST',
    path: '/api/leagues',
    procedure: 'adminLeagues.create',
    summary:
      'Admin: create a league (the form payload; maxParticipants, price and numBays fill capacity, fee and ' +
      'numberofBays). N weeks play N nights (the end date closes the season); each night holds numberofBays bays, ' +
      'the highest-numbered not held by another league that night.',
    tag,
    status: 201,
    errors: {
      400: "A form rule (the spec's messages), a start date in the past, or 'Selected location not found'",
      409:
        'Too few bays free beside another league that night (the league is named), or its nights would take bays ' +
        'from confirmed bookings (conflictingBookings: how many)',
    },
  },
  {
    method: 'PUT',
    path: '/api/leagues/:id',
    procedure: 'adminLeagues.update',
    summary:
      'Admin: edit a league (the create payload, prefilled). Location, team type and game type stay; new day, ' +
      'times, dates or bays claim their bays after every other league. Audited.',
    tag,
    errors: {
      400: "A form rule (the spec's messages), or a new start date in the past",
      404: LEAGUE_MESSAGES.notFound,
      409:
        'The capacity is below the entries registered; the league is cancelled, or completed (schedule) or started ' +
        '(start date); location, team or game type changed; saved scores on nights the change would drop; ' +
        'too few bays free beside another league (named); ' +
        'or its new nights would take bays from confirmed bookings (conflictingBookings: how many)',
    },
  },
  {
    method: 'POST',
    path: '/api/leagues/:id/withdraw',
    procedure: 'leagues.withdraw',
    summary:
      'The signed-in member withdraws from a league before it starts (status withdrawn, the place freed); answers the league',
    tag,
    errors: {
      404: `${LEAGUE_MESSAGES.notFound} / ${LEAGUE_SEASON_MESSAGES.notRegistered}`,
      409: LEAGUE_SEASON_MESSAGES.withdrawStarted,
    },
  },
  {
    method: 'DELETE',
    path: '/api/leagues/:id/participants/:participantId',
    procedure: 'adminLeagues.removeParticipant',
    summary:
      'Admin: remove a participant any time (status withdrawn, the place freed, saved scores kept); answers the league',
    tag,
    errors: {
      404: `${LEAGUE_MESSAGES.notFound} / ${LEAGUE_MESSAGES.participantNotFound}`,
      409: LEAGUE_SEASON_MESSAGES.alreadyWithdrawn,
    },
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/standings',
    procedure: 'adminLeagues.standingsCsv',
    summary:
      'Admin: season standings as CSV (Place, Player or Team, Status, a column per match date, Total), UTF-8 with BOM',
    tag,
    produces: 'text/csv; charset=utf-8',
    errors: { 404: LEAGUE_MESSAGES.notFound },
  },
  {
    method: 'DELETE',
    path: '/api/leagues/:id',
    procedure: 'adminLeagues.remove',
    summary: 'Admin: delete (cancel) a league; the row stays with status cancelled',
    tag,
    errors: { 404: LEAGUE_MESSAGES.notFound, 409: LEAGUE_MESSAGES.deleteOnlyUpcoming },
  },
  {
    method: 'POST',
    path: '/api/admin/leagues/recalculate-counts',
    procedure: 'adminLeagues.recalculateCounts',
    summary:
      "Admin: set every league's currentParticipants from its active registrations; results lists the corrected ones",
    tag,
  },
  {
    method: 'GET',
    path: '/api/leagues/participants/user',
    procedure: 'leagues.myEntries',
    summary: "The signed-in member's registrations (leagueId, status, teamNumber, …)",
    tag,
  },
  {
    method: 'GET',
    path: '/api/leagues/user/participations',
    procedure: 'leagues.myParticipations',
    summary: "The signed-in member's registrations with their leagues, for My Account",
    tag,
  },
  {
    method: 'POST',
    path: '/api/leagues/register',
    procedure: 'leagues.register',
    summary:
      'Register for a league (scramble: player1Name, player1Email; player 2 is the registrant). The userId is ' +
      'the signed-in member; an admin may name another member. Race-free: the last place goes to one caller.',
    tag,
    status: 201,
    errors: {
      403: `${LEAGUE_MESSAGES.registerSelfOnly} / ${WAIVER_REFUSAL}`,
      404: LEAGUE_MESSAGES.notFound,
      409: `${LEAGUE_MESSAGES.full} / ${LEAGUE_MESSAGES.closed} / ${LEAGUE_MESSAGES.alreadyRegistered}`,
    },
  },
  {
    method: 'PUT',
    path: '/api/leagues/results/:id',
    procedure: 'leagues.updateResult',
    summary: 'Admin: change a saved score (match play 0, 0.5 or 1; lowest score 1-200)',
    tag,
    errors: { 404: LEAGUE_MESSAGES.resultNotFound },
  },
  {
    method: 'GET',
    path: '/api/leagues/:id',
    procedure: 'leagues.byId',
    summary: 'One league',
    tag,
    errors: { 404: LEAGUE_MESSAGES.notFound },
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/participants',
    procedure: 'leagues.participants',
    summary:
      "A league's active registrations (e-mails and payment only to admins and the member themselves)",
    tag,
    errors: { 404: LEAGUE_MESSAGES.notFound },
  },
  {
    method: 'GET',
    path: '/api/leagues/:id/results',
    procedure: 'leagues.results',
    summary: "A league's saved scores (userId, teamNumber, matchDate, weekDate, score, updatedAt)",
    tag,
    errors: { 404: LEAGUE_MESSAGES.notFound },
  },
  {
    method: 'POST',
    path: '/api/leagues/:id/results',
    procedure: 'leagues.saveResult',
    summary:
      'Admin: save a score for a participant on a match date (one per cell; an existing one is updated). ' +
      'A date that is not a match date is refused with 400.',
    tag,
    errors: { 404: `${LEAGUE_MESSAGES.notFound} / ${LEAGUE_MESSAGES.participantNotFound}` },
  },
]);
