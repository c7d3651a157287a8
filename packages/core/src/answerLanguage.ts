/**
 * The words an answer is framed in, per language: the offline answer's introduction, the line before a further
 * quote, and the decline. A quoted passage stays as the source wrote it; only the frame around it is translated.
 * Chosen by the question's language, then the bot's (`answerLanguageOf`).
 */

export const ANSWER_LANGUAGES = ['en', 'zh', 'ja', 'ko', 'de', 'es', 'fr', 'ru', 'ar', 'pt', 'it', 'hi'] as const;
export type AnswerLanguage = (typeof ANSWER_LANGUAGES)[number];

export interface AnswerFrame {
  /** Before the first quote. */
  intro: string;
  /** Before each further quote. */
  more: string;
  /** The marks a quote stands between, as the language writes them (「…」, „…“, « … »). */
  quote: readonly [open: string, close: string];
  /** The whole answer when the source does not hold one. */
  dontKnow: string;
  /** The language's name in English, for the model's instructions. */
  name: string;
  /** The reply to a visitor who only greets ("hi"), thanks ("thanks!") or takes leave ("bye"). */
  hello: string;
  thanks: string;
  bye: string;
}

export const ANSWER_FRAMES: Readonly<Record<AnswerLanguage, AnswerFrame>> = {
  en: {
    intro: 'Here is what I found in my source:',
    more: 'It also says:',
    quote: ['“', '”'],
    dontKnow: "I don't know: the information I was given doesn't cover that.",
    name: 'English',
    hello: "Hello! Ask me anything about what I was given, and I'll answer from it.",
    thanks: "You're welcome! Is there anything else you'd like to know?",
    bye: 'Goodbye, and thanks for stopping by!',
  },
  zh: {
    intro: '我在资料中找到了这些：',
    more: '资料中还提到：',
    quote: ['“', '”'],
    dontKnow: '我不知道：我得到的资料里没有这方面的内容。',
    name: 'Chinese',
    hello: '你好！关于我得到的资料，有什么都可以问我。',
    thanks: '不客气！还有什么想了解的吗？',
    bye: '再见，谢谢你的来访！',
  },
  ja: {
    intro: '資料にはこう書かれています：',
    more: 'ほかにもこう書かれています：',
    quote: ['「', '」'],
    dontKnow: 'わかりません：いただいた資料にはその情報がありません。',
    name: 'Japanese',
    hello: 'こんにちは！いただいた資料について、何でも聞いてください。',
    thanks: 'どういたしまして！ほかに知りたいことはありますか？',
    bye: 'さようなら。お越しいただきありがとうございました！',
  },
  ko: {
    intro: '자료에서 찾은 내용입니다:',
    more: '자료에는 이런 내용도 있습니다:',
    quote: ['“', '”'],
    dontKnow: '모르겠습니다: 제가 받은 자료에는 그 내용이 없습니다.',
    name: 'Korean',
    hello: '안녕하세요! 제가 받은 자료에 대해 무엇이든 물어보세요.',
    thanks: '천만에요! 더 궁금한 점이 있으신가요?',
    bye: '안녕히 가세요. 들러 주셔서 감사합니다!',
  },
  de: {
    intro: 'Das habe ich in meiner Quelle gefunden:',
    more: 'Dort steht außerdem:',
    quote: ['„', '“'],
    dontKnow: 'Das weiß ich nicht: Die Informationen, die ich habe, decken das nicht ab.',
    name: 'German',
    hello: 'Hallo! Fragen Sie mich alles zu den Informationen, die ich habe.',
    thanks: 'Gern geschehen! Möchten Sie noch etwas wissen?',
    bye: 'Auf Wiedersehen, danke für Ihren Besuch!',
  },
  es: {
    intro: 'Esto es lo que encontré en mi fuente:',
    more: 'También dice:',
    quote: ['«', '»'],
    dontKnow: 'No lo sé: la información que me dieron no cubre eso.',
    name: 'Spanish',
    hello: '¡Hola! Pregúntame lo que quieras sobre la información que me dieron.',
    thanks: '¡De nada! ¿Quieres saber algo más?',
    bye: '¡Adiós, gracias por tu visita!',
  },
  fr: {
    intro: "Voici ce que j'ai trouvé dans ma source :",
    more: 'Elle dit aussi :',
    quote: ['«\u00a0', '\u00a0»'],
    dontKnow: 'Je ne sais pas : les informations dont je dispose ne couvrent pas cela.',
    name: 'French',
    hello: 'Bonjour ! Posez-moi vos questions sur les informations dont je dispose.',
    thanks: 'Avec plaisir ! Voulez-vous savoir autre chose ?',
    bye: 'Au revoir, merci de votre visite !',
  },
  ru: {
    intro: 'Вот что я нашёл в своём источнике:',
    more: 'Там также сказано:',
    quote: ['«', '»'],
    dontKnow: 'Я не знаю: в предоставленной мне информации этого нет.',
    name: 'Russian',
    hello: 'Здравствуйте! Спрашивайте что угодно о материалах, которые мне дали.',
    thanks: 'Пожалуйста! Хотите узнать что-нибудь ещё?',
    bye: 'До свидания, спасибо, что заглянули!',
  },
  ar: {
    intro: 'هذا ما وجدته في مصدري:',
    more: 'ويذكر أيضًا:',
    quote: ['«', '»'],
    dontKnow: 'لا أعرف: المعلومات التي لديّ لا تتناول ذلك.',
    name: 'Arabic',
    hello: 'مرحبًا! اسألني أي شيء عن المعلومات التي لديّ.',
    thanks: 'على الرحب والسعة! هل تريد معرفة شيء آخر؟',
    bye: 'مع السلامة، شكرًا لزيارتك!',
  },
  pt: {
    intro: 'Eis o que encontrei na minha fonte:',
    more: 'Também diz:',
    quote: ['“', '”'],
    dontKnow: 'Não sei: as informações que recebi não cobrem isso.',
    name: 'Portuguese',
    hello: 'Olá! Pergunte-me o que quiser sobre as informações que recebi.',
    thanks: 'De nada! Quer saber mais alguma coisa?',
    bye: 'Tchau, obrigado pela visita!',
  },
  it: {
    intro: 'Ecco cosa ho trovato nella mia fonte:',
    more: 'Dice anche:',
    quote: ['«', '»'],
    dontKnow: 'Non lo so: le informazioni che ho ricevuto non lo coprono.',
    name: 'Italian',
    hello: 'Ciao! Chiedimi pure qualsiasi cosa sulle informazioni che ho ricevuto.',
    thanks: 'Prego! Vuoi sapere altro?',
    bye: 'Arrivederci, grazie della visita!',
  },
  hi: {
    intro: 'मेरे स्रोत में मुझे यह मिला:',
    more: 'इसमें यह भी लिखा है:',
    quote: ['“', '”'],
    dontKnow: 'मुझे नहीं पता: मुझे दी गई जानकारी में यह शामिल नहीं है।',
    name: 'Hindi',
    hello: 'नमस्ते! मुझे दी गई जानकारी के बारे में कुछ भी पूछिए।',
    thanks: 'आपका स्वागत है! क्या आप कुछ और जानना चाहेंगे?',
    bye: 'अलविदा, आने के लिए धन्यवाद!',
  },
};

