/**
 * POST /api/games: a new room. The seed comes from the CSPRNG and stays secret; the response carries
 * its commitment, one token and invite link per player (a player may hold several seats: seatGroups)
 * and the spectators' link. Tokens are shown this once; the store keeps only their hashes.
 */
import type { BaseState, Json, Seat } from '@wargame/engine';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { hashToken, newGameId, newToken } from '../auth/tokens.ts';
import { type Context, playUrl } from '../context.ts';
import { fail, parseOr400 } from '../errors.ts';
import { commitmentOf, newSeed } from '../fair/commitment.ts';
import { scenarioSeats } from '../games.ts';
import { newRoom, updateFor } from '../rooms/room.ts';
import type { GameRow, SeatRow } from '../store/types.ts';
import { type CreateBody, createBody } from './schemas.ts';

type Plan = { seats: SeatRow[]; groups: Seat[][] } | { error: string };

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
    const seed = newSeed();
    const options = body.options ?? {};
    let initial: BaseState;
    try {
      initial =
        body.position !== undefined
          ? game.fromPosition(body.position as Json, seed)
          : game.setup(body.scenario, options, seed);
    } catch (error) {
      return fail(reply, 400, 'setup-failed', `cannot set up the game: ${(error as Error).message}`);
    }
    if ((initial.rng.forced?.length ?? 0) > 0 && !body.allowScripted) {
      return fail(
        reply,
        400,
        'scripted-outcomes',
        'the position scripts dice or cards: pass allowScripted to play it online (it stays visible in the save)',
      );
    }
    const plan = planSeats(scenarioSeats(game, initial.scenario), body);
    if ('error' in plan) return fail(reply, 400, 'bad-seats', plan.error);

    const now = new Date().toISOString();
    const tokens = plan.groups.map(() => newToken());
    plan.groups.forEach((group, i) => {
      for (const seat of plan.seats) if (group.includes(seat.seat)) seat.tokenHash = hashToken(tokens[i]!);
    });
    const record: GameRow = {
      id: newGameId(),
      game: game.id,
      scenario: body.scenario,
      options,
      position: body.position === undefined ? null : (body.position as Json),
      seed,
      commitment: commitmentOf(seed),
      version: 0,
      ...updateFor(game, initial),
      createdAt: now,
      updatedAt: now,
    };
    await context.store.createGame(record, plan.seats);
    const room = newRoom(game, record, plan.seats, initial);
    context.rooms.add(room);
    context.play.wakeAi(room);

    const seats = plan.groups.flatMap((group, i) =>
      group.map((seat) => ({
        seat,
        seats: group,
        token: tokens[i]!,
        url: playUrl(context, record.id, tokens[i]),
      })),
    );
    return reply.code(201).send({
      id: record.id,
      game: game.id,
      scenario: record.scenario,
      version: 0,
      seats,
      ai: plan.seats.filter((s) => s.ai).map((s) => s.seat),
      spectator: { url: playUrl(context, record.id) },
      commitment: record.commitment,
    });
  });
}

/** Seat rows in scenario order, and the groups of seats that share a token. */
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
      player: typeof spec === 'object' && 'player' in spec ? spec.player : null,
      ai: spec === 'ai' || level !== null,
      aiLevel: level,
      webhook: null,
    };
  });
  const grouped = new Set<Seat>();
  const groups: Seat[][] = [];
  for (const group of body.seatGroups ?? []) {
    for (const seat of group) {
      const row = rows.find((r) => r.seat === seat);
      if (!row) return { error: `seatGroups: no seat '${seat}' in this scenario (${inPlay.join(', ')})` };
      if (row.ai) return { error: `seatGroups: seat '${seat}' is played by the AI` };
      if (grouped.has(seat)) return { error: `seatGroups: seat '${seat}' is in two groups` };
      grouped.add(seat);
    }
    groups.push([...group]);
  }
  for (const row of rows) if (!row.ai && !grouped.has(row.seat)) groups.push([row.seat]);
  return { seats: rows, groups };
}
