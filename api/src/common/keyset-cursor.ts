// The cursor of a staff list's pages (docs/architecture.md §10): the last row's sort key (created_at, id), opaque to
// the client (base64url of "ISO instant|uuid"). The next page is read by a row comparison on the list's index, never
// by OFFSET, so a page costs the same however deep it is and rows added meanwhile are neither repeated nor skipped.
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { WholeNumber } from './whole-number.decorator';

export interface Keyset {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(k: Keyset): string {
  return Buffer.from(`${k.createdAt.toISOString()}|${k.id}`).toString('base64url');
}

/** The keyset a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): Keyset | null {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (rest.length || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

/** A photo's place in its gallery's order (position, id), for the gallery's pages. */
export interface PositionKeyset {
  position: number;
  id: string;
}

export function encodePositionCursor(k: PositionKeyset): string {
  return Buffer.from(`${k.position}|${k.id}`).toString('base64url');
}

export function decodePositionCursor(cursor: string): PositionKeyset | null {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const position = Number(at);
  if (rest.length || !id || !UUID.test(id) || !/^\d{1,9}$/.test(at ?? '') || !Number.isSafeInteger(position)) return null;
  return { position, id };
}

export const CURSOR_MESSAGE = 'cursor is not valid: use nextCursor from the previous page';

/** `?cursor=` (or a gallery's `?after=`): an opaque string from the previous page's `nextCursor`. */
export const CursorQuery = (description = "The previous page's nextCursor") =>
  applyDecorators(
    IsOptional(),
    Matches(/^[A-Za-z0-9_-]+$/, { message: CURSOR_MESSAGE }),
    MaxLength(120, { message: CURSOR_MESSAGE }),
    IsString({ message: CURSOR_MESSAGE }),
    ApiPropertyOptional({ description }),
  );

const FIRST_MESSAGE = 'first must be a whole number from 1 to 100';

/** A gallery's `?first=N` (1..100): only its first N photos, a page of them. */
export const FirstQuery = (description: string) =>
  applyDecorators(
    IsOptional(),
    WholeNumber(1, 100, { int: FIRST_MESSAGE, min: FIRST_MESSAGE, max: FIRST_MESSAGE }),
    ApiPropertyOptional({ type: Number, minimum: 1, maximum: 100, description }),
  );

/** `?limit=`: 1..100, default 50. */
export const PageLimitQuery = () =>
  applyDecorators(
    WholeNumber(1, 100, { int: 'limit must be a whole number', min: 'limit must be at least 1', max: 'limit must be at most 100' }),
    ApiPropertyOptional({ type: Number, minimum: 1, maximum: 100, default: 50 }),
  );
