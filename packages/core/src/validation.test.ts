import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.js';
import {
  isValidEmail,
  normalizeEmail,
  validateBotName,
  validateBotText,
  validateChatMessage,
  validateLogin,
  validateSignup,
  validateSourceText,
  validateSourceTitle,
  validateUpdateUser,
} from './validation.js';

const good = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' };

describe('emails', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const email of ['ada@example.com', 'a.b+tag@sub.example.co.uk', ' ada@example.com ', 'Ünï@exämple.de']) {
      expect(isValidEmail(email)).toBe(true);
    }
    for (const email of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'a da@example.com',
      'a@b@c.com',
      'ada@.com',
      'ada@example.',
    ]) {
      expect(isValidEmail(email)).toBe(false);
    }
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('normalizes by trimming and lower-casing', () => {
    expect(normalizeEmail('  Ada@Example.COM \n')).toBe('ada@example.com');
  });
});

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(good)).toBeNull();
  });

  it('says which field is wrong, in form order', () => {
    expect(validateSignup({ ...good, name: '   ' })).toBe('Please enter your name.');
    expect(validateSignup({ ...good, name: 'x'.repeat(LIMITS.nameMaxLength + 1) })).toBe(
      'The name must be at most 100 characters.',
    );
    expect(validateSignup({ ...good, email: 'nope' })).toBe('Please enter a valid email address.');
    expect(validateSignup({ ...good, password: 'short77' })).toBe('The password must be at least 8 characters.');
    expect(validateSignup({ ...good, password: 'x'.repeat(LIMITS.passwordMaxLength + 1) })).toBe(
      'The password must be at most 1024 characters.',
    );
    expect(validateSignup({ name: '', email: '', password: '' })).toBe('Please enter your name.');
  });

  it('accepts the boundaries', () => {
    expect(validateSignup({ ...good, name: 'x'.repeat(LIMITS.nameMaxLength) })).toBeNull();
    expect(validateSignup({ ...good, password: 'x'.repeat(LIMITS.passwordMinLength) })).toBeNull();
  });
});

describe('validateLogin', () => {
  it('needs a valid email and a password of any length', () => {
    expect(validateLogin({ email: good.email, password: 'x' })).toBeNull();
    expect(validateLogin({ email: 'bad', password: 'whatever1' })).toBe('Please enter a valid email address.');
    expect(validateLogin({ email: good.email, password: '' })).toBe('Please enter your password.');
  });
});

describe('validateUpdateUser', () => {
  it('needs the current password and something to change', () => {
    expect(validateUpdateUser({ currentPassword: '', name: 'New' })).toBe('Please enter your current password.');
    expect(validateUpdateUser({ currentPassword: 'secret123' })).toBe('Please enter a new name or a new password.');
    expect(validateUpdateUser({ currentPassword: 'secret123', name: ' ' })).toBe('Please enter your name.');
    expect(validateUpdateUser({ currentPassword: 'secret123', password: 'short' })).toBe(
      'The password must be at least 8 characters.',
    );
    expect(validateUpdateUser({ currentPassword: 'secret123', name: 'New', password: 'longenough' })).toBeNull();
  });
});

describe('bots and messages', () => {
  it('bounds the bot name to 1..100 characters after trimming', () => {
    expect(validateBotName('My bot')).toBeNull();
    expect(validateBotName('x'.repeat(100))).toBeNull();
    expect(validateBotName(`  ${'x'.repeat(100)}  `)).toBeNull();
    expect(validateBotName('x'.repeat(101))).toBe('The bot name must be 1 to 100 characters.');
    expect(validateBotName('  \n ')).toBe('The bot name must be 1 to 100 characters.');
  });

  it('bounds the bot text', () => {
    expect(validateBotText('Some text.')).toBeNull();
    expect(validateBotText(' \n ')).toBe('The bot text must not be empty.');
    expect(validateBotText('x'.repeat(LIMITS.botTextMaxLength + 1))).toBe(
      'The bot text must be at most 5,000,000 characters.',
    );
  });

  it("says a source's text problems in words about the source (the API's bot-text sentences stay)", () => {
    expect(validateSourceText('Some text.')).toBeNull();
    expect(validateSourceText(' \n ')).toBe("A source's text must not be empty.");
    expect(validateSourceText('x'.repeat(LIMITS.botTextMaxLength + 1))).toBe(
      `A source's text must be at most ${LIMITS.botTextMaxLength.toLocaleString('en-US')} characters.`,
    );
    expect(validateBotText(' \n ')).toBe('The bot text must not be empty.');
  });

  it("bounds a source's title to 1..200 characters after trimming", () => {
    expect(validateSourceTitle('Hobbies')).toBeNull();
    expect(validateSourceTitle(`  ${'x'.repeat(200)}  `)).toBeNull();
    expect(validateSourceTitle('x'.repeat(201))).toBe("A source's title must be 1 to 200 characters.");
    expect(validateSourceTitle(' \n ')).toBe("A source's title must be 1 to 200 characters.");
  });

  it('bounds the chat message to 1..2000 characters after trimming', () => {
    expect(validateChatMessage('Hi')).toBeNull();
    expect(validateChatMessage('x'.repeat(2000))).toBeNull();
    expect(validateChatMessage('x'.repeat(2001))).toBe('The message must be 1 to 2000 characters.');
    expect(validateChatMessage('   ')).toBe('The message must be 1 to 2000 characters.');
    // zero-width spaces and joiners alone say nothing (QA: they were sent, as an empty bubble)
    expect(validateChatMessage('\u200B\u200C\u2060\uFEFF')).toBe('The message must be 1 to 2000 characters.');
    expect(validateChatMessage('👨‍👩‍👧')).toBeNull();
  });
});
