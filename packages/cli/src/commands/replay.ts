/** `wargame replay`: replay a save, and with --verify check its actions, checkpoints and secrets. */
import { LEGACY_RNG, replay as replaySave, verifySecrets } from '@wargame/engine';
import { EXIT_OK, flag, positionals } from '../args.ts';
import type { Command } from '../command.ts';
import { formatStatus, json, line, plural } from '../format.ts';
import { openSave, ReplayError, statusOf } from '../saves.ts';

export const replay: Command = {
  name: 'replay',
  synopsis: 'replay SAVE [--verify]',
  summary: 'replay a save; --verify checks it',
  help: `Usage: wargame replay SAVE [--verify] [--json]

Replay every action of SAVE from its seed (or its starting position) with the save's generator
('rng': chacha20; a save without one is older and uses xoshiro128**) and print 'ok' and the final
status. A takeback on the server may have drawn fresh secrets ('reseeds'): each is applied before
its action. With --verify, also check that each action was among the legal actions of its seat, that
the replayed state matches every checkpoint (state hash) stored in the save, and, for a save from
the server, that the seed matches the SHA-256 commitment published before the first die and each
reseed's secret the commitment published at its takeback. The commitment is printed in full:
compare it with the one the game showed before its first die.
A save that fails prints the error naming the action by its index (#0 is the first) and exits 1.

Options:
  --verify    check legality, checkpoints and secrets too
  --json      { ok: true, actions, generator, checkpointsVerified, commitmentVerified,
              commitment?, reseedsVerified, status } or { ok: false, error: { code, message, index } }
  -h, --help  this text
`,
  options: { verify: { type: 'boolean' } },
  async run({ io, registry, args, json: asJson }) {
    const [file] = positionals(args, 'replay', ['SAVE']);
    const opened = await openSave(io, registry, file!);
    const verify = flag(args, 'verify');
    // Fair dice: the server published sha256(seed) when the game began, and sha256 of each fresh
    // secret when a takeback drew it.
    const commitment = opened.save.commitment;
    const reseeds = opened.save.reseeds?.length ?? 0;
    const mismatch = verify ? verifySecrets(opened.save) : null;
    if (mismatch !== null) throw new ReplayError(file!, { code: 'invalid', message: mismatch });
    const result = replaySave(opened.game.module, opened.save, { verify });
    if (!result.ok) throw new ReplayError(file!, result.error);
    const checkpoints = verify ? (opened.save.checkpoints?.length ?? 0) : 0;
    const current = statusOf(opened.game.module, opened.save, result.state);
    if (asJson) {
      io.stdout(
        json({
          ok: true,
          actions: opened.save.actions.length,
          generator: opened.save.rng ?? LEGACY_RNG,
          checkpointsVerified: checkpoints,
          commitmentVerified: verify && commitment !== undefined,
          ...(commitment === undefined ? {} : { commitment }),
          reseedsVerified: verify ? reseeds : 0,
          status: current,
        }),
      );
      return EXIT_OK;
    }
    // The commitment in full, to compare with the one the game showed before its first die.
    const seedChecked =
      verify && commitment !== undefined ? `, seed matches its commitment ${commitment}` : '';
    const reseedsChecked =
      !verify || reseeds === 0
        ? ''
        : reseeds === 1
          ? ', 1 reseed matches its commitment'
          : `, ${reseeds} reseeds match their commitments`;
    const checked = verify
      ? `, every action legal, ${plural(checkpoints, 'checkpoint')} verified${seedChecked}${reseedsChecked}`
      : '';
    io.stdout(line(`ok: replayed ${plural(opened.save.actions.length, 'action')}${checked}`));
    io.stdout(formatStatus(current));
    return EXIT_OK;
  },
};
