/**
 * The Web Worker entry of the computer player: searching runs off the main thread so the board stays
 * responsive. It answers each AiRequest with an AiReply (see protocol.ts), through answer.ts and the
 * agents of agents.ts, which call `chooseAction` from @wargame/ai/worker-api with the seat's view only.
 */
import { answer } from './answer.ts';
import type { AiReply, AiRequest } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<AiRequest>) => void) | null;
  postMessage(message: AiReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void answer(event.data).then((reply) => scope.postMessage(reply));
};
