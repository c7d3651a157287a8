/**
 * A change a text says in figures, "from 34 % to 27 % of revenue", "rose from 21% to 34%", "cut churn from 4.1% to
 * 2.6%": a visitor asks "did she lower costs?", "did awareness go up?", "how much did he improve the forecasts?", and
 * the text's verb ("brought … down", "cut") is often no word of the question, or a stop word. A passage or a sentence
 * that says such a change also holds the words for its direction (and for a change at all), for retrieval and for the
 * quote alike, as a contact line holds "email" (contacts.ts). Read in linear time: one bounded pattern, tried only of
 * a text that says "from".
 */

/** "from 34 % to 27 %", "from $1.2M to $3.4M", "from 31% to 22%", "from 9 to 14 days". */
const FROM_TO =
  /\bfrom\s+(?:about\s+|around\s+|roughly\s+)?[$€£]?(\d{1,9}(?:[.,]\d{1,9})?)\s?(%|[kKmMbB]n?\b|[a-zA-Z]{1,12}\b)?\s+to\s+(?:about\s+|around\s+)?[$€£]?(\d{1,9}(?:[.,]\d{1,9})?)(?:\s?(?:working\s+|business\s+|calendar\s+)?([a-zA-Z]{1,12})\b)?/g;
/** A unit of time: a time that goes down is a faster process ("turnaround from 10 to 6 working days"). */
const TIME_UNIT = /^(?:seconds?|secs?|s|ms|minutes?|mins?|hours?|hrs?|h|days?|weeks?|wks?|months?|years?)$/i;

const DOWN = 'lower lowered reduced decreased fell';
const UP = 'higher raised increased rose grew';
/** Either way, a change measured: what "did it improve?", "did it work?" ask of a result. */
const CHANGED = 'changed improved';
/** A time that went down: what "how did he make it faster / quicker?" asks. */
const FASTER = 'faster quicker sped shorter';

/** A figure as a number ("1,200" is 1200, "4.1" is 4.1, "4,1" is 4.1). */
const figureValue = (figure: string): number =>
  Number(/^\d{1,3}(?:,\d{3})+$/.test(figure) ? figure.replace(/,/g, '') : figure.replace(',', '.'));

/** The words for the changes a text says in figures ("lower … improved" for "from 34 % to 27 %"), or ''. */
export function trendWords(text: string): string {
  if (!text.includes('from ')) return '';
  let down = false;
  let up = false;
  let faster = false;
  for (const [, from, fromUnit, to, toUnit] of text.matchAll(FROM_TO)) {
    const before = figureValue(from ?? '');
    const after = figureValue(to ?? '');
    if (!Number.isFinite(before) || !Number.isFinite(after) || before === after) continue;
    if (after < before) {
      down = true;
      if (TIME_UNIT.test(fromUnit ?? '') || TIME_UNIT.test(toUnit ?? '')) faster = true;
    } else up = true;
  }
  if (!down && !up) return '';
  return [down ? DOWN : '', up ? UP : '', faster ? FASTER : '', CHANGED].filter((words) => words !== '').join(' ');
}
