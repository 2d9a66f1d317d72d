import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from './http-exception.filter';

/**
 * A malformed percent-escape (`/media/%E0%A4%A`, `/%zz`) answers 400 here, for every route, before a route
 * or static server tries to decode it and fails with a 500 (docs/architecture.md §8, Paths).
 */
export function requestPathGate() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (decodedPath(req.path) !== undefined) return next();
    const body: ErrorBody = { error: true, message: 'Malformed address: a percent-escape in the path is not valid.', statusCode: 400 };
    res.status(400).json(body);
  };
}

/** The path as a file server sees it (percent-decoded), or undefined when an escape is malformed. */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
