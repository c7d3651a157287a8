/**
 * Follow-up questions: "how long was she there?" after "where did she work before Hydrotec?", "why?" after "did he
 * leave the army?", "and trademarks?" after "does the license cover patents?". Their own words do not say what they
 * are about; the chat before them does. Retrieval searches with the visitor's question before (and, of a follow-up that
 * asks of what the bot answered, with that answer's first words: "there" is the place it named); the quote is about
 * that answer, else about the question before, and must still say what the follow-up itself asks (its own words, when
 * it has any: "what did she earn there?" is not answered by the job's dates). A question that stands alone is left as
 * it is (bench:quality asks every question of its sets again after the one before it, and checks that). English only:
 * the words that point back are English ones.
 */
import { ANSWER_FRAMES, type ChatMessage, isDeclined, type TextAnalyzer, tokenize } from '@botfolio/core';
import { readsAsEnglish } from './language.js';
import { smallTalkOf } from './smallTalk.js';

/**
 * A question that goes on from the one before: "and her sister?", "what about trademarks?", "also in Leeds?",
 * "anything on health?". (Not "so…", which opens many a question that stands alone: "so what does it do?")
 */
const GOES_ON =
  /^\W*(?:and|but|also|then|plus|what\s+about|how\s+about|what\s+else|anything\s+else|anything\s+(?:on|about)|same\s+for)\b/i;

/**
 * What points back at what was asked or answered before, each with what it reads: (Not "it", "they", "this", "he",
 * "she": a question about a tool, a licence or a résumé's person says them of the bot's subject, whatever was asked
 * before.)
 */
const POINTING = [
  // "what happened then?" (not the "then" of an "if": "if I change it, do I then have to say so?")
  // (the "if" looked for behind a "then" only: linear in the question)
  /\bthen\b(?<!\bif\b.*then)/,
  // "were those paid?", "is the same true of trademarks?"
  /\b(?:those|the\s+same)\b/,
  // "how long was she there?" (not "is there…?", which points nowhere, nor "in there", "up there", which say where of
  // the text or the talk: "any recent methods in there?", "what are they doing up there?")
  /(?<!\b(?:is|are|was|were|be|been|in|up|out|down|over|from)\s+)\bthere\b(?!\s+(?:is|are|was|were)\b)/,
  // "and after that?", "how many bricks was that?", "is that a big jump?" (not the "that" of "do I have to say that I
  // changed it?")
  /\b(?:after|before|since|about|like|than)\s+that\b|\bthat\W*$|^\W*(?:is|was|are|were|does|did|can|could|will|would)\s+that\b/,
  // "can that licence be taken back?", "what can't that one do?"
  /\bthat\s+(?:one|ones|job|role|company|project|grant|licen[cs]e|law|act|bill|fund|program(?:me)?|money|year|place|trip|study|model|tool|version|rule|part|fire|team|award|deal|course|degree)\b/,
  // "what does she want to do after?", "and before?"
  /\b(?:after|afterwards|before|later|earlier)\W*$/,
  // "on which supercomputer?", "for what?"
  /^\W*(?:on|in|at|for|by|with|from|to|of)\s+(?:which|what|whose|whom)\b/,
];
const POINTS_BACK = new RegExp(POINTING.map((pattern) => pattern.source).join('|'), 'i');

/** "Why so long?", "why that much?", "why the switch?", "how come?": the reason for what the answer before said. */
const WHY_THAT = /\bwhy\s+(?:so|that|such\s+an?)\s+\p{L}+|\bwhy\s+the\s+\p{L}+\W*$|\bhow\s+come\b/iu;

/** The words that ask for a number or a time and say nothing of what: "how long?", "since when?", "until when?". */
const ASKS_ONLY = /\bhow\s+(?:long|many|much|old|big|far|often|soon)\b|\b(?:since|until|till)\b/gi;

/** Of the bot's answer before a follow-up, what is searched with: its first words (what it found first). */
export const MAX_ANSWER_CHARS = 300;

/** Every pointing word and "why so long?" of a question, to take them out of its own words (ownWords). */
const EVERY_POINTING = new RegExp(POINTS_BACK.source, 'gi');
const EVERY_WHY_THAT = new RegExp(WHY_THAT.source, 'giu');

