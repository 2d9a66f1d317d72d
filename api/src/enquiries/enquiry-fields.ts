import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { EMAIL_PATTERN, ENQUIRY_MESSAGES as M, LIMITS, PHONE_PATTERN } from './enquiry-rules';

// The contact fields every enquiry form shares, with the spec §5 messages. Listed in the order class-validator
// checks them (applyDecorators applies the first one first): the basic check first, so its message wins.

export const NameField = () =>
  applyDecorators(
    IsString({ message: M.name }),
    IsNotEmpty({ message: M.name }),
    MaxLength(LIMITS.name, { message: `Name must be at most ${LIMITS.name} characters.` }),
    Trim(),
  );

export const PhoneField = () => applyDecorators(IsString({ message: M.phone }), Matches(PHONE_PATTERN, { message: M.phone }), Trim());

export const EmailField = () =>
  applyDecorators(
    IsString({ message: M.email }),
    MaxLength(LIMITS.email, { message: M.email }),
    Matches(EMAIL_PATTERN, { message: M.email }),
    Trim(),
  );
