/**
 * POST /api/games: a new room. The seed comes from the CSPRNG and stays secret; the response carries
 * its commitment, the creator's token (shared by the creator's own seats, `'me'`), one one-time
 * invite per other group of human seats (the first to open it claims the seats: `routes/claim.ts`)
 * and the spectators' link. Tokens and invites are shown this once; the store keeps only their hashes.
 */
import { type BaseState, DEFAULT_RNG, type Json, type Seat } from '@wargame/engine';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { hashToken, newGameId, newToken } from '../auth/tokens.ts';
import { type Context, playUrl } from '../context.ts';
import { fail, issuesText, parseOr400 } from '../errors.ts';
import { commitmentOf, newSeed } from '../fair/commitment.ts';
import { type AnyGame, scenarioSeats } from '../games.ts';
import { newRoom, updateFor } from '../rooms/room.ts';
import { isHotseat } from '../rooms/snapshot.ts';
import type { GameRow, SeatRow } from '../store/types.ts';
import { inviteUrl } from './claim.ts';
import { type CreateBody, createBody, type SeatSpec } from './schemas.ts';

type Plan = { seats: SeatRow[]; mine: Seat[]; invited: Seat[][] } | { error: string };

export function registerCreate(app: FastifyInstance, context: Context, createLimit: number | null): void {
  const limited: RouteShorthandOptions =
    createLimit === null ? {} : { config: { rateLimit: { max: createLimit, timeWindow: 60_000 } } };
  app.post('/api/games', limited, async (request, reply) => {
    const body = parseOr400(reply, createBody, request.body, 'request');
    if (!body) return reply;
    const game = context.games.get(body.game);
    if (!game) {
      const known = [...context.games.keys()].join(', ');
      return fail(reply, 400, 'unknown-game', `no game '${body.game}' on this server (known: ${known})`);
    }
    const listed = game.scenarios().some((s) => s.id === body.scenario);
    if (!listed && body.position === undefined) {
      return fail(reply, 400, 'unknown-scenario', `no scenario '${body.scenario}' in ${game.id}`);
    }
    const options = checkOptions(game, body.scenario, body.options ?? {});
    if ('error' in options) return fail(reply, 400, 'bad-options', options.error);
    const seed = newSeed();
    let initial: BaseState;
    let scripted: string[];
    try {
      initial =
        body.position !== undefined
          ? game.fromPosition(body.position as Json, seed, DEFAULT_RNG)
          : game.setup(body.scenario, options.options, seed, DEFAULT_RNG);
      scripted = body.position !== undefined ? game.scriptedParts(body.position as Json) : [];
    } catch (error) {
      return fail(reply, 400, 'setup-failed', `cannot set up the game: ${(error as Error).message}`);
    }
    if (scripted.length > 0 && !body.allowScripted) {
      return fail(
        reply,
        400,
        'scripted-outcomes',
        `the position fixes ${scripted.join(', ')}: pass allowScripted to play it online (the game is then marked as scripted)`,
      );
    }
    const plan = planSeats(scenarioSeats(game, initial.scenario), body);
    if ('error' in plan) return fail(reply, 400, 'bad-seats', plan.error);

    const creatorToken = newToken();
    const creatorHash = hashToken(creatorToken);
    const invites = plan.invited.map(() => newToken());
    for (const seat of plan.seats) {
      if (plan.mine.includes(seat.seat)) seat.tokenHash = creatorHash;
      const group = plan.invited.findIndex((g) => g.includes(seat.seat));
      if (group >= 0) seat.inviteHash = hashToken(invites[group]!);
    }
    const now = new Date().toISOString();
    const record: GameRow = {
      id: newGameId(),
      game: game.id,
      scenario: body.scenario,
      options: options.options,
      position: body.position === undefined ? null : (body.position as Json),
      seed,
      commitment: commitmentOf(seed),
      version: 0,
      creatorHash,
      scripted: scripted.length > 0,
      rng: DEFAULT_RNG,
      ...(body.listed ? { listed: true } : {}),
      ...updateFor(game, initial),
      createdAt: now,
      updatedAt: now,
    };
    await context.store.createGame(record, plan.seats);
    const room = newRoom(game, record, plan.seats, initial);
    context.rooms.add(room);
    context.play.wakeAi(room);

    return reply.code(201).send({
      id: record.id,
      game: game.id,
      scenario: record.scenario,
      version: 0,
      creator: { token: creatorToken },
      seats: plan.mine.map((seat) => ({
        seat,
        seats: plan.mine,
        token: creatorToken,
        url: playUrl(context, record.id, creatorToken),
      })),
      invites: plan.invited.flatMap((group, i) =>
        group.map((seat) => ({
          seat,
          seats: group,
          invite: invites[i]!,
          url: inviteUrl(context, record.id, invites[i]!),
        })),
      ),
      ai: plan.seats.filter((s) => s.ai).map((s) => s.seat),
      spectator: { url: playUrl(context, record.id) },
      commitment: record.commitment,
      hotseat: isHotseat(plan.seats),
      scripted: record.scripted,
    });
  });
}

