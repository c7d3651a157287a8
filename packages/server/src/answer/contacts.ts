/**
 * Contact details that a text gives as they are, not in words: "maya@example.org", "+351 912 345 678",
 * "github.com/maya". A visitor asks "What is Maya's email?", "her phone number?", "how can I contact her?", and no
 * word of that is in the résumé's header line. A passage or a sentence that holds such a detail also holds the
 * words visitors ask for it with (in the languages the answers are framed in), for retrieval and for the quote alike.
 */

// Every run is bounded (an address's parts are at most 64 characters), so a text of one giant word is read in
// linear time, not tried again from each of its letters.
/** An e-mail address. */
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}/u;
/** A phone number: international ("+351 912 345 678", "+31 6 1234 5678") or ten digits grouped ("(555) 123-4567"). */
const PHONE = /\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}\b|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
/** A web address: a URL, or a domain with a path ("github.com/maya", "linkedin.com/in/maya"). */
const WEB = /\bhttps?:\/\/\S|\bwww\.\S|\b[\p{L}\p{N}-]{1,63}\.(?:com|org|net|io|dev|me|app|co|site)\/\S/iu;

/**
 * The words a visitor asks for each kind of detail with, in the answer languages (each analyser folds them). Only
 * words that ask for the detail and little else: not "call", "reach", "mobile" or "web" ("mobile apps", "web
 * developer" are skills, not contact details). Where its person is based is asked of the contact line.
 */
const EMAIL_WORDS =
  'email emails mail contact ' +
  'correo contacto courriel contacter kontakt kontaktieren contatto contato почта почты контакт 邮箱 邮件 联系 メール 連絡 이메일 연락 بريد';
const PHONE_WORDS =
  'phone phones telephone contact ' +
  'teléfono telefono telefone téléphone telefon telefonnummer llamar appeler anrufen телефон 电话 手机 電話 전화 هاتف';
const WEB_WORDS = 'website websites homepage url github linkedin webseite сайт 网站 ウェブサイト 웹사이트 موقع';
/** A résumé's contact line (an e-mail address or a phone number among details set apart) says where its person is too. */
const LOCATION_WORDS =
  'based located location live lives reside resides wohnt wohnhaft vive habite abita mora живёт 住在 거주';

/**
 * The words for the contact details a text holds ("email phone …"), or '' when it holds none: indexed with the
 * passage and counted in the sentence that holds the detail.
 */
export function contactWords(text: string): string {
  const email = aroundEach(text, '@', EMAIL);
  const phone = PHONE.test(text);
  const web = (text.includes('/') && WEB_HINT.test(text) && WEB.test(text)) || false;
  const said: string[] = [];
  if (email) said.push(EMAIL_WORDS);
  if (phone) said.push(PHONE_WORDS);
  if (web) said.push(WEB_WORDS);
  if ((email || phone) && HEADER_LINE.test(text)) said.push(LOCATION_WORDS);
  return said.join(' ');
}

/**
 * A résumé's header line: details set apart by "·", "|" or "•" ("Porto, Portugal · maren@example.com · +351…"). It
 * says where its person is; a sentence that gives an address ("You can contact Ada by email at…") does not.
 */
const HEADER_LINE = /\s[·|•]\s/;

/** A cheap sign of a web address, before the whole pattern is tried: its scheme, "www." or a domain's end and path. */
const WEB_HINT = /:\/\/|\bwww\.|\.(?:com|org|net|io|dev|me|app|co|site)\//i;
/** The most places of `mark` looked at in one text. */
const MAX_MARKS = 20;

/**
 * Whether `pattern` matches around one of the first places of `mark` in `text` (the pattern's own bounds wide):
 * the pattern is tried on a short window per place, never from every position of a long text.
 */
function aroundEach(text: string, mark: string, pattern: RegExp): boolean {
  let at = text.indexOf(mark);
  for (let seen = 0; at !== -1 && seen < MAX_MARKS; seen += 1) {
    if (pattern.test(text.slice(Math.max(0, at - 64), at + 300))) return true;
    at = text.indexOf(mark, at + 1);
  }
  return false;
}

/** "What's her email?", "what email address do I use…?": a question an e-mail address answers. */
const ASKS_EMAIL = /\be-?mail\b/i;
/** "Her phone number?", "what number can I call…?": a question a phone number answers. */
const ASKS_PHONE = /\b(?:tele)?phone\b|\bnumber\s+(?:can|could|do|should)\s+i\s+call\b/i;
/** What says how to write or call without an address or a number ("email me through the form", "call the office"). */
const SAYS_EMAIL = /\be-?mail/i;
const SAYS_PHONE = /\b(?:tele)?phone|\bcall\b/i;

/**
 * For an English question that asks for an e-mail address or a phone number, whether a quote gives it (the detail, or
 * how to write or call): "what email address do I use to contact the FSF?" is not answered by "The Free Software
 * Foundation may publish revised versions…". Null for a question that asks for neither.
 */
export function contactAsked(question: string): ((quote: string) => boolean) | null {
  const email = ASKS_EMAIL.test(question);
  const phone = ASKS_PHONE.test(question);
  if (!email && !phone) return null;
  return (quote) =>
    (email && (aroundEach(quote, '@', EMAIL) || SAYS_EMAIL.test(quote))) ||
    (phone && (PHONE.test(quote) || SAYS_PHONE.test(quote)));
}
