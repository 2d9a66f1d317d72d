// What the benches read about another process from /proc (Linux).
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process has used so far; with `tid`, one of its threads (its main thread: tid = pid). */
export function cpuSeconds(pid: number, tid?: number): number {
  const { user, system } = cpuTimes(pid, tid);
  return user + system;
}

/** CPU seconds a process (or one of its threads) has used so far, in its own code (user) and in the kernel for it (system). */
export function cpuTimes(pid: number, tid?: number): { user: number; system: number } {
  const fields = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 }; // utime, stime in clock ticks (100 Hz on Linux)
}

/** Peak resident memory of a process so far (the kernel's high-water mark), in MB; NaN once it has gone. */
export function peakRssMb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
