/** The answer-shape rule the bad-input suite relies on must itself reject what breaks it. */
import { expect, test } from 'vitest';
import { shapeViolation } from './support/errorShape.js';

const answer = (statusCode: number, body: string) => ({ statusCode, body, contentType: 'application/json' });

test('accepts 2xx answers and 4xx answers in the JSON error shape', () => {
  expect(shapeViolation(answer(200, '{"ok":true}'))).toBeNull();
  expect(shapeViolation(answer(400, '{"success":false,"error":"Enter a valid email."}'))).toBeNull();
});

test('rejects a 5xx, a non-JSON 4xx, Fastify’s own error shape and an empty sentence', () => {
  expect(shapeViolation(answer(500, '{"success":false,"error":"Something went wrong."}'))).toMatch(/5xx/);
  expect(shapeViolation(answer(400, 'Invalid Preflight Request'))).toMatch(/not JSON/);
  expect(shapeViolation(answer(400, '{"error":"Bad Request","code":"FST_ERR_BAD_URL","statusCode":400}'))).toMatch(
    /success:false/,
  );
  expect(shapeViolation(answer(401, '{"success":false,"error":"  "}'))).toMatch(/error sentence/);
  expect(shapeViolation(answer(404, '"not found"'))).toMatch(/not an object/);
});
