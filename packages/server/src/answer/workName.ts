/**
 * A bot named after a work ("PeleLMeX: an AMR Low Mach Number Reactive Flow Simulation Code…", "AMReX: a framework
 * for…") is asked of that work as "this software", "the package" ("what does this software simulate?"): the question
 * is read with the work's name beside those words, as the text says it ("PeleLMeX simulates chemically reacting low
 * Mach number flows…"). Not "it", which a question says of much else. English questions only.
 */
import { type PassageIndex, tokenize } from '@botfolio/core';
import { calledByTitle } from './dateline.js';

/** "this software", "the package"…: a question's words for the work a bot is named after. */
const THE_WORK = /\b(?:this|the)\s+(?:software|tool|toolbox|toolkit|package|library|code|program|framework|solver)\b/i;

/** The work a bot's name names before its colon, when that is one word the text says ("PeleLMeX"), else null. */
function workNamed(botName: string, index: Pick<PassageIndex, 'analyzer' | 'share'>): string | null {
  const name = calledByTitle(botName).trim();
  if (!/^[\p{L}\p{N}][\p{L}\p{N}._+-]{2,}$/u.test(name)) return null;
  const terms = tokenize(name, index.analyzer);
  return terms.length === 1 && index.share(terms[0]!) > 0 ? name : null;
}

/** The question with the work's name beside the first of its words for the work, when it does not name the work. */
export function withWorkNamed(
  question: string,
  botName: string | undefined,
  index: Pick<PassageIndex, 'analyzer' | 'share'>,
): string {
  if (!botName || index.analyzer.language !== 'en') return question;
  const name = workNamed(botName, index);
  if (name === null || !THE_WORK.test(question)) return question;
  const [term] = tokenize(name, index.analyzer);
  if (tokenize(question, index.analyzer).includes(term!)) return question;
  return question.replace(THE_WORK, (said) => `${said} ${name}`);
}
