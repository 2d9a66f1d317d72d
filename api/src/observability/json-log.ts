/** One JSON object per line on stdout: what log shippers (journald, docker, Loki) parse without rules. */
export function writeJsonLog(entry: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
}
