import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { BOARD_PATH } from '../auth/board-cookie.writer';
import { BoardAuthMiddleware } from './board-auth.middleware';
import { QueuesDirectory } from '@studio/core/jobs/queues-directory.service';

/**
 * Mounts bull-board at /admin/queues behind BoardAuthMiddleware. The Express adapter is a plain router, so it is mounted
 * directly rather than through @bull-board/nestjs (which would mount the same router via a Nest middleware
 * consumer): one place shows the path, the auth in front of it and the queues. Call before the SPA fallback
 * (which already skips this path).
 * bull-board (its API, UI templates and validators: ~0.4 MB of source, kept in the heap for the process's life) is
 * loaded on the first signed-in request rather than at start: a smaller live heap lowers V8's next full-GC limit.
 */
export function mountQueueBoard(app: NestExpressApplication): void {
  const queues = app.get(QueuesDirectory);
  const auth = app.get(BoardAuthMiddleware);
  let router: Promise<RequestHandler> | undefined;
  const board = (req: Request, res: Response, next: NextFunction) => {
    // A failed load is tried again by the next request; an error thrown by the router goes to next() too.
    router ??= createBoardRouter(queues).catch((e: unknown) => {
      router = undefined;
      throw e;
    });
    router.then((handle) => handle(req, res, next)).catch(next);
  };
  app.use(BOARD_PATH, auth.use.bind(auth), board);
}

async function createBoardRouter(directory: QueuesDirectory): Promise<RequestHandler> {
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/express'),
  ]);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BOARD_PATH);
  createBullBoard({
    queues: [...directory.all().values()].map((q) => new BullMQAdapter(q)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Studio queues', hideDocsLink: true } },
  });
  return serverAdapter.getRouter() as RequestHandler;
}
