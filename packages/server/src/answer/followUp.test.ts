import type { ChatMessage } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { CAREER_CV } from '../test/texts.js';
import type { AnswerInput } from './answerer.js';
import { createAnswerer } from './createAnswerer.js';
import { followedTurns, readsAsFollowUp } from './followUp.js';
import { analyzerFor } from './language.js';
import { offlineProvider } from './offlineProvider.js';
import { OFFLINE_DONT_KNOW } from './offlineReply.js';

const english = analyzerFor('en');

describe('readsAsFollowUp', () => {
  it.each([
    'how long was she there?',
    'what happened then?',
    'and her sister?',
    'What about trademarks?',
    'how about in 2019?',
    'were those paid?',
    'how many bricks was that?',
    'and after that?',
    'why?',
    'how long?',
    'since when?',
    'why so long?',
    'why the switch?',
    'what does she want to do after?',
    'on which supercomputer?',
    'can that licence be taken back?',
    'is that a big jump?',
    'anything on health?',
  ])('"%s" goes on from the question before', (question) => {
    expect(readsAsFollowUp(question, english)).toBe(true);
  });

  it.each([
    'is there any warranty?',
    'what degree does she have?',
    'how old is she?',
    'hobbies?',
    'does it run on GPUs?',
    'who wrote this paper?',
    'Can I sell copies of GPL software?',
    'do I have to say that I changed it?',
    'if I change the code, do I then have to share it?',
    'so what does it do?',
    'any recent methods in there?',
  ])('"%s" stands alone', (question) => {
    expect(readsAsFollowUp(question, english)).toBe(false);
  });
});

describe('readsAsFollowUp in the languages the bot answers in', () => {
  // (each question as a visitor types it, to a bot in its language)
  it.each([
    ['zh', '那她在那里待了多久？'],
    ['zh', '她妹妹呢？'],
    ['zh', '后来呢？'],
    ['zh', '为什么？'],
    ['zh', '干了多久了？'],
    ['ja', 'じゃあ、そこには何年いましたか？'],
    ['ja', 'それはなんで？'],
    ['ja', 'なぜですか？'],
    ['ja', '妹さんについては？'],
    ['ko', '그럼 거기서 얼마나 일했어요?'],
    ['ko', '동생은요?'],
    ['ko', '왜요?'],
    ['ko', '거기 어디쯤이에요?'],
    ['de', 'Und ihr Bruder?'],
    ['de', 'wie lange schon?'],
    ['de', 'Was hat er danach gemacht?'],
    ['de', 'wie lange ist er da jedes mal?'],
    ['de', 'als was denn?'],
    ['es', '¿Y su hermano?'],
    ['es', '¿y cuánto tiempo se queda allí?'],
    ['es', '¿Por qué?'],
    ['fr', 'Et son frère ?'],
    ['fr', 'il fait quoi là-bas ?'],
    ['fr', 'Pourquoi ?'],
    ['ru', 'А её брат?'],
    ['ru', 'а сколько там народу?'],
    ['ru', 'как называется?'],
    ['ru', 'на кого?'],
    ['ar', 'وماذا عن أخيها؟'],
    ['ar', 'كم من الوقت بقيت هناك؟'],
    ['ar', 'لماذا؟'],
    ['pt', 'E quanto tempo ficou lá?'],
    ['pt', 'E o irmão dela?'],
    ['pt', 'Por quê?'],
    ['it', 'E quanto tempo è rimasta lì?'],
    ['it', 'E suo fratello?'],
    ['it', 'Perché?'],
    ['hi', 'और उनकी बहन?'],
    ['hi', 'वहाँ कब से?'],
    ['hi', 'क्यों?'],
    ['hi', 'उसके बाद क्या किया?'],
    ['pt', 'Faz tempo?'],
    ['it', 'Come mai?'],
    ['it', 'Da quanto?'],
  ])('%s "%s" goes on from the question before', (language, question) => {
    expect(readsAsFollowUp(question, analyzerFor(language))).toBe(true);
  });

  it.each([
    // (a language that drops its pronouns says them in its verb: "es", "tienes" ask of the bio's person)
    ['es', '¿De dónde es?'],
    ['es', '¿Cuántos años tienes?'],
    ['es', '¿Dónde trabajaba antes?'],
    ['ja', '何歳ですか？'],
    ['ja', '趣味は？'],
    ['ko', '몇 살이야?'],
    ['zh', '平时有啥爱好呢？'],
    ['zh', '她是做什么的？'],
    ['de', 'In welchem Jahr ist sie geboren?'],
    ['de', 'Seit wann macht er das?'],
    ['fr', 'Ça fait combien de temps que tu fais ça ?'],
    ['ru', 'А животные дома есть?'],
    ['ru', 'Сколько лет он этим занимается?'],
    ['ar', 'كم شخصاً يتسع المدرج الروماني؟'],
    ['ar', 'والدها ماذا يعمل؟'],
    ['pt', 'Quantos anos você tem?'],
    ['pt', 'Onde ela mora?'],
    ['it', 'Quanti anni hai?'],
    ['it', 'Dove lavora lei?'],
    ['hi', 'उनकी उम्र कितनी है?'],
    ['hi', 'कहाँ रहती हैं?'],
    ['hi', 'कितने बच्चे हैं?'],
  ])('%s "%s" stands alone', (language, question) => {
    expect(readsAsFollowUp(question, analyzerFor(language))).toBe(false);
  });

  it('reads an English question to a bot in another script as English, and a question in a language it has no words for as standing alone', () => {
    expect(readsAsFollowUp('how long was she there?', analyzerFor('zh'))).toBe(true);
    // (Dutch: no answer language)
    expect(readsAsFollowUp('Hoe lang was ze daar?', analyzerFor('nl'))).toBe(false);
  });
});

