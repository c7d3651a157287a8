import { LIMITS } from './constants.js';
import { CHAT_STRINGS } from './strings.js';
import { isBlank } from './text.js';
import type { LoginRequest, SignupRequest, UpdateUserRequest } from './types.js';

/**
 * Input rules shared by the server (zod refinements) and the UIs, so both show the same sentence.
 * Each validator answers null when the input is fine, else one sentence a person can act on.
 * Lengths are measured after trimming, in UTF-16 code units (what `String.length` and zod count).
 */

export const VALIDATION_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `The name must be at most ${LIMITS.nameMaxLength} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: `The password must be at least ${LIMITS.passwordMinLength} characters.`,
  passwordTooLong: `The password must be at most ${LIMITS.passwordMaxLength} characters.`,
  passwordRequired: 'Please enter your password.',
  currentPasswordRequired: 'Please enter your current password.',
  nothingToUpdate: 'Please enter a new name or a new password.',
  botName: `The bot name must be 1 to ${LIMITS.botNameMaxLength} characters.`,
  botTextEmpty: 'The bot text must not be empty.',
  botTextTooLong: `The bot text must be at most ${LIMITS.botTextMaxLength.toLocaleString('en-US')} characters.`,
  sourceTitle: `A source's title must be 1 to ${LIMITS.sourceTitleMaxLength} characters.`,
  // the Edit page's source editor says these (the API keeps botTextEmpty and botTextTooLong)
  sourceTextEmpty: "A source's text must not be empty.",
  sourceTextTooLong: `A source's text must be at most ${LIMITS.botTextMaxLength.toLocaleString('en-US')} characters.`,
  chatMessage: CHAT_STRINGS.chatMessageLength,
} as const;

const EMAIL_MAX_LENGTH = 254;
// One @, no whitespace, a dotted domain whose labels are non-empty. Deliberately lenient beyond that.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Lower-cased and trimmed: the form in which emails are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True for something that looks like a deliverable address (`a@b.c`), at most 254 characters. */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

function validateName(name: string): string | null {
  const value = name.trim();
  if (value.length === 0) return VALIDATION_MESSAGES.nameRequired;
  if (value.length > LIMITS.nameMaxLength) return VALIDATION_MESSAGES.nameTooLong;
  return null;
}

/** A new password: at least LIMITS.passwordMinLength characters, not trimmed (spaces count). */
export function validatePassword(password: string): string | null {
  if (password.length < LIMITS.passwordMinLength) return VALIDATION_MESSAGES.passwordTooShort;
  if (password.length > LIMITS.passwordMaxLength) return VALIDATION_MESSAGES.passwordTooLong;
  return null;
}

/** Register form / POST /api/auth/signup: name, then email, then password. */
export function validateSignup(input: SignupRequest): string | null {
  return (
    validateName(input.name) ??
    (isValidEmail(input.email) ? null : VALIDATION_MESSAGES.emailInvalid) ??
    validatePassword(input.password)
  );
}

/** Login form / POST /api/auth/login. Only presence is checked for the password: old rules must not lock anyone out. */
export function validateLogin(input: LoginRequest): string | null {
  if (!isValidEmail(input.email)) return VALIDATION_MESSAGES.emailInvalid;
  if (input.password.length === 0) return VALIDATION_MESSAGES.passwordRequired;
  if (input.password.length > LIMITS.passwordMaxLength) return VALIDATION_MESSAGES.passwordTooLong;
  return null;
}

/** Settings / PATCH /api/auth/user: the current password plus a new name, a new password or both. */
export function validateUpdateUser(input: UpdateUserRequest): string | null {
  if (input.currentPassword.length === 0) return VALIDATION_MESSAGES.currentPasswordRequired;
  if (input.name === undefined && input.password === undefined) return VALIDATION_MESSAGES.nothingToUpdate;
  if (input.name !== undefined) {
    const nameError = validateName(input.name);
    if (nameError) return nameError;
  }
  if (input.password !== undefined) return validatePassword(input.password);
  return null;
}

/** A bot name: 1 to LIMITS.botNameMaxLength characters after trimming. */
export function validateBotName(botName: string): string | null {
  const length = botName.trim().length;
  return length >= 1 && length <= LIMITS.botNameMaxLength ? null : VALIDATION_MESSAGES.botName;
}

/** A bot's source text: not blank, at most LIMITS.botTextMaxLength characters. */
export function validateBotText(text: string): string | null {
  if (text.trim().length === 0) return VALIDATION_MESSAGES.botTextEmpty;
  if (text.length > LIMITS.botTextMaxLength) return VALIDATION_MESSAGES.botTextTooLong;
  return null;
}

/** A source's text as its owner corrects it: validateBotText's rules, in words about the source. */
export function validateSourceText(text: string): string | null {
  const problem = validateBotText(text);
  if (problem === VALIDATION_MESSAGES.botTextEmpty) return VALIDATION_MESSAGES.sourceTextEmpty;
  if (problem === VALIDATION_MESSAGES.botTextTooLong) return VALIDATION_MESSAGES.sourceTextTooLong;
  return problem;
}

/** A source's title, as its owner names it: 1 to LIMITS.sourceTitleMaxLength characters after trimming. */
export function validateSourceTitle(title: string): string | null {
  const length = title.trim().length;
  return length >= 1 && length <= LIMITS.sourceTitleMaxLength ? null : VALIDATION_MESSAGES.sourceTitle;
}

/** A chat message: 1 to LIMITS.chatMessageMaxLength characters after trimming, and something to read in them. */
export function validateChatMessage(message: string): string | null {
  const length = message.trim().length;
  return length >= 1 && length <= LIMITS.chatMessageMaxLength && !isBlank(message)
    ? null
    : VALIDATION_MESSAGES.chatMessage;
}
