import type { NestExpressApplication } from '@nestjs/platform-express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BOARD_PATH } from '../auth/board-cookie.writer';
import { BoardAuthMiddleware } from './board-auth.middleware';
import { QueuesDirectory } from '../queue/queues-directory.service';

/**
 * Mounts bull-board at /admin/queues behind BoardAuthMiddleware. The Express adapter is a plain router, so it is mounted
 * directly rather than through @bull-board/nestjs (which would mount the same router via a Nest middleware
 * consumer): one place shows the path, the auth in front of it and the queues. Call before the SPA fallback
 * (which already skips this path).
 */
export function mountQueueBoard(app: NestExpressApplication): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BOARD_PATH);
  const queues = [...app.get(QueuesDirectory).all().values()];
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Studio queues', hideDocsLink: true } },
  });
  const auth = app.get(BoardAuthMiddleware);
  app.use(BOARD_PATH, auth.use.bind(auth), serverAdapter.getRouter());
}
