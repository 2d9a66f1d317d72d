/**
 * One JSON object per line on stdout: what log shippers (journald, docker, Loki) parse without rules.
 * The lines of one turn of the event loop are written together: stdout to a file or pipe is a synchronous
 * write(2) per call in Node, and with one line per request that was a system call (and a stream write) per request.
 * A line waits at most until the loop's check phase; lines still waiting when the process exits are written then.
 */
export function writeJsonLog(entry: Record<string, unknown>): void {
  const line = `${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`;
  if (pending) {
    pending += line;
    return;
  }
  pending = line;
  if (!flushOnExit) {
    flushOnExit = true;
    process.once('exit', flushJsonLog);
  }
  setImmediate(flushJsonLog);
}

let pending = '';
let flushOnExit = false;

/** Writes the lines gathered so far (at the end of each loop turn, and at exit). */
export function flushJsonLog(): void {
  if (!pending) return;
  const lines = pending;
  pending = '';
  process.stdout.write(lines);
}