/** The options checked against the scenario's own schema (unknown keys and wrong types refused). */
function checkOptions(
  game: AnyGame,
  scenario: string,
  given: Record<string, Json>,
): { options: Record<string, Json> } | { error: string } {
  let schema: ReturnType<AnyGame['optionsSchema']>;
  try {
    schema = game.optionsSchema(scenario);
  } catch (error) {
    // A position's own scenario may have no schema: it then takes no options.
    if (Object.keys(given).length === 0) return { options: {} };
    return { error: `scenario '${scenario}' takes no options (${(error as Error).message})` };
  }
  const parsed = schema.safeParse(given);
  if (!parsed.success) return { error: `invalid options: ${issuesText(parsed.error)}` };
  return { options: parsed.data };
}

function isMine(spec: SeatSpec): boolean {
  return spec === 'me' || (typeof spec === 'object' && 'me' in spec);
}

/** Seat rows in scenario order, the creator's seats, and the groups of seats that share an invite. */
function planSeats(inPlay: Seat[], body: CreateBody): Plan {
  const specs = body.seats ?? {};
  for (const seat of Object.keys(specs)) {
    if (!inPlay.includes(seat)) return { error: `no seat '${seat}' in this scenario (${inPlay.join(', ')})` };
  }
  const rows: SeatRow[] = inPlay.map((seat) => {
    const spec = specs[seat] ?? 'open';
    const level = typeof spec === 'object' && 'ai' in spec ? spec.ai : null;
    return {
      seat,
      tokenHash: null,
      inviteHash: null,
      player: typeof spec === 'object' && 'player' in spec ? (spec.player ?? null) : null,
      ai: spec === 'ai' || level !== null,
      aiLevel: level,
      webhook: null,
    };
  });
  const mine = inPlay.filter((seat) => isMine(specs[seat] ?? 'open'));
  const grouped = new Set<Seat>();
  const invited: Seat[][] = [];
  for (const group of body.seatGroups ?? []) {
    for (const seat of group) {
      const row = rows.find((r) => r.seat === seat);
      if (!row) return { error: `seatGroups: no seat '${seat}' in this scenario (${inPlay.join(', ')})` };
      if (row.ai) return { error: `seatGroups: seat '${seat}' is played by the AI` };
      if (grouped.has(seat)) return { error: `seatGroups: seat '${seat}' is in two groups` };
      grouped.add(seat);
    }
    const own = group.filter((seat) => mine.includes(seat));
    if (own.length > 0 && own.length < group.length) {
      return { error: `seatGroups: [${group.join(', ')}] mixes your seats ('me') with invited ones` };
    }
    // The creator's seats share its token whatever the groups say.
    if (own.length === 0) invited.push([...group]);
  }
  for (const row of rows) {
    if (!row.ai && !grouped.has(row.seat) && !mine.includes(row.seat)) invited.push([row.seat]);
  }
  return { seats: rows, mine, invited };
}
