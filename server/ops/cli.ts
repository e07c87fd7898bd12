import { ConfigError, loadConfig, type Config } from '../config.ts';
import { usePrivateUmask } from '../privateFiles.ts';
import { OpsRefusal } from './source.ts';

/** Arguments after `npm run <script> --`: one file name and flags. */
export function parseArgs(argv: string[], flags: string[], usage: string): { file: string; flags: Set<string> } {
  const given = new Set(argv.filter((a) => a.startsWith('--')));
  const files = argv.filter((a) => !a.startsWith('--'));
  const unknown = [...given].filter((f) => !flags.includes(f));
  const [file, ...moreFiles] = files;
  if (given.has('--help') || file === undefined || moreFiles.length > 0 || unknown.length) {
    if (unknown.length) process.stderr.write(`Unknown option ${unknown.join(', ')}\n`);
    process.stderr.write(`${usage}\n`);
    process.exit(given.has('--help') ? 0 : 2);
  }
  return { file, flags: given };
}

/** Runs a tool with the server's own configuration; a refusal exits 2 with its reason, a failure 1. */
export function runTool(work: (config: Config) => Promise<string>) {
  // The tools write the archive, the restored database and media: owner-only, as the server's files.
  usePrivateUmask();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  work(config).then(
    (summary) => {
      process.stdout.write(`${summary}\n`);
      process.exit(0);
    },
    (err: unknown) => {
      if (err instanceof OpsRefusal) {
        process.stderr.write(`${err.message}\n`);
        process.exit(2);
      }
      process.stderr.write(`Failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}

export const log = (line: string) => process.stderr.write(`${line}\n`);
