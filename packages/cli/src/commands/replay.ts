import { replay as replaySave } from '@wargame/engine';
import { verifyCommitment } from '@wargame/server';
import { EXIT_OK, flag, positionals } from '../args.ts';
import type { Command } from '../command.ts';
import { formatStatus, json, line, plural } from '../format.ts';
import { openSave, ReplayError, statusOf } from '../saves.ts';

export const replay: Command = {
  name: 'replay',
  synopsis: 'replay SAVE [--verify]',
  summary: 'replay a save; --verify checks it',
  help: `Usage: wargame replay SAVE [--verify] [--json]

Replay every action of SAVE from its seed (or its starting position) and print 'ok' and the final
status. With --verify, also check that each action was among the legal actions of its seat, that
the replayed state matches every checkpoint (state hash) stored in the save, and, for a save from
the server, that the seed matches the SHA-256 commitment published before the first die.
A save that fails prints the error naming the action by its index (#0 is the first) and exits 1.

Options:
  --verify    check legality and checkpoints too
  --json      { ok: true, actions, checkpointsVerified, status } or { ok: false, error: { code,
              message, index } }
  -h, --help  this text
`,
  options: { verify: { type: 'boolean' } },
  async run({ io, registry, args, json: asJson }) {
    const [file] = positionals(args, 'replay', ['SAVE']);
    const opened = await openSave(io, registry, file!);
    const verify = flag(args, 'verify');
    // Fair dice: the server published sha256(seed) when the game began.
    const commitment = opened.save.commitment;
    if (verify && commitment !== undefined && !verifyCommitment(opened.save.seed, commitment)) {
      throw new ReplayError(file!, {
        code: 'invalid',
        message: `the seed does not match the commitment ${commitment} published when the game began`,
      });
    }
    const result = replaySave(opened.game.module, opened.save, { verify });
    if (!result.ok) throw new ReplayError(file!, result.error);
    const checkpoints = verify ? (opened.save.checkpoints?.length ?? 0) : 0;
    const current = statusOf(opened.game.module, opened.save, result.state);
    if (asJson) {
      io.stdout(
        json({
          ok: true,
          actions: opened.save.actions.length,
          checkpointsVerified: checkpoints,
          commitmentVerified: verify && commitment !== undefined,
          status: current,
        }),
      );
      return EXIT_OK;
    }
    const seedChecked = verify && commitment !== undefined ? ', seed matches its commitment' : '';
    const checked = verify
      ? `, every action legal, ${plural(checkpoints, 'checkpoint')} verified${seedChecked}`
      : '';
    io.stdout(line(`ok: replayed ${plural(opened.save.actions.length, 'action')}${checked}`));
    io.stdout(formatStatus(current));
    return EXIT_OK;
  },
};
