import { CliError } from '../args.ts';
import type { Command } from '../command.ts';

/** A command announced in the architecture that is not written yet: it says so and exits 2. */
export function later(name: string, what: string, arrives: string): Command {
  return {
    name,
    synopsis: name,
    summary: `${what} (not available yet: arrives with ${arrives})`,
    help: `Usage: wargame ${name}

Not available yet: ${what} arrives with ${arrives}.
`,
    options: {},
    async run() {
      throw new CliError(`'wargame ${name}' is not available yet: ${what} arrives with ${arrives}`);
    },
  };
}
