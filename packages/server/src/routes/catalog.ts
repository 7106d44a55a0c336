/** GET /api/catalog: the games this server hosts, with their seats and scenarios (for the lobby). */
import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.ts';

export function registerCatalog(app: FastifyInstance, context: Context): void {
  app.get('/api/catalog', async () => ({
    games: [...context.games.values()].map((game) => ({
      id: game.id,
      title: game.title,
      seats: game.seats,
      scenarios: game.scenarios(),
    })),
  }));
  app.get('/api/health', async () => ({ ok: true, store: context.store.kind }));
}
