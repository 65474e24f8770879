/**
 * Where the server's log lines go: standard output, written once per turn of the event loop
 * rather than once per line (a busy server answers dozens of requests a turn, each with its
 * line, and each write is a system call). Lines keep their order; what is pending is written
 * when the process exits.
 */
export function batchedStdout(): { write(line: string): void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
