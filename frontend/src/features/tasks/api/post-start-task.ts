/** POST /api/property-photos/start (field worker): today's selfie starts the task -> the props to photograph. */
import { api } from '../../../lib/api-client';
import type { StartTaskDto, TaskStarted } from '../../../lib/api-schema';
import { outcome, UPLOAD_TIMEOUT_MS } from './task-outcome';

export const START_TASK_PATH = '/api/property-photos/start';

export const startTask = (userPhoto: string) => outcome<TaskStarted>(() => api.post(START_TASK_PATH, { userPhoto } satisfies StartTaskDto, { timeoutMs: UPLOAD_TIMEOUT_MS }));