/**
 * A follow-up's own words: without those that point back ("there", "then", "so long" of "why so long?"), which the
 * quote need not say: they stand for what was said before.
 */
export function ownWords(question: string): string {
  return question.replace(EVERY_POINTING, ' ').replace(EVERY_WHY_THAT, ' why ');
}

/** Who or what a question names by a pronoun: of a résumé or a bio, its person; of a paper or a licence, its subject. */
const SUBJECT = /\b(?:i|me|my|you|your|he|him|his|she|her|we|our|they|them|their|it|its)\b/i;

/** A follow-up that goes on ("and…", "what about…") in at most this many words asks the same of something else. */
const SAME_OF_ANOTHER_WORDS = 4;

/** At most this many earlier questions are read: the last, and the one before it when the last was a follow-up too. */
const MAX_TURNS_BACK = 2;

/** Whether a question reads as a follow-up: it goes on from the one before, points back at it, or says nothing itself. */
export function readsAsFollowUp(question: string, analyzer: TextAnalyzer): boolean {
  if (GOES_ON.test(question) || POINTS_BACK.test(question) || WHY_THAT.test(question)) return true;
  // ("why?", "how long?", "since when?", "how much?": a question with no word of its own — not "how old is she?",
  // which asks of the bio's person, nor "what does it do?", of the paper's tool)
  return !SUBJECT.test(question) && tokenize(question.replace(ASKS_ONLY, ' '), analyzer).length === 0;
}

/** What a follow-up is about: the visitor's question(s) before it, and the words the bot answered the last with. */
export interface FollowedTurns {
  /** The question before it (and the one before that, when that one was a follow-up too), one per line. */
  questions: string;
  /** The bot's answer to the question before it, without its frame; '' when it declined. */
  answer: string;
  /**
   * Whether the follow-up asks of what that answer said ("who did that?", "how long was she there?", "why?"), not the
   * same of something else ("and on CPUs?", "what about trademarks?"), which that answer does not say.
   */
  ofTheAnswer: boolean;
}

const NOTHING_FOLLOWED: FollowedTurns = { questions: '', answer: '', ofTheAnswer: false };

/** The words of an answer without the frame the offline answer puts around its quotes, in any answer language. */
function withoutFrame(answer: string): string {
  if (isDeclined(answer)) return '';
  let words = answer;
  for (const frame of Object.values(ANSWER_FRAMES))
    words = words.replaceAll(frame.intro, ' ').replaceAll(frame.more, ' ');
  return words.trim();
}

/**
 * What a follow-up is about (FollowedTurns); nothing when the question stands alone, is not asked in English, or
 * nothing was asked before. ("how long was she there?" after "Where did she work before Quintal Pay?", answered
 * "Hydrotec, Porto…": "there" is the place the answer names.)
 */
export function followedTurns(
  question: string,
  history: readonly ChatMessage[],
  analyzer: TextAnalyzer,
): FollowedTurns {
  if (!readsAsEnglish(question, analyzer) || !readsAsFollowUp(question, analyzer)) return NOTHING_FOLLOWED;
  const questions: string[] = [];
  let answer = '';
  for (let i = history.length - 1; i >= 0 && questions.length < MAX_TURNS_BACK; i -= 1) {
    const turn = history[i];
    if (turn?.sender !== 'user' || smallTalkOf(turn.text) !== null) continue;
    if (questions.length === 0) {
      const reply = history[i + 1];
      answer = reply?.sender === 'bot' ? withoutFrame(reply.text) : '';
    }
    questions.push(turn.text);
    if (!readsAsFollowUp(turn.text, analyzer)) break;
  }
  if (questions.length === 0) return NOTHING_FOLLOWED;
  // ("and her sister?", "what about trademarks?": the same asked of something else; "and why did she leave?" of it)
  const sameOfAnother = GOES_ON.test(question) && question.trim().split(/\s+/).length <= SAME_OF_ANOTHER_WORDS;
  return { questions: questions.join('\n'), answer, ofTheAnswer: !sameOfAnother };
}
