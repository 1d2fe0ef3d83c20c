// -h/--help and -v/--version of the subcommands with their own hand-read flags (serve, lsp).
import type { CliIo } from './io.js';
import { packageVersion } from '../core/package-version.js';

/** 0 after printing the help or the version when argv asks for one, else undefined (the command goes on). */
export function helpOrVersion(argv: readonly string[], help: string, io: CliIo): number | undefined {
  if (argv.includes('-h') || argv.includes('--help')) io.stdout(help);
  else if (argv.includes('-v') || argv.includes('--version')) io.stdout(`${packageVersion()}\n`);
  else return undefined;
  return 0;
}
