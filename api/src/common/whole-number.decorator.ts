import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/**
 * A query or body number: converted, then checked as a whole number first, then against its bounds. The pipe stops
 * at the first error and runs the decorator applied first first, so `page=abc` is told "whole number", not "too large".
 */
export function WholeNumber(min: number, max: number, messages: { int: string; min: string; max: string }) {
  return applyDecorators(
    Type(() => Number),
    IsInt({ message: messages.int }),
    Min(min, { message: messages.min }),
    Max(max, { message: messages.max }),
  );
}
