/** Import FIRST in component specs: jsdom lacks TextEncoder/TextDecoder, which react-router needs. */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as unknown as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;