const user = (text: string): ChatMessage => ({ sender: 'user', text });
const bot = (text: string): ChatMessage => ({ sender: 'bot', text });

describe('followedTurns', () => {
  it("is the visitor's question before a follow-up, and the words the bot answered it with", () => {
    const history = [
      user('Where did she work before Quintal Pay?'),
      bot('Here is what I found in my source: “Hydrotec, Porto — Backend Developer (2014 – 2019).”'),
    ];
    expect(followedTurns('how long was she there?', history, english)).toEqual({
      questions: 'Where did she work before Quintal Pay?',
      answer: '“Hydrotec, Porto — Backend Developer (2014 – 2019).”',
      ofTheAnswer: true,
    });
  });

  it('is nothing for a question that stands alone, or when nothing was asked before', () => {
    const nothing = { questions: '', answer: '', ofTheAnswer: false };
    expect(followedTurns('what degree does she have?', [user('Where does she work?')], english)).toEqual(nothing);
    expect(followedTurns('how long was she there?', [], english)).toEqual(nothing);
  });

  it("asks a pronoun that points at someone of the family the question before named of them, not of the bot's person", () => {
    const sister = [user('what does his sister do?'), bot('“My younger sister Jess is a paramedic in Leeds.”')];
    expect(followedTurns('is she married?', sister, english)).toMatchObject({
      asked: 'is ⟪sister⟫ married?',
      ofTheAnswer: true,
    });
    // (a "who" question's answer is someone: "she" is the mother it names)
    const mother = [
      user('who does marcus speak spanish with?'),
      bot('“Marcus speaks Spanish with his mother, Carmen.”'),
    ];
    expect(followedTurns('how old is she?', mother, english).asked).toBe('how old is ⟪mother⟫?');
    // (and in Italian: "con chi…?" asks who, whom its answer names)
    const partner = [user('Con chi vive Elena?'), bot('«Vive a Trieste con il compagno Luka, ingegnere navale.»')];
    expect(followedTurns('Lui che lavoro fa?', partner, analyzerFor('it')).asked).toBe('⟪compagno⟫ che lavoro fa?');
    const nothing = { questions: '', answer: '', ofTheAnswer: false };
    // ("she" is none of the kids; an answer to another question names the mother in passing)
    expect(followedTurns('how old is she?', [user('does she have kids?'), bot('“Two sons.”')], english)).toEqual(
      nothing,
    );
    const swedish = [
      user('Does Maren speak Swedish?'),
      bot('“Spanish (native, my mother is from Vigo), Swedish (B1)”'),
    ];
    expect(followedTurns('has she spoken at conferences?', swedish, english)).toEqual(nothing);
  });

  it.each([
    ['de', 'hat er geschwister?', 'wohnen die auch im allgäu?', 'wohnen ⟪geschwister⟫ auch im allgäu?'],
    ['de', 'sie hat doch einen bruder, oder?', 'was macht der so?', 'was macht ⟪bruder⟫ so?'],
    ['fr', 'elle a des enfants ?', 'ils sont dans quelle école ?', '⟪enfants⟫ sont dans quelle école ?'],
    ['es', '¿tiene hermanos?', '¿ellos viven en bilbao?', '¿⟪hermanos⟫ viven en bilbao?'],
    ['ru', 'у лейлы есть сестра?', 'а она чем занимается?', 'а ⟪сестра⟫ чем занимается?'],
    ['zh', '周敏有弟弟吗', '那他在哪儿上班？', '那⟪弟弟⟫在哪儿上班？'],
    ['pt', 'ela tem um irmão?', 'e ele mora onde?', 'e ⟪irmão⟫ mora onde?'],
  ])('%s: "%s" then "%s" asks "%s"', (language, before, question, asked) => {
    const history = [user(before), bot('…')];
    expect(followedTurns(question, history, analyzerFor(language)).asked).toBe(asked);
  });

  it("leaves the pronoun of the bot's person, and a word that stands before a noun, as they are", () => {
    // ("die Kinder": an article; "sie" of the bio's person after a question of her own)
    expect(followedTurns('wo wohnen die kinder?', [user('hat er kinder?'), bot('…')], analyzerFor('de')).asked).toBe(
      undefined,
    );
    expect(followedTurns('où habite-t-elle ?', [user('que fait-elle ?'), bot('…')], analyzerFor('fr')).asked).toBe(
      undefined,
    );
    // ("he" of the question before was the bot's person: still is)
    const brother = [user('does he have a brother?'), bot('“My brother Tom is a pilot.”')];
    expect(followedTurns('where does he work?', brother, english).asked).toBe(undefined);
  });

  it('passes over small talk and a declined answer, and goes back one more question when the last was a follow-up too', () => {
    const history = [
      user('Where did she work before Quintal Pay?'),
      bot('Hydrotec.'),
      user('how long was she there?'),
      bot("I don't know: the information I was given doesn't cover that."),
      user('thanks!'),
      bot("You're welcome!"),
    ];
    expect(followedTurns('and why did she leave then?', history, english)).toEqual({
      questions: 'how long was she there?\nWhere did she work before Quintal Pay?',
      answer: '',
      // ("and why…?", a whole question: of what was answered, not the same of something else)
      ofTheAnswer: true,
    });
  });
});

