/**
 * Where someone comes from, as a bio says it with a preposition and a place rather than a word for it: "Сам я из
 * Вологды", "I'm originally from Cork", "Ich komme aus Rostock", "Je suis de Quimper", "Soy de Monterrey", "Sou
 * mineira de Juiz de Fora", "Sono di Bari". A visitor
 * asks "Откуда ты родом?", "where is he from?", and the only word the answer shares with the question's origin word
 * (sections.ts: "родом", "hometown"…) is none. A passage or a sentence that says it also holds that word, for
 * retrieval and for the quote alike, as a contact line holds "email" (contacts.ts).
 */

/**
 * Each language's way of saying someone is from a place (a capitalised word after the preposition), the word of its
 * origin group (sections.ts) that stands for it, and what a text must hold for it to be tried (most hold none). Every
 * run is bounded: read in linear time.
 */
const SAYS_ORIGIN: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/(?<!\p{L})(?:я|он|она|мы|сам|сама)\s+(?:\p{Ll}{1,12}\s+){0,2}из\s+\p{Lu}/u, 'родом', 'из'],
  [
    /\b(?:I['’]m|I\s+am|(?:[Hh]e|[Ss]he)(?:['’]s|\s+is)|[Tt]hey\s+are)\s+(?:originally\s+)?from\s+\p{Lu}/u,
    'hometown',
    'from ',
  ],
  [
    /\b(?:[Ii]ch\s+(?:bin|komme)|(?:[Ee]r|[Ss]ie)\s+(?:ist|kommt))\s+(?:\p{Ll}{1,12}\s+){0,2}aus\s+\p{Lu}/u,
    'heimat',
    'aus ',
  ],
  [/\b(?:[Jj]e\s+suis|(?:[Ii]l|[Ee]lle)\s+est)\s+(?:originaire\s+)?d(?:e\s+|['’])\p{Lu}/u, 'originaire', 'd'],
  [/\b(?:[Ss]oy|[Ee]s)\s+(?:originari[oa]\s+)?de\s+\p{Lu}/u, 'originario', 'de'],
  // ("Natural de Cangas del Narcea, Mercedes estudió…": a portrait's opening)
  [/(?<!\p{L})[Nn]atural\s+de\s+\p{Lu}/u, 'originario', 'atural'],
  // ("Sou mineira de Juiz de Fora", "Sou de Recife", "É natural de Braga": with a word of where someone is from between)
  [/(?<!\p{L})(?:[Ss]ou|[Éé])\s+(?:\p{Ll}{1,12}\s+)?de\s+\p{Lu}/u, 'natural', 'de'],
  [/(?<!\p{L})(?:[Ss]ono|[Èè])\s+(?:originari[oa]\s+)?di\s+\p{Lu}/u, 'originario', 'di'],
];

/** The words for where someone comes from, said with a place ("родом" of "Сам я из Вологды"), or ''. */
export function originWords(text: string): string {
  return SAYS_ORIGIN.filter(([says, , hint]) => text.includes(hint) && says.test(text))
    .map(([, word]) => word)
    .join(' ');
}
