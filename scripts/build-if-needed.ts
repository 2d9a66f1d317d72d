// Run before the benchmarks (`npm run bench*`), which load the built api and worker: builds what is missing or
// older than its sources, as `npm start` does. On its own so the build happens before the bench's imports load.
import { buildIfNeeded } from './lib/build';

buildIfNeeded();
