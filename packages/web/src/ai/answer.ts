/** The worker's work, separate from the Worker wiring so that it can be tested without one. */
import { agentFor } from './agents.ts';
import type { AiReply, AiRequest } from './protocol.ts';

export async function answer(request: AiRequest): Promise<AiReply> {
  const agent = agentFor(request.game);
  if (!agent)
    return { id: request.id, ok: false, code: 'no-agent', message: `no computer player for ${request.game}` };
  if (request.legal.length === 0) {
    return { id: request.id, ok: false, code: 'no-legal-action', message: 'nothing to decide' };
  }
  try {
    const { id: _id, ...rest } = request;
    const action = await agent.choose(rest);
    return { id: request.id, ok: true, action };
  } catch (thrown) {
    return {
      id: request.id,
      ok: false,
      code: 'failed',
      message: thrown instanceof Error ? thrown.message : String(thrown),
    };
  }
}
