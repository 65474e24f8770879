// The examples' entry: `pnpm example <name> [options]` from the repository root.
// JSON (or CSV) on stdout; on failure one line on stderr and a non-zero exit code
// (2 for bad options or environment, 1 when the club refused or could not be reached).
import { bookSession } from './book-session';
import { daySchedule } from './day-schedule';
import { importMembersExample } from './import-members';
import { describeError, ScriptError, UsageError, type Example } from './lib/cli';
import { readClubEnv } from './lib/env';

const EXAMPLES: Record<string, Example> = {
  'book-session': bookSession,
  'day-schedule': daySchedule,
  'import-members': importMembersExample,
};

function usage(): string {
  return `usage: pnpm example <name> [options]; one of: ${Object.values(EXAMPLES)
    .map((e) => e.usage)
    .join(' | ')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name = '', ...args] = argv;
  const example = EXAMPLES[name];
  if (!example) {
    process.stderr.write(`${name ? `unknown example "${name}"; ` : ''}${usage()}\n`);
    return 2;
  }
  try {
    const output = await example.run(args, readClubEnv());
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ScriptError && error.output !== undefined)
      process.stdout.write(`${error.output}\n`);
    const line = describeError(error).replace(/\s*\n\s*/g, ' ');
    const hint = error instanceof UsageError ? ` (usage: pnpm example ${example.usage})` : '';
    process.stderr.write(`${name}: ${line}${hint}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