/** A bot of `botText`, answered offline: each question with the chat's history so far, and a conversation's start. */
function botOf(botText: string, botName = 'Bot') {
  const answerer = createAnswerer(offlineProvider());
  const ask = async (question: string, history: ChatMessage[] = []): Promise<string> => {
    const input: AnswerInput = { botId: botName, botName, botText, botVersion: '1', question, history };
    let text = '';
    for await (const piece of (await answerer.answer(input)).tokens) text += piece;
    return text;
  };
  /** The conversation so far: a question, and what the bot answered it with. */
  const after = async (question: string): Promise<ChatMessage[]> => [user(question), bot(await ask(question))];
  return { ask, after };
}

const { ask, after } = botOf(CAREER_CV, 'Maren Castellanos — CV');

describe('a follow-up answered offline', () => {
  it('is answered of what the question before it asked, and of what the bot answered', async () => {
    const before = await after('Where did she work before Quintal Pay?');
    expect(before[1]?.text).toContain('Hydrotec, Porto');
    // (alone, "there" is nowhere: the question says nothing of Hydrotec)
    expect(await ask('how long was she there?')).not.toContain('2014 – 2019');
    expect(await ask('how long was she there?', before)).toContain('Hydrotec, Porto — Backend Developer (2014 – 2019)');
    expect(await ask('and why did she leave?', before)).toContain('Left Hydrotec when its marine division was sold');
  });

  it('is declined when the text does not say what the follow-up itself asks', async () => {
    expect(await ask('what did she earn there?', await after('Where did she work before Quintal Pay?'))).toBe(
      OFFLINE_DONT_KNOW,
    );
  });

  it("is answered by the sentence that says the follow-up's own words, not again by the one that answered before", async () => {
    const licence = [
      'SOFTWARE FOUNDATION LICENSE',
      '',
      '1. This License Agreement is between the Software Foundation ("SF") and the Licensee using this software ("Tern") in source or binary form.',
      '',
      '2. Subject to the terms of this License Agreement, SF grants Licensee a nonexclusive, royalty-free, world-wide license to reproduce, prepare derivative works of and distribute Tern.',
      '',
      '3. SF makes no warranties about Tern.',
    ].join('\n');
    const tern = botOf(licence, 'Tern licence');
    const followUp = await tern.ask(
      'do i have to pay for that?',
      await tern.after('what does the license agreement let me do with tern?'),
    );
    expect(followUp).toContain('royalty-free');
  });

  it('is answered in the language it is asked in, of what the question before it asked', async () => {
    const bios = {
      de: 'Hallo, ich bin Katrin Böhme und arbeite seit neunzehn Jahren als Archivarin im Stadtarchiv Leipzig. Mein Mann Uwe ist seit zwölf Jahren Tontechniker am Gewandhaus. Seit drei Jahren singe ich im Chor.',
      ko: '저는 정태준이고 여수에서 어부로 일합니다. 아내 김소연 씨는 여수 시내에서 작은 꽃집을 운영합니다. 주말에는 낚시를 합니다.',
      ru: 'Лейла — флорист, у неё своя мастерская «Тюльпан и ландыш» в Казани. Её сестра Алсу учится в Москве. По вечерам Лейла играет на пианино.',
      zh: '我叫周敏，在上海做记者。我弟弟周磊在青岛当海员，一年也见不了几次面。周末我喜欢去郊外爬山。',
      pt: 'Chamo-me Inês Carvalho e sou enfermeira no Hospital de Santa Maria, em Lisboa, há doze anos. O meu irmão Rui vive no Porto e é professor de música. Aos fins de semana faço surf na Ericeira.',
      it: 'Mi chiamo Giulia Romano e faccio la restauratrice a Firenze. Mia sorella Chiara vive a Torino e lavora come architetta da sei anni. Nel tempo libero suono il violoncello.',
      hi: 'नमस्ते, मैं प्रिया शर्मा हूँ और पुणे में डेटा विश्लेषक हूँ। मेरी बहन नेहा दिल्ली में रहती है और वह पिछले सात साल से एक अस्पताल में डॉक्टर है। मेरे पति राहुल बारह साल से स्कूल में गणित पढ़ाते हैं।',
    };
    const bots = Object.fromEntries(Object.entries(bios).map(([language, text]) => [language, botOf(text, language)]));
    const chat = (language: keyof typeof bios, question: string, history: ChatMessage[] = []) =>
      bots[language]!.ask(question, history);
    const after = (language: keyof typeof bios, question: string) => bots[language]!.after(question);
    // (alone, each says nothing of what it asks about)
    // (alone, "wie lange schon?" is every "seit…" of the bio: the job's, the husband's and the choir's)
    expect(await chat('de', 'wie lange schon?')).toContain('Chor');
    const since = await chat('de', 'wie lange schon?', await after('de', 'wo arbeitet katrin?'));
    expect(since).toContain('seit neunzehn Jahren');
    expect(since).not.toContain('Chor');
    expect(await chat('ko', '거기 어디쯤이에요?', await after('ko', '아내는 무슨 일 하세요?'))).toContain('여수 시내');
    expect(await chat('ru', 'как называется?')).not.toContain('Тюльпан');
    expect(await chat('ru', 'как называется?', await after('ru', 'у лейлы есть мастерская?'))).toContain(
      'Тюльпан и ландыш',
    );
    expect(await chat('pt', 'E o que ele faz?', await after('pt', 'Onde vive o irmão dela?'))).toContain(
      'professor de música',
    );
    // ("o quê" asks, and says nothing the quote must)
    expect(await chat('pt', 'E faz o quê lá?', await after('pt', 'Onde vive o irmão dela?'))).toContain(
      'professor de música',
    );
    expect(await chat('it', 'Da quanto tempo?', await after('it', 'Che lavoro fa Chiara?'))).toContain('da sei anni');
    // ("since when, there?" after "what does her sister do?": the sister's seven years, not the husband's twelve)
    const sinceThere = await chat('hi', 'वहाँ कब से?', await after('hi', 'उनकी बहन क्या करती है?'));
    expect(sinceThere).toContain('पिछले सात साल से');
    expect(sinceThere).not.toContain('बारह साल');
    expect(await chat('zh', '他在哪里？')).not.toContain('青岛');
    expect(await chat('zh', '那他在哪儿？', await after('zh', '周敏有弟弟吗？'))).toContain('青岛');
  });

  it('reads "come mai?" (how come) as asking why, with no word of its own the quote must say', async () => {
    const marco = botOf(
      "Sono Marco, faccio il fornaio a Bologna. Parlo italiano e un po' di tedesco, perché ho fatto due anni di apprendistato a Monaco. Nel tempo libero vado in bici.",
      'it',
    );
    expect(await marco.ask('Come mai?', await marco.after('Marco parla tedesco?'))).toContain('apprendistato');
  });

  it('asks a number of the sentence that says one, when the answer before quoted others too', async () => {
    // (the answer to "wo arbeitet katrin?" quotes both sentences that say work: "wie lange schon?" is the one of years)
    const bio =
      'Hallo, ich bin Katrin Böhme, 52, und arbeite seit neunzehn Jahren als Archivarin im Stadtarchiv Leipzig. Klingt staubig, ist es manchmal auch – aber wenn ich einen Brief von 1813 in der Hand halte, bekomme ich immer noch Gänsehaut. Aufgewachsen bin ich in Görlitz, ganz im Osten an der Neiße.\n\nIch wohne mit meinem Mann Uwe, der als Tontechniker am Gewandhaus arbeitet, in einer Altbauwohnung in Plagwitz, direkt am Karl-Heine-Kanal. Unsere Tochter Lene studiert Medizin in Dresden. Am Wochenende paddle ich mit dem Kajak über die Leipziger Kanäle.\n\nDas Völkerschlachtdenkmal im Südosten Leipzigs wurde 1913 eingeweiht. Es ist 91 Meter hoch.';
    const katrin = botOf(bio);
    expect(await katrin.ask('wie lange schon?', await katrin.after('wo arbeitet katrin?'))).toContain(
      'seit neunzehn Jahren',
    );
  });

  it('need not be answered in its own verb of doing or staying: the answer before says what was done', async () => {
    const bio =
      '何家伟是成都一家口腔医院的正畸医生，从业已经十五年。他会说四川话、普通话和英语，年轻时在德国交流过半年，还会几句德语。周末他喜欢带儿子去打乒乓球。';
    const he = botOf(bio);
    // ("待", "stayed": the text says "交流过半年", "was on an exchange for half a year")
    expect(await he.ask('他在那边待了多久？', await he.after('何医生会说德语吗？'))).toContain('半年');
  });

  it('is answered of the relative a pronoun points at, and declined when the text does not say it of them', async () => {
    const bio =
      'Marcus Delgado, 47, is a blacksmith in Brattleboro, Vermont. Marcus speaks Spanish with his mother, Carmen, who calls from Texas every Sunday. His sister Ana is 39 and teaches in Austin.';
    const marcus = botOf(bio, 'Marcus');
    // (alone, "she" is no one: the bio's own age is the nearest answer)
    expect(await marcus.ask('how old is she?')).toContain('47');
    expect(await marcus.ask('how old is she?', await marcus.after('who does marcus speak spanish with?'))).toBe(
      OFFLINE_DONT_KNOW,
    );
    const sister = await marcus.ask('how old is she?', await marcus.after('does marcus have a sister?'));
    expect(sister).toContain('39');
    expect(sister).not.toContain('47');
  });

  it('leaves a question that stands alone as it is, whatever was asked before', async () => {
    expect(await ask('hobbies?', await after('Where did she work before Quintal Pay?'))).toContain(
      'Trail running, sea kayaking',
    );
  });
});
