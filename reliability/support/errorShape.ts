/** The one answer-shape rule of docs/API.md: never a 5xx; every 4xx is `{success:false, error:<sentence>}`. */

export interface Answer {
  statusCode: number;
  body: string;
  contentType: string | undefined;
}

/** Describes what is wrong with an answer under the rule, or returns null when it obeys it. */
export function shapeViolation(answer: Answer): string | null {
  if (answer.statusCode >= 500) return `status ${answer.statusCode} (a 5xx) with body ${answer.body.slice(0, 300)}`;
  if (answer.statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `status ${answer.statusCode} with a body that is not JSON: ${answer.body.slice(0, 300)}`;
  }
  if (typeof parsed !== 'object' || parsed === null)
    return `status ${answer.statusCode} with a JSON body that is not an object`;
  const { success, error } = parsed as { success?: unknown; error?: unknown };
  if (success !== false) return `status ${answer.statusCode} without success:false: ${answer.body.slice(0, 300)}`;
  if (typeof error !== 'string' || error.trim() === '')
    return `status ${answer.statusCode} without an error sentence: ${answer.body.slice(0, 300)}`;
  return null;
}