const SCRIPTS: [RegExp, AnswerLanguage][] = [
  [/\p{Script=Hangul}/u, 'ko'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Cyrillic}/u, 'ru'],
];
const LETTER = /\p{L}/u;

/** The frame language of a BCP 47 tag (`pt-BR` → pt), or null when there is no frame for it. */
export function frameLanguageOf(tag: string | null | undefined): AnswerLanguage | null {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (ANSWER_LANGUAGES as readonly string[]).includes(base) ? (base as AnswerLanguage) : null;
}

/**
 * The language of a text told by its script alone, where the script says it (Hangul: Korean; kana: Japanese; Han
 * alone: Chinese, or Japanese when `hint` is; Arabic; Devanagari: Hindi; Cyrillic: Russian); null for Latin and
 * the rest (a detector decides those).
 */
export function scriptLanguageOf(text: string, hint?: AnswerLanguage | null): AnswerLanguage | null {
  // the script most of the letters are in (an English résumé that mentions 日本語 stays English)
  const counts = new Map<AnswerLanguage, number>();
  let letters = 0;
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    letters += 1;
    const found = SCRIPTS.find(([script]) => script.test(char));
    if (found) counts.set(found[1], (counts.get(found[1]) ?? 0) + 1);
  }
  // Japanese mixes kana with Han: any real share of kana makes Han text Japanese
  const kana = counts.get('ja') ?? 0;
  const han = counts.get('zh') ?? 0;
  if (kana > 0 && kana + han > letters / 2 && kana >= (kana + han) / 10) return 'ja';
  for (const [language, count] of counts) {
    if (count <= letters / 2) continue;
    return language === 'zh' && hint === 'ja' ? 'ja' : language;
  }
  return null;
}

/** True for an answer that is one of the declines, in any language (the insights count them). */
export function isDeclineFrame(answer: string): boolean {
  const trimmed = answer.trim();
  return ANSWER_LANGUAGES.some((l) => trimmed.startsWith(ANSWER_FRAMES[l].dontKnow.slice(0, 8)));
}

/** A language code as a person reads it ('ko' → "Korean" in English), or the code when the runtime cannot name it. */
export function languageName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
