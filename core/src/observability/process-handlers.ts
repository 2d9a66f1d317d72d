import { Logger } from '@nestjs/common';

let installed = false;

/**
 * A promise rejected with nobody listening is a bug to see in the logs, not a reason to take the site down
 * (Node's default ends the process, and every request in flight with it). Logged with its stack, counted once
 * per process start; an uncaught exception still ends the process (its state is unknown), after being logged.
 */
export function installProcessHandlers(processName: string): void {
  if (installed) return;
  installed = true;
  const logger = new Logger(processName);
  process.on('unhandledRejection', (reason) => {
    logger.error(`unhandled promise rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  });
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    logger.error(`${origin}, the process ends: ${error.stack ?? error.message}`);
  });
}
