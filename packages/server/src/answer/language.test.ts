import { ANSWER_FRAMES, type AnswerLanguage, isDeclined, tokenize } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { analyzerFor, answerLanguageFor, detectLanguage } from './language.js';

const ask = async (text: string, question: string, language?: string): Promise<string> =>
  (await askOffline(text, question, language ? { language } : {})).answer.trim();

describe('detectLanguage', () => {
  it.each([
    ['李明在北京大学学习计算机科学。', 'zh'],
    ['田中さんは東京で働いています。', 'ja'],
    ['저는 서울에서 컴퓨터 공학을 공부했습니다.', 'ko'],
    ['Anna hat in München Informatik studiert und arbeitet heute in Berlin.', 'de'],
    ['Lucía estudió medicina en Salamanca y ahora trabaja en Sevilla.', 'es'],
    ['Marie a étudié le droit à Lyon et travaille maintenant à Paris.', 'fr'],
    ['Иван учился в Москве и теперь работает в Казани.', 'ru'],
    ['درست ليلى الهندسة في القاهرة وتعمل الآن في عمّان.', 'ar'],
    ['Ada wrote the first published algorithm for the Analytical Engine.', 'en'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("tells an English résumé full of another language's names by its function words", () => {
    const cv = [
      'Inês Halvorsen',
      'Senior Civil Engineer — Bridges and Water Infrastructure',
      'Porto, Portugal · ines.halvorsen@example.org',
      '',
      'EXPERIENCE',
      'Lead Structural Engineer — Ribeiro & Vance Engenharia, Porto',
      'March 2021 – present',
      '- Lead the bridges group (7 engineers, 2 technicians) covering northern Portugal.',
      '- Wrote the firm’s internal guide to load rating, now used on every arch job.',
      'Civil Engineer — Câmara Municipal de Braga, Braga',
      '- Inspected and rated 85 council-owned bridges and footbridges.',
      '',
      'SKILLS',
      'Structural analysis: SAP2000, Midas Civil',
      'Programming: Python for automating checks',
    ].join('\n');
    expect(detectLanguage(cv)).toBe('en');
    // nor one of names and terms alone, whose address says "com"
    const heading =
      'Maren Castellanos\nStaff Backend Engineer\nPorto, Portugal · maren@example.com\n\nSKILLS\nData: PostgreSQL, Kafka, Redis.';
    expect(detectLanguage(heading)).toBe('en');
  });

  it('tells Japanese written in kanji alone by the bot it belongs to, and falls back when it cannot tell', () => {
    expect(detectLanguage('東京大学', 'en', 'ja')).toBe('ja');
    expect(detectLanguage('東京大学')).toBe('zh');
    expect(detectLanguage('?!', 'de')).toBe('de');
  });
});

describe('text analysis per language', () => {
  it('Korean: a word carrying its particle meets the bare word (서울에서 / 서울)', () => {
    const text = tokenize('저는 서울에서 공부했습니다');
    expect(tokenize('서울')).toEqual(['서울']);
    expect(text).toContain('서울');
    // question words and endings are left out
    expect(tokenize('어디에서 공부했나요')).not.toContain('어디');
  });

  it('Chinese: question words do not become search terms', () => {
    const terms = tokenize('李明在哪里上的大学？');
    expect(terms).toContain('大学');
    expect(terms).toContain('李明');
    expect(terms).not.toContain('哪里');
  });

  it('Hindi: stop words go, inflections meet, a word meets itself written with or without its nukta', () => {
    const hi = analyzerFor('hi');
    // (where does she live? — she lives in Pune: "रहती" and "रहते" are one verb)
    expect(tokenize('वह कहाँ रहती है?', hi)).toEqual(tokenize('वे रहते', hi));
    expect(tokenize('उसकी कौन सी भाषाएँ हैं?', hi)).toEqual(tokenize('भाषा', hi));
    expect(tokenize('ज़िंदगी', hi)).toEqual(tokenize('जिंदगी', hi));
    expect(tokenize('उसने क्या किया?', hi)).toEqual([]);
  });

  it('Portuguese and Spanish: married is no house, and a husband no sea (Snowball folds them together)', () => {
    const pt = analyzerFor('pt');
    expect(tokenize('casada', pt)).not.toEqual(tokenize('casa', pt));
    expect(tokenize('casada', pt)).toEqual(tokenize('casou', pt));
    expect(tokenize('marido', pt)).not.toEqual(tokenize('mar', pt));
    const es = analyzerFor('es');
    expect(tokenize('casado', es)).not.toEqual(tokenize('casa', es));
    expect(tokenize('marito', analyzerFor('it'))).not.toEqual(tokenize('mare', analyzerFor('it')));
  });

  it('French: a mother is no sea (Snowball folds "mère" and "mer" together)', async () => {
    const fr = analyzerFor('fr');
    expect(tokenize('mère', fr)).not.toEqual(tokenize('mer', fr));
    expect(tokenize('mères', fr)).toEqual(tokenize('mère', fr));
    const text =
      'Claire Martin vit au bord de la mer, à Brest, où elle travaille comme infirmière. La mer, elle la voit depuis sa fenêtre. Sa mère Hélène habite à Lyon.';
    const answer = await ask(text, 'Où habite sa mère ?');
    // (the mother's sentence first: not the sea's)
    expect(answer).toContain('Sa mère Hélène habite à Lyon');
    expect(answer.indexOf('Hélène')).toBeLessThan(answer.indexOf('Brest'));
  });

  it('German, Spanish, French, Russian and Arabic: stop words go, inflections meet', () => {
    const same = (a: string[], b: string[]) => expect([...a].sort()).toEqual([...b].sort());
    const de = analyzerFor('de');
    same(tokenize('Wo hat Anna studiert?', de), tokenize('Anna studierte', de));
    const es = analyzerFor('es');
    same(tokenize('¿Dónde trabajan los médicos?', es), tokenize('médico trabaja', es));
    const fr = analyzerFor('fr');
    same(tokenize('Où travaille l’avocate ?', fr), tokenize('les avocates travaille', fr));
    const ru = analyzerFor('ru');
    same(tokenize('Где работает Иван?', ru), tokenize('Иван работал', ru));
    const ar = analyzerFor('ar');
    expect(tokenize('أين تعمل المهندسة؟', ar)).not.toContain('أين');
    // a noun that starts with "ف" meets itself with its article: "فندق" / "الفندق", "فريق" / "الفريق"
    same(tokenize('في فندق مع فريق', ar), tokenize('في الفندق مع الفريق', ar));
    // English keeps its own analysis
    expect(analyzerFor('en-GB').language).toBe('en');
  });
});

describe('answers in the language of the question', () => {
  const bots: Record<string, { text: string; question: string; fact: string; unknown: string }> = {
    ko: {
      text: '김지수는 소프트웨어 엔지니어입니다. 김지수는 서울에서 컴퓨터 공학을 공부했습니다. 그녀는 지금 부산의 은행에서 일합니다.\n\n한강은 서울을 가로질러 흐르는 큰 강입니다.',
      question: '김지수는 어디에서 컴퓨터 공학을 공부했나요?',
      fact: '서울에서 컴퓨터 공학을 공부했습니다',
      unknown: '김지수는 고양이를 키우나요?',
    },
    ar: {
      text: 'ليلى مهندسة برمجيات. درست ليلى الهندسة في جامعة القاهرة. تعمل ليلى الآن في بنك في عمّان.\n\nنهر النيل هو أطول نهر في أفريقيا.',
      question: 'أين درست ليلى الهندسة؟',
      fact: 'جامعة القاهرة',
      unknown: 'هل تحب ليلى كرة القدم؟',
    },
    hi: {
      text: 'प्रिया शर्मा एक डेटा विश्लेषक हैं। वे पुणे में रहती हैं। उनके पति राहुल एक स्कूल में गणित पढ़ाते हैं।\n\nगंगा भारत की सबसे लंबी नदी है।',
      question: 'प्रिया के पति क्या करते हैं?',
      fact: 'राहुल एक स्कूल में गणित पढ़ाते हैं',
      unknown: 'क्या प्रिया के पास कुत्ता है?',
    },
    de: {
      text: 'Anna Berger ist Softwareentwicklerin. Anna Berger hat in München Informatik studiert. Anna Berger arbeitet heute bei einer Bank in Hamburg.\n\nDer Rhein ist einer der längsten Flüsse Europas.',
      question: 'Wo hat Anna Informatik studiert?',
      fact: 'München',
      unknown: 'Hat Anna Berger einen Hund?',
    },
  };

  it.each(Object.entries(bots))(
    '%s: the answer quotes the fact, framed in the language; the decline too',
    async (lang, bot) => {
      const frame = ANSWER_FRAMES[lang as AnswerLanguage];
      const answer = await ask(bot.text, bot.question);
      expect(answer.startsWith(frame.intro)).toBe(true);
      expect(answer).toContain(bot.fact);
      const decline = await ask(bot.text, bot.unknown);
      expect(decline).toBe(frame.dontKnow);
      expect(isDeclined(decline)).toBe(true);
    },
  );

  it('"how much does it cost?" in any language wants a sum: the thing priced alone is no answer', async () => {
    const it = 'Una volta al mese tengo un corso di lievito madre: finora ci sono passate trecento persone.';
    expect(await ask(it, 'Quanto costa il corso di lievito madre?')).toBe(ANSWER_FRAMES.it.dontKnow);
    expect(await ask(`${it} Il corso costa 40 euro.`, 'Quanto costa il corso?')).toContain('40 euro');
    // (and "¿cuánto cobras…?", what the person asked charges)
    const es =
      'Llevo diez años dando clases de surf en Zarautz, primero en una escuela pequeña y desde 2021 en la mía.';
    expect(await ask(es, '¿Cuánto cobras por una clase?')).toBe(ANSWER_FRAMES.es.dontKnow);
    expect(await ask(`${es} Cobro 35 euros por clase.`, '¿Cuánto cobras por una clase?')).toContain('35 euros');
    const hi = 'कोथरूड में मेरा अपना छोटा-सा क्लिनिक है, जिसका नाम "पंजा केयर" है।';
    expect(await ask(hi, 'क्लिनिक में चेकअप की फ़ीस कितनी है?')).toBe(ANSWER_FRAMES.hi.dontKnow);
    expect(await ask(`${hi} चेकअप की फ़ीस 300 रुपये है।`, 'चेकअप की फ़ीस कितनी है?')).toContain('300 रुपये');
    // (a Chinese sum in "块" alone is a sum: "一碗12块")
    const noodles = '大家好，我叫马建国，在兰州开了一家牛肉面馆。每天卖三百多碗。我们的牛肉面一碗12块，加肉另算。';
    expect(await ask(noodles, '一碗面多少钱')).toContain('12块');
    const farmer = 'Hoje tenho 74 vacas e produzimos à volta de 1.900 litros de leite por dia.';
    expect(await ask(farmer, 'Quanto te pagam por litro de leite?')).toBe(ANSWER_FRAMES.pt.dontKnow);
    const de = 'Jonas gibt jeden Samstag einen Backkurs für zwölf Leute in seiner Backstube.';
    expect(await ask(de, 'Was kostet der Backkurs?')).toBe(ANSWER_FRAMES.de.dontKnow);
    // (a prize is no price: "Preis" and "prix" say both)
    const prize = 'Anna Becker ist Tierärztin in Freiburg. 2019 hat sie den Preis der Tierärztekammer gewonnen.';
    expect(await ask(prize, 'Hat sie einen Preis gewonnen?')).toContain('Preis der Tierärztekammer');
    const prix = 'Claire Martin est cheffe à Lyon. En 2020, elle a gagné le prix du meilleur jeune chef.';
    expect(await ask(prix, 'Elle a gagné un prix ?')).toContain('meilleur jeune chef');
  });

  it('Hindi says a year "साल" and "वर्ष", a salary in lakhs, a husband and a dog in English words too', async () => {
    const midwife = 'मेरा नाम सावित्री है। मैं चौदह वर्ष से इस नौकरी में हूँ। मुझे बागवानी पसंद है।';
    expect(await ask(midwife, 'कितने साल से ये नौकरी कर रही हैं?')).toContain('चौदह वर्ष');
    const tester =
      'प्रियंका ऑटोमेशन टेस्टिंग करती है और उसकी सैलरी करीब 14 लाख सालाना है। प्रियंका के हसबैंड रोहित एक बैंक में ब्रांच मैनेजर हैं।';
    expect(await ask(tester, 'कितना कमाती है?')).toContain('14 लाख');
    expect(await ask(tester, 'उसके पति क्या करते हैं?')).toContain('ब्रांच मैनेजर');
    const coach = 'गुड्डू सर मेरठ में क्रिकेट सिखाते हैं। घर में एक लैब्राडोर है, टाइगर।';
    expect(await ask(coach, 'उनके डॉगी का नाम क्या है?')).toContain('टाइगर');
  });

  it('"how many?" in Hindi is answered by a number written as a word ("बाईस वर्षों", "अठारह देशों")', async () => {
    const hindi = 'रमेश जी रेलवे में गार्ड हैं। वे बाईस वर्षों से इसी नौकरी में हैं। उन्हें पुरानी किताबें पढ़ना पसंद है।';
    expect(await ask(hindi, 'रेलवे में कितने साल हो गए?')).toContain('बाईस वर्षों');
    const dancer = 'अनुराधा जी कथक नृत्यांगना हैं। वे अठारह देशों में प्रस्तुति दे चुकी हैं। उनकी एक बेटी है।';
    expect(await ask(dancer, 'कितने देशों में प्रस्तुति दी है?')).toContain('अठारह देशों');
  });

  it('"in which year?" in Hindi, Portuguese and Italian wants a year: a count of years is no answer', async () => {
    const hi = 'कमला जी जयपुर में रहती हैं। शादी के बाद वे चालीस साल तक यहीं रहीं।';
    expect(await ask(hi, 'कमला जी की शादी किस साल हुई?')).toBe(ANSWER_FRAMES.hi.dontKnow);
    const pt = 'A Luana mora em Curitiba. Ela e o Rafael casam depois de seis anos de namoro.';
    expect(await ask(pt, 'Em que ano eles se casaram?')).toBe(ANSWER_FRAMES.pt.dontKnow);
    const it = 'Marco fa il fornaio a Bologna. Dopo il matrimonio ha lavorato dieci anni a Modena.';
    expect(await ask(it, 'In che anno si è sposato?')).toBe(ANSWER_FRAMES.it.dontKnow);
  });

  it('a name in every sentence does not decide: a question about something the text lacks is declined', async () => {
    const text =
      'Ada Lovelace was born in London in 1815. Ada Lovelace studied mathematics with Augustus De Morgan. ' +
      'Ada Lovelace wrote the first published algorithm in 1843.';
    expect(await ask(text, 'Did Ada Lovelace like horses?')).toBe(ANSWER_FRAMES.en.dontKnow);
    expect(await ask(text, 'Who taught Ada mathematics?')).toContain('Augustus De Morgan');
  });

  it('a whole name goes with its commonest word: a question about the person and nothing the text says is declined', async () => {
    // "Jonas" is in three sentences, "Weber" only ever beside it: neither may answer "how old" alone
    const german =
      'Jonas Weber ist Elektroingenieur und wohnt in Leipzig. Jonas Weber hat an der Technischen Universität ' +
      'Dresden studiert. Heute entwickelt er Ladestationen für Elektroautos. In seiner Freizeit spielt Jonas ' +
      'Schach im Verein. Im Sommer wandert er gern in den Alpen.\n\nDer Rhein mündet in die Nordsee.';
    expect(await ask(german, 'Wie alt ist Jonas Weber?')).toBe(ANSWER_FRAMES.de.dontKnow);
    expect(await ask(german, 'Wo hat Jonas Weber studiert?')).toContain('Dresden');
    // the character pairs of 박민준 are one name; 고양이 … 마리 still answers
    const korean =
      '박민준은 부산에 사는 게임 개발자입니다. 박민준은 서울대학교에서 컴퓨터 공학을 공부했습니다. ' +
      '그는 지금 모바일 게임 회사에서 서버를 만듭니다. 주말에는 해운대에서 서핑을 합니다. 그는 고양이 두 마리를 키웁니다.';
    expect(await ask(korean, '박민준은 결혼했나요?')).toBe(ANSWER_FRAMES.ko.dontKnow);
    expect(await ask(korean, '박민준은 고양이를 몇 마리 키우나요?')).toContain('두 마리');
  });

  it('answers a Korean question whose verb ends otherwise than the text says it (일해요 of 일하는, 해요 of 합니다)', async () => {
    const korean =
      '이지은은 서울에 사는 디자이너입니다. 이지은은 네이버에서 일하는 UX 디자이너로, 검색 앱을 개발합니다. ' +
      '그녀는 이화여자대학교에서 시각 디자인을 전공했습니다. 주말에는 한강에서 자전거를 탑니다. ' +
      '그녀는 강아지 한 마리를 키웁니다.\n\n한라산은 제주도에 있는 산입니다.';
    expect(await ask(korean, '이지은은 어디에서 일해요?')).toContain('네이버');
    expect(await ask(korean, '무엇을 개발해요?')).toContain('검색 앱');
    expect(await ask(korean, '주말에 뭐 해요?')).toContain('자전거');
    expect(await ask(korean, '강아지가 있어요?')).toContain('강아지 한 마리');
    // a short Korean sentence is a whole answer: it does not run on into the next one
    expect(await ask(korean, '주말에 뭐 해요?')).not.toContain('강아지');
    expect(await ask(korean, '이지은은 결혼했나요?')).toBe(ANSWER_FRAMES.ko.dontKnow);
  });

  it("falls back to the owner's language for a question it cannot tell, and to the question's when it can", () => {
    expect(answerLanguageFor('OK?', 'fr-FR')).toBe('fr');
    expect(answerLanguageFor('서울은 어디에 있나요?', 'en-US')).toBe('ko');
    expect(answerLanguageFor('Where did she study?', 'de')).toBe('en');
    // a few words without a function word are no sample for letter statistics: the bot's language
    for (const question of ['salary expectations?', 'experience?', 'certifications?', 'references?', 'pets?'])
      expect(answerLanguageFor(question, 'en-US')).toBe('en');
    expect(answerLanguageFor('Gehalt?', 'de-DE')).toBe('de');
    // …nor are more of them, or a contraction typed without its apostrophe ("whats")
    expect(answerLanguageFor('whats jordans current job', 'en')).toBe('en');
    expect(answerLanguageFor('jordans current job title please', 'en')).toBe('en');
    // Latin letters asked of a bot in another script: English
    expect(answerLanguageFor('salary?', 'zh-CN')).toBe('en');
    // short questions, where letter statistics guess wrong, told by their function words
    expect(answerLanguageFor('Which city does Maya live in?', 'en')).toBe('en');
    expect(answerLanguageFor('In welches Meer mündet der Rhein?', 'de')).toBe('de');
    expect(answerLanguageFor('¿Qué estudió Lucía?', 'es')).toBe('es');
  });
  it('answers a question spelt the British way from a text spelt the American way, and back', async () => {
    const text =
      'The code is released under the MIT License.\n\nOur team met at the harbor every spring, by the old lighthouse. ' +
      'The boats were painted in bright colours.';
    expect(await ask(text, 'Which licence?')).toContain('MIT License');
    expect(await ask(text, 'what colors?')).toContain('bright colours');
    expect(await ask(text, 'Where is the harbour?')).toContain('by the old lighthouse');
  });
  it('meets an irregular past with its verb in English, but not "spoken" with "speak" nor "went" with Go', () => {
    const terms = (text: string) => tokenize(text, analyzerFor('en'));
    expect(terms('left taught built won')).toEqual(terms('leave teach build win'));
    // "has she spoken at conferences?" asks for talks, "does she speak…" for languages; "Go" is often the language
    expect(terms('spoken went')).not.toEqual(terms('speak go'));
  });
  it('finds a name asked for by its initials, and does not take a heading joined by "of" for one', async () => {
    const gpl =
      'You have permission to link or combine any covered work with a work licensed under version 3 of the GNU Affero General Public License into a single combined work.\n\n' +
      'Each time you convey a covered work, the recipient automatically receives a license from the original licensors.';
    expect(await ask(gpl, 'Can I combine it with AGPL code?')).toContain('link or combine any covered work');
    const apache =
      'Grant of Patent License. Each Contributor grants to You a patent license to make, use and sell the Work.\n\n' +
      'Redistribution. You may reproduce and distribute copies of the Work in any medium.';
    expect(isDeclined(await ask(apache, 'Is it compatible with the GPL?'))).toBe(true);
  });
  it('answers where a person lives, and which languages they speak, from prose (an address sentence says neither)', async () => {
    const ada = [
      'Ada Owner is a software engineer based in Lisbon, Portugal. She has eight years of experience building web applications.',
      'Ada studied computer science at Delft University and graduated in 2016. Her thesis was about parsing programming languages.',
      'Outside of work Ada plays the cello in an orchestra. She speaks English, Portuguese and Dutch.',
      'You can contact Ada by email at ada.owner@example.com. She is open to remote roles in Europe.',
    ].join('\n\n');
    expect(await ask(ada, 'Where does Ada live?')).toContain('based in Lisbon');
    expect(await ask(ada, 'What languages does she speak?')).toContain('English, Portuguese and Dutch');
    // a résumé's header line still says where its person is
    const header = 'Maren Castellanos · Porto, Portugal · maren@example.com · +351 912 000 417\n\nBackend engineer.';
    expect(await ask(header, 'Where does Maren live?')).toContain('Porto, Portugal');
    // ("where's home?" asks where someone lives: the town the opening names, beside the street "Home is…" names)
    const ines =
      "Hi, I'm Ines Varga. I'm a sound engineer at a recording studio in Bristol, where I've worked for nine years. " +
      'Home is a small flat off Gloucester Road, which I share with two very opinionated cats.';
    expect(await ask(ines, "Where's home?")).toContain('in Bristol');
  });
});

describe('a bot in another script with English lines', () => {
  const MIXED = `ليلى حسن مهندسة برمجيات تعيش في عمّان. تعمل في شركة ناشئة للتقنية المالية منذ عام 2020.
تحب القراءة وركوب الدراجات في عطلة نهاية الأسبوع.

Skills: Python, TypeScript, PostgreSQL and Kubernetes.
Languages: Arabic (native), English (fluent), French (basic).
She led the migration of the payments platform to Kubernetes in 2022, cutting hosting costs by 30%.
Education: BSc in Computer Science, University of Jordan, 2018.`;

  it('reads the English lines as English: inflections meet and English function words ask nothing', async () => {
    expect(detectLanguage(MIXED)).toBe('ar');
    expect(tokenize('What did she migrate?', analyzerFor('ar'))).toEqual(tokenize('migrate', analyzerFor('en')));
    expect(await ask(MIXED, 'How much did the migration save?')).toContain('cutting hosting costs by 30%');
    expect(await ask(MIXED, 'Which languages does she speak?')).toContain('English (fluent)');
  });

  it('answers an English question about a résumé section under its heading', async () => {
    expect(await ask(MIXED, 'Where did she study?')).toContain('University of Jordan');
  });

  it('still answers its own language, and declines what neither part says', async () => {
    expect(await ask(MIXED, 'أين تعيش ليلى؟')).toContain('عمّان');
    expect(isDeclined(await ask(MIXED, 'What is her favourite food?'))).toBe(true);
  });
});

describe('a Chinese résumé', () => {
  const RESUME = `王小明 — 数据科学家
邮箱：xiaoming@example.com，上海

教育背景
清华大学计算机科学硕士，2018年毕业。

爱好
我喜欢下围棋和爬山，周末经常去黄山。`;

  it('quotes the line that answers without running on into the next section (a character reads as a word)', async () => {
    const answer = await ask(RESUME, '他在哪个大学毕业？');
    expect(answer).toContain('清华大学计算机科学硕士');
    expect(answer).not.toContain('围棋');
  });

  it('reads a pronoun with its particle ("他在", "他的") as asking nothing, and "喜欢" as no subject', async () => {
    expect(await ask(RESUME, '他在哪里读的大学？')).toContain('清华大学');
    expect(await ask(RESUME, '他喜欢做什么？')).toContain('围棋');
    // "what does he like to eat?": about eating, which the text never says
    expect(isDeclined(await ask(RESUME, '他喜欢吃什么？'))).toBe(true);
  });
});

describe('hobbies, asked in any language', () => {
  it.each([
    [
      'Jane Doe builds web products in Lisbon. In her free time she climbs mountains and bakes bread.',
      'Hobbies?',
      'climbs mountains',
    ],
    [
      'Jonas Weber ist Elektroingenieur und wohnt in Leipzig. In seiner Freizeit spielt Jonas Schach im Verein.',
      'Was sind seine Hobbys?',
      'Schach',
    ],
    ['ليلى حسن مهندسة برمجيات تعيش في عمّان. في وقت فراغها تحب ليلى الرسم بالألوان المائية.', 'ما هواية ليلى؟', 'الرسم'],
    ['王芳是一名软件工程师，住在杭州。业余时间她喜欢弹古筝。', '王芳的爱好是什么？', '古筝'],
  ])('finds what a bio says of spare time: %s / %s', async (text, question, expected) => {
    expect(await ask(text, question)).toContain(expected);
  });

  it('finds where a Korean bio says its person lives, and what a Chinese bio says they studied', async () => {
    expect(
      await ask('김지수는 대전에 사는 디자이너입니다. 그녀는 앱을 만듭니다.', '김지수는 어디에 살아요?'),
    ).toContain('대전');
    expect(await ask('李娜是一名医生。李娜在复旦大学学习医学。她喜欢游泳。', '她学的是什么专业？')).toContain('医学');
  });
});

describe('what visitors ask of a bio, in its own words, in any language', () => {
  // each question asks with another word than the bio says it with: where they live, come from, studied, work;
  // their pets, the languages they speak, their family
  it.each([
    ['Ich bin Mara Lenz und lebe seit 2015 in Kiel. Aufgewachsen bin ich in Rostock.', 'Wo wohnt Mara?', 'Kiel'],
    ['Ich bin Mara Lenz und lebe seit 2015 in Kiel. Aufgewachsen bin ich in Rostock.', 'Woher stammt sie?', 'Rostock'],
    [
      'Mara Lenz ist Ärztin. Sie hat Medizin an der Universität Greifswald studiert.',
      'Was ist ihr Abschluss?',
      'Medizin',
    ],
    ['Mara Lenz ist Ärztin in Kiel. Zu Hause wartet ihr Kater Mücke auf sie.', 'Hat sie Haustiere?', 'Kater Mücke'],
    [
      'Soy Inés Robles y vivo en Valencia. Nací en Salamanca, donde estudié arquitectura.',
      '¿Dónde reside Inés?',
      'Valencia',
    ],
    ['Soy Inés Robles y vivo en Valencia. Nací en Salamanca.', '¿De qué ciudad es originaria?', 'Salamanca'],
    [
      'Je suis Hugo Ferrand, je vis à Nantes. Je parle couramment anglais et italien.',
      'Quelles langues parle-t-il ?',
      'italien',
    ],
    [
      "Je suis Hugo Ferrand. J'ai grandi à Brest et j'habite aujourd'hui à Nantes.",
      "D'où est-il originaire ?",
      'Brest',
    ],
    ['Меня зовут Олег Волков. Я живу в Казани и работаю врачом.', 'Где проживает Олег?', 'Казани'],
    ['Меня зовут Олег Волков. Я окончил медицинский институт в Самаре.', 'Где он учился?', 'Самаре'],
    ['Меня зовут Олег Волков. Моя жена Ирина — учитель.', 'Как зовут его супругу?', 'Ирина'],
    ['اسمي سامي نصر، أسكن في بيروت. درست الهندسة في جامعة دمشق.', 'أين يعيش سامي؟', 'بيروت'],
    ['저는 오세훈이라고 합니다. 인천에서 나고 자랐고 지금은 광주에서 근무하고 있어요.', '고향이 어디예요?', '인천'],
    ['저는 오세훈이라고 합니다. 지금은 광주의 한 병원에서 근무하고 있어요.', '어디서 일해요?', '병원'],
    ['저는 오세훈이라고 합니다. 대학에서 간호학을 전공했습니다.', '대학교에서 뭘 공부했어요?', '간호학'],
    ['大家好，我叫周敏，在成都长大，现在在深圳做设计师。', '她老家是哪里的？', '成都'],
    // (Portuguese, Italian and Hindi: the languages spoken, where they live, the husband, the pets)
    // (where someone is from, what they do, their age, how long, asked as visitors ask them)
    [
      'Oi, eu sou a Bia Lopes! Moro em Recife, onde trabalho como enfermeira. Nasci em Natal e adoro surfar.',
      'Você é de onde?',
      'Natal',
    ],
    ['Oi, eu sou a Bia Lopes! Moro em Recife, onde trabalho como enfermeira.', 'Qual é a sua profissão?', 'enfermeira'],
    [
      'Mestre Zé é sanfoneiro há cinquenta anos. O forró nasceu no Nordeste.',
      'Há quanto tempo ele toca?',
      'cinquenta anos',
    ],
    ['Giulia Neri è biologa a Trieste. È nata a Udine e ha due figli.', 'Di dove è originaria?', 'Udine'],
    [
      'Giulia Neri lavora a Trieste. Suo marito Paolo fa il medico. Lei è biologa marina.',
      'Suo marito cosa fa?',
      'medico',
    ],
    ['नमस्ते! मेरा नाम अनुराधा है और मैं पुणे में रहती हूँ। मेरा जन्म लखनऊ में हुआ। मुझे कथक पसंद है।', 'आप कहाँ की हो?', 'लखनऊ'],
    [
      'Ciao, sono Marco e faccio il fornaio a Bologna. Mia moglie Sara è ostetrica.',
      'Tua moglie di cosa si occupa?',
      'ostetrica',
    ],
    ['Mi chiamo Vito Santoro, ho 51 anni e faccio l’agricoltore a Ostuni.', 'Di cosa ti occupi?', 'agricoltore'],
    ['Chamo-me Filipe, tenho 46 anos e sou produtor de leite nos Açores.', 'Trabalhas em quê?', 'produtor de leite'],
    ['Marco vive a Morgex con la famiglia. In casa vive un border collie di nome Briciola.', 'Ha un cane?', 'Briciola'],
    [
      'Sou a Rita e moro em Lisboa. O meu ordenado ronda os 1.350 euros. Temos um gato preto, o Fado.',
      'Quanto ganhas por mês?',
      '1.350 euros',
    ],
    ['Sou a Rita e moro em Lisboa. Temos um gato preto, o Fado.', 'Tens algum bicho?', 'Fado'],
    // (Hindi asked in English words written in Devanagari, of what the bio says in Hindi's own)
    ['मैं सलीम कुरैशी हूँ, मुंबई में दर्ज़ी हूँ। मेरी बीवी का नाम शबनम है।', 'वाइफ का नाम क्या है?', 'शबनम'],
    [
      'पटना की प्रधानाचार्या मीनाक्षी जी स्कूल चलाती हैं। 56 वर्षीय मीनाक्षी जी का जन्म गया ज़िले के टेकारी में हुआ था।',
      'वो मूल रूप से कहाँ की हैं?',
      'टेकारी',
    ],
    [
      'अनुराधा मिश्रा बनारस घराने का तबला बजाती हैं। कार्यक्रम शाम 7:30 बजे से, टिकट 300 रुपये।',
      'अनुराधा कौन सा इंस्ट्रूमेंट बजाती हैं?',
      'तबला',
    ],
    ['मैं सुखविंदर सिंह हूँ, डीटीसी में बस ड्राइवर। अब तनख़्वाह करीब 48,000 रुपये महीना है।', 'सैलरी कितनी मिलती है?', '48,000 रुपये'],
    ['Sou a Joana Reis e moro em Braga. Falo inglês e alemão.', 'Que línguas ela fala?', 'inglês e alemão'],
    ['Mi chiamo Luca Ferri, abito a Torino. Parlo inglese e tedesco.', 'Che lingue conosce?', 'inglese e tedesco'],
    ['Mi chiamo Luca Ferri e abito a Torino. A casa mi aspetta il mio cane Otto.', 'Ha animali?', 'Otto'],
    [
      'नमस्ते, मैं प्रिया शर्मा हूँ। मैं पुणे में रहती हूँ। मैं हिंदी, मराठी और अंग्रेज़ी बोलती हूँ।',
      'वह कौन सी भाषाएँ बोलती है?',
      'हिंदी, मराठी और अंग्रेज़ी',
    ],
    ['नमस्ते, मैं प्रिया शर्मा हूँ। मैं पुणे में रहती हूँ। मेरे पति राहुल एक स्कूल में गणित पढ़ाते हैं।', 'क्या वह शादीशुदा है?', 'मेरे पति राहुल'],
    // "where does she work (now)?" of a first-person bio: how it introduces its person, not an earlier job
    [
      'Me llamo Inés Robles y soy enfermera en un hospital de Valencia. Entre 2012 y 2016 trabajé en una farmacia de Cádiz.',
      '¿Dónde trabaja?',
      'hospital',
    ],
    [
      "Je m'appelle Hugo Ferrand et je suis cuisinier dans une brasserie de Nantes. De 2010 à 2014, j'ai travaillé dans un hôtel à Brest.",
      'Où travaille-t-il ?',
      'brasserie',
    ],
    [
      'はじめまして、森ゆきです。京都の旅館で仲居をしています。学生のころは東京のカフェで働いていました。',
      'どこで働いてるの？',
      '旅館',
    ],
    [
      '안녕하세요, 저는 오세훈이라고 합니다. 광주의 한 병원에서 간호사로 있어요. 예전에는 서울의 약국에서 일했어요.',
      '직장이 어디예요?',
      '병원',
    ],
    ['大家好，我叫周敏，现在在深圳的一家设计公司工作。', '周敏在哪儿上班？', '深圳'],
    [
      'Ich heiße Mara Lenz und lebe in Kiel. Aufgewachsen bin ich in Rostock.',
      'Woher kommt sie ursprünglich?',
      'Rostock',
    ],
    [
      '정하늘은 인천에 사는 간호사입니다. 정하늘은 영어와 일본어를 조금 할 수 있습니다.',
      '무슨 언어를 할 수 있어요?',
      '일본어',
    ],
    [
      "Hi, I'm Ruth Okoye. I grew up in Enugu and now live in Leeds with a lurcher called Pip.",
      'Where is Ruth from?',
      'Enugu',
    ],
    [
      "Hi, I'm Ruth Okoye. I grew up in Enugu and now live in Leeds with a lurcher called Pip.",
      "What's her dog called?",
      'Pip',
    ],
  ])('%s / %s', async (text, question, expected) => {
    expect(await ask(text, question)).toContain(expected);
  });

  it('declines what a Korean bio does not say, however its person is named or "like" is said', async () => {
    const first = '안녕하세요, 저는 배소연이라고 합니다. 서울에서 웹 개발자로 일하고 있어요. 주말에는 베이킹을 해요.';
    // her name said once, in two character pairs: neither makes the greeting an answer
    expect(isDeclined(await ask(first, '배소연 씨는 아이가 있나요?'))).toBe(true);
    const third = '한지우는 광주의 초등학교 선생님입니다. 주말에는 무등산에 오르는 것을 좋아합니다.';
    // "좋아해요" (like) says nothing of what is liked
    expect(isDeclined(await ask(third, '어떤 음식을 좋아해요?'))).toBe(true);
  });

  it('answers where a Chinese bio’s person works and their sports, and a Japanese one’s major and what they do', async () => {
    const chinese = '李娜是一名护士，住在南京。她在一家儿童医院上夜班。周末她常去玄武湖游泳。';
    expect(await ask(chinese, '她喜欢运动吗？')).toContain('游泳');
    const company = '张伟是一名设计师，住在深圳。他现在在一家游戏公司负责界面设计。';
    expect(await ask(company, '他在哪儿工作？')).toContain('游戏公司');
    const japanese = '高橋美咲は福岡に住む看護師です。高橋さんは九州大学で看護学を学びました。休日には山に登ります。';
    expect(await ask(japanese, '専攻は何？')).toContain('看護学');
    expect(await ask(japanese, '高橋さんは何をしている人ですか？')).toContain('看護師');
  });

  it('answers where a Chinese or Japanese bio’s person lives from where they moved to', async () => {
    const chinese = '大家好，我叫陈思远，是一名中学教师。2019年我搬到了成都，一直住到现在。周末我喜欢爬山。';
    expect(await ask(chinese, '他住在哪里？')).toContain('成都');
    const japanese =
      'はじめまして、森ゆうきです。大阪で育ちました。2020年に福岡へ引っ越しました。週末は釣りをしています。';
    expect(await ask(japanese, 'どこに住んでいますか？')).toContain('福岡');
  });

  it('answers "what is her job / what did she major in", "¿toca algún instrumento?", "Чем занимается…", "أين تسكن…"', async () => {
    const english =
      'Priya Shah is a marine biologist who lives in Plymouth. Priya studied oceanography at the University of Southampton.';
    expect(await ask(english, "What is Priya's job?")).toContain('marine biologist');
    expect(await ask(english, 'What did she major in?')).toContain('oceanography');
    const spanish = 'Marta Gil es profesora y vive en Bilbao. Los sábados Marta toca el violín en una orquesta.';
    expect(await ask(spanish, '¿Toca algún instrumento?')).toContain('violín');
    const russian = 'Ирина Белова — юрист, она живёт в Самаре. Летом Ирина ходит под парусом на Волге.';
    expect(await ask(russian, 'Чем занимается Ирина?')).toContain('юрист');
    expect(await ask(russian, 'Чем она занимается летом?')).toContain('парусом');
    const arabic = 'سلمى يوسف طبيبة أسنان تعيش في بيروت. في وقت فراغها تحب سلمى السباحة.';
    expect(await ask(arabic, 'أين تسكن سلمى؟')).toContain('بيروت');
  });

  it('answers an English bio’s pets by breed, its languages by any name, and "married?" by a partner', async () => {
    const english =
      "Hi, I'm Niamh Byrne and I restore boats in Cork. I share a cottage with my partner and a lurcher called Pepper. I also speak Welsh, which my mother taught me.";
    expect(await ask(english, 'Does she have pets?')).toContain('lurcher');
    expect(await ask(english, 'What languages does she speak?')).toContain('Welsh');
    expect(await ask(english, 'Is she married?')).toContain('partner');
  });

  it('answers "what does he work as", "any children?" in Russian and "which languages" in Arabic', async () => {
    const russian = 'Меня зовут Олег Волков, я пекарь в Казани. Дома меня ждут жена Анна и сын Миша.';
    expect(await ask(russian, 'Кем он работает?')).toContain('пекарь');
    expect(await ask(russian, 'Есть ли у него дети?')).toContain('Миша');
    const arabic = 'اسمي سامي نصر، وأعمل طبيبا في بيروت. أتحدث الفرنسية والإنجليزية بطلاقة.';
    expect(await ask(arabic, 'ما اللغات التي يتحدثها؟')).toContain('الفرنسية');
  });

  it('answers an age asked with nothing but the words that ask it ("她多大了？", "나이가 어떻게 돼요?", "年齢は？")', async () => {
    const chinese = '我叫陈晓雯，是一名护士。我今年三十二岁。我在医院工作了八年。';
    expect(await ask(chinese, '她多大了？')).toContain('三十二岁');
    expect(await ask(chinese, '她几岁？')).toContain('三十二岁');
    const korean = '저는 박지훈입니다. 올해 서른다섯 살이에요. 은행에서 오 년 동안 일했어요.';
    expect(await ask(korean, '나이가 어떻게 돼요?')).toContain('서른다섯 살');
    expect(await ask('森田健太です。三十八歳です。大阪に住んでいます。', '年齢は？')).toContain('三十八歳');
    expect(await ask('Me llamo Lucía y tengo 29 años. Vivo en Sevilla.', '¿Qué edad tiene?')).toContain('29 años');
    expect(await ask('Je m’appelle Claire. J’ai 34 ans et je vis à Lyon.', 'Quel âge a-t-elle ?')).toContain('34 ans');
    // years of work are no age
    expect(isDeclined(await ask('저는 박지훈입니다. 은행에서 오 년 동안 일했어요.', '나이가 어떻게 돼요?'))).toBe(true);
    expect(isDeclined(await ask('我叫陈晓雯，是一名护士。我在医院工作了八年。', '她多大了？'))).toBe(true);
  });

  it('answers where someone worked before from the earlier job, not from where they work now (zh, ja, ko)', async () => {
    const chinese =
      '我叫陈晓雯，现在在成都市第一人民医院当护士。以前我在深圳的一家私立诊所干过两年。我有一个五岁的女儿。';
    expect(await ask(chinese, '她之前在哪工作？')).toContain('深圳');
    expect(await ask(chinese, '她有孩子吗？')).toContain('女儿');
    const japanese =
      'はじめまして、森田健太です。京都大学を卒業後、東京の設計事務所で十年働きました。今は大阪で自分の事務所を開いています。妻と二人の息子と暮らしています。';
    expect(await ask(japanese, '前はどこで働いていましたか？')).toContain('東京の設計事務所');
    expect(await ask(japanese, '子供はいますか？')).toContain('息子');
    const korean = '저는 박지훈입니다. 지금은 마포에서 카페를 운영해요. 졸업 후에 은행에서 오 년 동안 일했어요.';
    expect(await ask(korean, '예전에 어디서 일했어요?')).toContain('은행');
  });

  it('answers where someone is from by the opening\'s "from" and a place ("a nurse from Leeds", "из Новосибирска")', async () => {
    const english = 'Hi, I am Priya, a nurse from Leeds. I work nights at St James hospital. I love baking.';
    expect(await ask(english, 'Where is she from?')).toContain('a nurse from Leeds');
    const german = 'Hallo, ich bin Tobias, ein Tischler aus Freiburg. Ich arbeite in meiner eigenen Werkstatt.';
    expect(await ask(german, 'Woher kommt er?')).toContain('aus Freiburg');
    const russian =
      'Меня зовут Ирина Соколова, я ветеринар из Новосибирска. Окончила аграрный университет в 2010 году.';
    expect(await ask(russian, 'Откуда она?')).toContain('из Новосибирска');
    const arabic = 'مرحبا، أنا كريم حداد، مهندس برمجيات من عمّان. درست علوم الحاسوب في الجامعة الأردنية.';
    expect(await ask(arabic, 'من أين هو؟')).toContain('من عمّان');
    // (a text that says no such thing still does not know)
    expect(isDeclined(await ask('Hi, I am Priya, a nurse. I love baking.', 'Where is she from?'))).toBe(true);
  });

  it('answers where someone lives by the opening\'s place ("a product designer in Lisbon", "Tischler in Freiburg")', async () => {
    const english = 'Maya Chen is a product designer in Lisbon. She joined Figma in 2019. She loves surfing.';
    expect(await ask(english, 'Where does she live?')).toContain('designer in Lisbon');
    expect(await ask(english, 'what city is she in')).toContain('designer in Lisbon');
    const german = 'Hallo, ich bin Tobias Brandt, 41 Jahre alt, und arbeite als Tischler in Freiburg. Ich fahre Rad.';
    expect(await ask(german, 'Wo wohnt er?')).toContain('Tischler in Freiburg');
    expect(await ask('Soy Diego Ramírez, fisioterapeuta en Valencia. Me encanta correr.', '¿Dónde vive?')).toContain(
      'en Valencia',
    );
    expect(isDeclined(await ask('Maya Chen is a product designer. She loves surfing.', 'Where does she live?'))).toBe(
      true,
    );
  });

  it('answers "Чем она увлекается?", "Wie viele Mitarbeiter…?" and "how many employees" in the words a bio says', async () => {
    const russian =
      'Меня зовут Ирина Соколова, я ветеринар из Новосибирска. Дома живут две собаки. В свободное время катаюсь на лыжах и читаю детективы.';
    expect(await ask(russian, 'Чем она увлекается?')).toContain('на лыжах');
    const german =
      'Hallo, ich bin Tobias Brandt und arbeite als Tischler in Freiburg. Meine Werkstatt habe ich 2015 gegründet; heute beschäftige ich drei Gesellen und einen Lehrling.';
    expect(await ask(german, 'Wie viele Mitarbeiter hat er?')).toContain('drei Gesellen');
    const english = 'Priya Shah runs a bakery in Leeds. She employs twelve people and opens at six.';
    expect(await ask(english, 'how many employees does she have?')).toContain('employs twelve people');
  });

  it('answers a Chinese bio\'s "住在哪里", "哪个学校毕业" and "爱好" from "现居北京", "毕业于…" and travel by motorbike', async () => {
    const chinese =
      '刘浩然是一名摄影师，现居北京。他毕业于中央美术学院，专业是摄影。他的作品在平遥国际摄影展上获过奖。他喜欢骑摩托车旅行，去过西藏三次。';
    expect(await ask(chinese, '他住在哪里？')).toContain('现居北京');
    expect(await ask(chinese, '他在哪个学校毕业的？')).toContain('中央美术学院');
    expect(await ask(chinese, '他有什么爱好？')).toContain('摩托车');
  });

  it('answers third-person bios in German, French and Spanish as visitors ask them', async () => {
    const german =
      'Katrin Vogel ist Kinderärztin und lebt mit ihrer Familie in Leipzig. Sie hat in Heidelberg Medizin studiert und arbeitet seit 2014 in einer Gemeinschaftspraxis im Stadtteil Plagwitz. Davor war sie sechs Jahre an der Uniklinik Dresden. Katrin ist verheiratet und hat einen Sohn. In ihrer Freizeit spielt sie Cello in einem Laienorchester und geht gern segeln. Sie spricht Deutsch, Englisch und Polnisch.';
    expect(await ask(german, 'Wo hat sie vorher gearbeitet?')).toContain('Uniklinik Dresden');
    const french =
      'Julien Mercier est boulanger à Bordeaux. Il a appris le métier en apprentissage chez un artisan de Lyon, puis il a travaillé quatre ans à Paris. En 2018, il a ouvert sa propre boulangerie, « Le Fournil de Julien », dans le quartier des Chartrons. Il emploie cinq personnes. Julien est marié et père de trois enfants. Passionné de vélo, il participe chaque été à une course dans les Pyrénées. Il parle français et anglais.';
    expect(await ask(french, 'Combien de salariés a-t-il ?')).toContain('cinq personnes');
    const spanish =
      'Carmen López es profesora de historia en un instituto de Salamanca. Estudió Historia en la Universidad de Salamanca y tiene un doctorado sobre la Guerra Civil. Lleva quince años dando clase. Está casada y tiene dos hijas. En su tiempo libre hace senderismo y toca la guitarra. Además, escribe novelas históricas: la última se publicó en 2022. Habla español, inglés y portugués.';
    expect(await ask(spanish, '¿Dónde trabaja?')).toContain('instituto de Salamanca');
    expect(await ask(spanish, '¿Ha escrito libros?')).toContain('novelas');
    // ("tiene" is "has": a dog is asked of, not what she has)
    expect(isDeclined(await ask(spanish, '¿Tiene perro?'))).toBe(true);
  });

  it('answers a Japanese bio that opens with こんにちは, its children and their age, a Korean count and a Chinese "usually"', async () => {
    const japanese =
      'こんにちは、高橋ゆかりです。名古屋で看護師として働いています。大学は名古屋大学の看護学科を卒業しました。夫と三歳の娘と暮らしています。';
    expect(await ask(japanese, 'お仕事は？')).toContain('看護師');
    expect(await ask(japanese, 'お子さんはいますか？')).toContain('娘');
    expect(await ask(japanese, '娘さんは何歳ですか？')).toContain('三歳');
    const korean =
      '안녕하세요! 저는 이민호라고 합니다. 인천에서 체육 선생님으로 일하고 있어요. 아내는 간호사이고, 딸이 둘 있어요.';
    expect(await ask(korean, '아이가 몇 명이에요?')).toContain('딸이 둘');
    const chinese = '我叫周敏，是一名中学英语老师。周末会带孩子去公园放风筝。我最喜欢的作家是村上春树。';
    expect(await ask(chinese, '周末一般干嘛？')).toContain('放风筝');
  });

  it('answers an age after the name, a Russian collective count, "¿Dónde estudió?" of a school, "قطتها" of "قطة"', async () => {
    const german =
      'Moin! Ich bin Jan Petersen, 34, und arbeite als Softwareentwickler in Hamburg. Privat segle ich viel.';
    expect(await ask(german, 'Wie alt ist Jan?')).toContain('Jan Petersen, 34,');
    expect(await ask('Jan Petersen, 34, is a developer in Hamburg. He sails.', 'How old is he?')).toContain('34');
    const russian = 'Меня зовут Ольга Кузнецова. Я бухгалтер в Казани. У меня двое детей — сын и дочь.';
    expect(await ask(russian, 'Сколько у неё детей?')).toContain('двое детей');
    const spanish =
      'Me llamo Pablo Herrera y soy chef en Bilbao. Aprendí a cocinar en la escuela Basque Culinary Center de San Sebastián.';
    expect(await ask(spanish, '¿Dónde estudió?')).toContain('Basque Culinary Center');
    const arabic = 'مرحبا، أنا سارة العلي، معلمة في بيروت. عندي قطة اسمها زيتونة.';
    expect(await ask(arabic, 'ما اسم قطتها؟')).toContain('زيتونة');
    // (a text that gives no age still does not know it)
    expect(isDeclined(await ask('Moin! Ich bin Jan Petersen und arbeite in Hamburg.', 'Wie alt ist Jan?'))).toBe(true);
  });

  it('introduces a Korean person by "저는 …이고", answers where they live from where they moved, and a Chinese flat-share', async () => {
    const korean =
      '저는 정하은이고 제주도에서 작은 게스트하우스를 운영하고 있어요. 서울에서 태어났지만 오 년 전에 제주로 이사 왔어요. 전에는 광고 회사에서 디자이너로 일했어요. 고양이 두 마리를 키워요.';
    expect(await ask(korean, '무슨 일을 하세요?')).toContain('게스트하우스');
    expect(await ask(korean, '어디 살아요?')).toContain('제주');
    const chinese = '大家好，我叫黄子轩，是一名游戏开发者。我还没有结婚，和两个室友合租。';
    expect(await ask(chinese, '他和谁一起住？')).toContain('室友');
  });

  it('answers where someone lives with a place, not with whom ("Elle vit avec son mari…"), and children and pastimes', async () => {
    const french =
      "Sophie Lambert est vétérinaire à Nantes. Elle a fait ses études à l'école vétérinaire de Toulouse. Elle travaille dans une clinique spécialisée dans les chevaux depuis 2015. Elle vit avec son mari et leurs deux filles. Le week-end, elle fait de l'équitation.";
    expect(await ask(french, 'Où habite-t-elle ?')).toContain('Nantes');
    expect(await ask(french, 'A-t-elle des enfants ?')).toContain('deux filles');
    const spanish =
      'Javier Ortega es ingeniero de software en Medellín. Trabaja desde casa para una empresa estadounidense. Estudió en la Universidad de Antioquia. Vive con su novia y dos perros. Los fines de semana monta en bicicleta por las montañas.';
    expect(await ask(spanish, '¿Dónde vive?')).toContain('Medellín');
    const arabic =
      'يوسف الخطيب صيدلي يعيش في القاهرة. درس الصيدلة في جامعة عين شمس. يعمل منذ سبع سنوات في صيدلية كبيرة في حي المعادي. هو متزوج وله ثلاثة أطفال. يحب لعب كرة القدم وقراءة الروايات.';
    expect(await ask(arabic, 'كم طفلا لديه؟')).toContain('ثلاثة أطفال');
    const chinese =
      '林雪是一位自由翻译，住在厦门，主要翻译西班牙语小说。她在北京外国语大学读的西班牙语专业，毕业后在马德里生活了四年。她已经出版了六本译作。她丈夫是一名建筑师。她喜欢做瑜伽和种花。';
    expect(await ask(chinese, '她有什么爱好？')).toContain('瑜伽');
  });

  it('answers a Korean bio\'s family, sport, instrument and languages asked "할 줄 알아요?", and other openings', async () => {
    const korean =
      '안녕하세요, 저는 윤서준입니다. 광주에서 치과의사로 일하고 있어요. 전남대학교 치의학전문대학원을 졸업했고, 개원한 지 삼 년 됐어요. 아내와 딸 하나가 있어요. 주말에는 테니스를 치고, 가끔 기타도 쳐요. 일본어를 조금 할 수 있어요.';
    expect(await ask(korean, '가족이 어떻게 돼요?')).toContain('아내와 딸');
    expect(await ask(korean, '운동 해요?')).toContain('테니스');
    expect(await ask(korean, '악기 할 줄 알아요?')).toContain('기타');
    expect(await ask(korean, '외국어 할 줄 알아요?')).toContain('일본어');
    expect(
      await ask(
        '私は伊藤健と申します。大阪の高校で数学を教えて十五年になります。京都大学の理学部を卒業しました。妻と息子二人の四人家族です。週末は息子たちとサッカーをしたり、釣りに行ったりします。ギターを弾くのも好きです。',
        'どこの学校ですか？',
      ),
    ).toContain('大阪の高校');
    // ("Я Марина…" introduces her; "ما عمل عمر؟" asks his work; "Kinder" of "Söhnen")
    expect(
      await ask(
        'Всем привет! Я Марина Лебедева, живу в Санкт-Петербурге и работаю архитектором в небольшом бюро. Училась в Академии художеств. До бюро я пять лет проработала в Москве. У меня есть муж Павел и кот Барсик. По выходным я рисую акварелью и катаюсь на велосипеде. Говорю по-английски и по-итальянски.',
        'Кто она по профессии?',
      ),
    ).toContain('архитектором');
    expect(
      await ask(
        'أنا عمر الزين، مصور فوتوغرافي من تونس. أعمل مع مجلات ومواقع سياحية منذ عشر سنوات. درست الفنون الجميلة في جامعة تونس. أعيش مع زوجتي وابني في مدينة سوسة. أحب ركوب الخيل والطبخ. أتكلم العربية والفرنسية والإيطالية.',
        'ما عمل عمر؟',
      ),
    ).toContain('مصور');
    expect(
      await ask(
        'Servus, ich heiße Anna Huber und bin Grundschullehrerin in München. Ich habe in Augsburg Lehramt studiert. Seit acht Jahren unterrichte ich an derselben Schule. Ich wohne mit meinem Mann und unseren zwei Söhnen in Pasing. Am Wochenende gehe ich in die Berge zum Wandern, und ich singe im Kirchenchor.',
        'Wie viele Kinder hat sie?',
      ),
    ).toContain('zwei Söhnen');
  });

  it('answers "他结婚了吗？" of "我老婆…", and still not "她丈夫是做什么的？" of a husband whose work it does not say', async () => {
    const chinese = '我是赵磊，在成都开了一家火锅店。我老婆也在店里帮忙，我们有一个女儿。';
    expect(await ask(chinese, '他结婚了吗？')).toContain('老婆');
    const another = '大家好，我叫陈晓雯，是一名儿科护士。我和老公有一个五岁的女儿，名字叫朵朵。';
    expect(isDeclined(await ask(another, '她丈夫是做什么的？'))).toBe(true);
  });

  it('answers a Korean bio in casual speech ("나는 …이야", "어느 대학 다녀?", "형제 있어?") and "어디서 자랐어요?"', async () => {
    const casual =
      '나는 오태양이야. 대학생이고 부산대에서 기계공학을 공부하고 있어. 고향은 포항이야. 졸업하면 자동차 회사에 들어가고 싶어. 주말에는 편의점에서 아르바이트를 하고, 밤에는 친구들이랑 농구를 해. 형이 한 명 있어.';
    expect(await ask(casual, '뭐 하는 사람이야?')).toContain('대학생');
    expect(await ask(casual, '어느 대학 다녀?')).toContain('부산대');
    expect(await ask(casual, '꿈이 뭐야?')).toContain('자동차 회사');
    expect(await ask(casual, '형제 있어?')).toContain('형이 한 명');
    expect(
      await ask(
        '한수민 씨는 울산에서 자란 그래픽 디자이너입니다. 홍익대학교에서 시각디자인을 전공했습니다. 지금은 서울의 한 출판사에서 책 표지를 디자인하고 있으며, 근무한 지 사 년째입니다. 고양이 한 마리와 함께 삽니다. 퇴근 후에는 필라테스를 하고, 주말에는 전시회를 보러 다닙니다.',
        '어디서 자랐어요?',
      ),
    ).toContain('울산');
  });

  it('answers a visitor who asks the person as "you" — "Чем ты занимаешься?", "¿De qué trabajás?", "Tu as quel âge ?"', async () => {
    const russian =
      'Привет, я Дима, мне 24. Учусь в магистратуре МГУ на физика. Подрабатываю репетитором по математике. Живу в общежитии с двумя соседями. Люблю играть в шахматы и кататься на скейте. Родом я из Самары.';
    expect(await ask(russian, 'Чем ты занимаешься?')).toContain('магистратуре');
    expect(await ask(russian, 'Сколько тебе лет?')).toContain('мне 24');
    expect(await ask(russian, 'Где живёшь?')).toContain('общежитии');
    expect(await ask(russian, 'Какое у тебя хобби?')).toContain('шахматы');
    const spanish =
      '¡Buenas! Soy Valentina, tengo 31 años y soy enfermera en Buenos Aires. Trabajo en la guardia de un hospital público. Estudié en la Universidad de Buenos Aires. Vivo con mi pareja y nuestra hija de dos años en Palermo. Me encanta bailar tango y tejer.';
    expect(await ask(spanish, '¿De qué trabajás?')).toContain('enfermera');
    expect(await ask(spanish, '¿Qué te gusta hacer?')).toContain('bailar tango');
    const french =
      "Coucou, moi c'est Léa, j'ai 22 ans et je suis étudiante en droit à Montpellier. Je bosse le week-end dans une librairie. Je viens de Perpignan. Je fais du handball depuis l'âge de dix ans. J'ai une petite sœur et un chien qui s'appelle Biscotte.";
    expect(await ask(french, 'Tu as quel âge ?')).toContain('22 ans');
    expect(await ask(french, 'Tu fais du sport ?')).toContain('handball');
    const arabic =
      'اسمي نور الهدى، عمري 26 سنة، أعمل ممرضة في مستشفى الملك فهد في جدة. تخرجت من كلية التمريض في جامعة الملك عبد العزيز. أحب الرسم والخياطة، وأمارس الجري كل صباح. لدي أخ وأختان. أتكلم العربية والإنجليزية.';
    expect(await ask(arabic, 'شو شغلك؟')).toContain('ممرضة');
    expect(await ask(arabic, 'عندك إخوة؟')).toContain('أخ وأختان');
  });

  it('answers "Wo hast du deine Ausbildung gemacht?" of "Ausgebildet wurde ich…", and "你有什么爱好？" of a marathon', async () => {
    expect(
      await ask(
        'Hi, ich bin Felix Wagner, 33, und arbeite als Physiotherapeut in Köln. Ausgebildet wurde ich in Bonn. Ich habe eine eigene Praxis mit drei Mitarbeitern. In meiner Freizeit spiele ich Volleyball und koche gern. Ich lebe mit meiner Frau und unserer Tochter in Ehrenfeld.',
        'Wo hast du deine Ausbildung gemacht?',
      ),
    ).toContain('Bonn');
    expect(
      await ask(
        '你好，我是王浩，今年三十岁，是一名律师，在广州的一家律师事务所工作。我在中山大学读的法律。我喜欢跑马拉松，去年跑了三次全马。我和女朋友住在天河区。',
        '你有什么爱好？',
      ),
    ).toContain('马拉松');
  });

  it('does not answer "how old is she?" with her child\'s age, in any language, but a child\'s age asked of the child', async () => {
    const declined: Array<[string, string]> = [
      ['Hi, I am Rosa, a pastry chef in Seville. Our daughter Lola is five years old.', 'How old is Rosa?'],
      ['Hallo, ich bin Petra Klein, Tierärztin in Dresden. Meine Tochter ist sieben Jahre alt.', 'Wie alt ist Petra?'],
      ['Bonjour, je suis Claire Martin, pharmacienne à Nantes. Mon fils a dix ans.', 'Quel âge a Claire ?'],
      ['Hola, soy Andrés Ruiz, mecánico en Málaga. Mi hijo tiene doce años.', '¿Cuántos años tiene Andrés?'],
      ['我叫刘洋，是一名厨师，在西安工作。我女儿今年八岁。', '他多大了？'],
      ['저는 최민수입니다. 부산에서 버스 기사로 일해요. 아들이 열 살이에요.', '몇 살이에요?'],
      ['佐藤健です。名古屋でタクシー運転手をしています。娘は十歳です。', '何歳ですか？'],
      ['أنا خالد حسن، نجار في عمّان. ابني عمره تسع سنوات.', 'كم عمر خالد؟'],
    ];
    for (const [text, question] of declined) expect(isDeclined(await ask(text, question)), question).toBe(true);
    expect(await ask('저는 최민수입니다. 아들이 열 살이에요.', '아이가 있어요? 몇 살이에요?')).toContain('열 살');
  });

  it('declines the name of a husband the bio does not name, and gives it where it does (languages with capitals)', async () => {
    expect(
      isDeclined(await ask('I run a small bakery in Seville with my husband.', "What is her husband's name?")),
    ).toBe(true);
    expect(
      await ask('I run a small bakery in Seville with my husband Tomás.', "What is her husband's name?"),
    ).toContain('husband Tomás');
  });

  it("answers the person's own age beside a wife, a spouse named as married to, grandchildren and Japanese pastimes", async () => {
    const japanese =
      'はじめまして、田村和夫と申します。七十二歳で、長野で妻と二人で暮らしています。退職してからは、家庭菜園と俳句を楽しんでいます。孫が三人いて、夏休みには遊びに来ます。';
    expect(await ask(japanese, '田村さんは何歳ですか？')).toContain('七十二歳');
    expect(await ask(japanese, '趣味は何ですか？')).toContain('家庭菜園');
    expect(await ask(japanese, 'お孫さんは何人いますか？')).toContain('三人');
    expect(await ask("I'm Ruth, 34, and I have a son.", 'How old is Ruth?')).toContain('34');
    expect(
      await ask('Soy Diego Ramírez, fisioterapeuta. Estoy casado con Marta.', '¿Cómo se llama su mujer?'),
    ).toContain('Marta');
  });

  it('reads French "son chien" as her dog, not a son, and answers its name; Arabic travel and calligraphy as pastimes', async () => {
    const french =
      'Amélie Rousseau est infirmière à Lyon. Elle vit avec son compagnon et leur chien, Filou. Elle adore la randonnée.';
    expect(await ask(french, "Comment s'appelle son chien ?")).toContain('Filou');
    const arabic = 'سلمى عبد الله مهندسة معمارية تعيش في الرياض. سلمى متزوجة ولديها ابنة. تحب الخط العربي والسفر.';
    expect(await ask(arabic, 'ما هواياتها؟')).toContain('الخط العربي');
  });

  it('answers where someone works of a Japanese bio in the third person ("鈴木一郎さんは札幌で…")', async () => {
    const japanese =
      '鈴木一郎さんは札幌でパン屋を営んでいます。東京の製菓学校を卒業し、フランスで二年間修業しました。妻と二人の娘がいます。';
    expect(await ask(japanese, 'どこで働いていますか？')).toContain('札幌');
  });

  it('answers "هل لديه أطفال؟" of the dual "طفلين"', async () => {
    const arabic = 'مرحباً، أنا رامي ناصر، طيار. أسكن في إربد مع زوجتي وطفلين. أحب الصيد.';
    expect(await ask(arabic, 'هل لديه أطفال؟')).toContain('طفلين');
  });

  it('finds the pet and the teacher a Korean or Chinese bio names by its kind and its formal word', async () => {
    const korean =
      '안녕하세요, 저는 한지민이에요. 광주에 살고 있고, 2018년부터 초등학교 교사로 근무하고 있습니다. 집에서는 흰 고양이를 키우고 있어요.';
    expect(await ask(korean, '반려동물 있어요?')).toContain('고양이');
    expect(await ask(korean, '언제부터 선생님으로 일했어요?')).toContain('2018');
    const chinese = '大家好，我叫陈思远，在成都的一所中学当教师。家里养了一只小狗，名字叫“豆豆”。';
    expect(await ask(chinese, '他有宠物吗？')).toContain('小狗');
  });

  it('does not take one animal for another: a dog is asked of, a cat is not the answer', async () => {
    expect(
      isDeclined(await ask('Ruth Okoye lives in Leeds. Her cat is called Miso.', "What's the name of her dog?")),
    ).toBe(true);
  });
});

describe('"how old" and "what does she do", in any language', () => {
  it.each([
    ['Tobias Kern restauriert alte Möbel in Bamberg. Seine Werkstatt ist 40 Jahre alt.', 'Wie alt ist Tobias?', null],
    ['Tobias Kern ist 52 Jahre alt und restauriert Möbel in Bamberg.', 'Wie alt ist Tobias?', '52 Jahre alt'],
    ['Меня зовут Игорь Белов. Десять лет я работал в порту Мурманска.', 'Сколько лет Игорю?', null],
    ['Меня зовут Игорь Белов, мне 47 лет. Я работал в порту Мурманска.', 'Сколько лет Игорю?', 'мне 47 лет'],
    ['我叫孙磊，在青岛做了十年厨师。', '孙磊多大了？', null],
    ['저는 윤하늘이라고 해요. 부산에서 10년 동안 요리사로 일했어요.', '윤하늘 씨는 몇 살이에요?', null],
  ])('%s / %s', async (text, question, expected) => {
    const answer = await ask(text, question);
    if (expected === null) expect(isDeclined(answer)).toBe(true);
    else expect(answer).toContain(expected);
  });

  it("answers what a first-person bio's person does by how it introduces them, past a greeting with only the name", async () => {
    const japanese = 'はじめまして、森田さくらです。京都の小さな旅館で料理長をしています。趣味は陶芸です。';
    expect(await ask(japanese, '森田さんの仕事は？')).toContain('料理長');
    const korean = '안녕하세요, 저는 강도윤이라고 해요. 제주도에서 수의사로 일하고 있어요. 주말에는 낚시를 해요.';
    expect(await ask(korean, '강도윤 씨는 무슨 일 해요?')).toContain('수의사');
  });
});

describe('an answer in the marks its language quotes with', () => {
  it.each([
    ['王芳是一名软件工程师，住在杭州。', '王芳住在哪里？', '我在资料中找到了这些：“王芳是一名软件工程师，住在杭州。”'],
    [
      'はじめまして、森田さくらです。京都の旅館で料理長をしています。',
      '森田さんの仕事は？',
      '：「はじめまして、森田さくらです。京都の',
    ],
    ['Jonas Weber wohnt in Leipzig.', 'Wo wohnt Jonas?', 'gefunden: „Jonas Weber wohnt in Leipzig.“'],
    ['Hugo Ferrand vit à Nantes.', 'Où vit Hugo ?', 'source : «\u00a0Hugo Ferrand vit à Nantes.\u00a0»'],
    ['Олег Волков живёт в Казани.', 'Где живёт Олег?', 'источнике: «Олег Волков живёт в Казани.»'],
  ])('%s / %s', async (text, question, expected) => {
    expect(await ask(text, question)).toContain(expected);
  });
});

describe('a Chinese question whose words the text says in other company', () => {
  it('finds a one-character verb and a question with "什么时候" (QA: the bot\'s own starter got "I don\'t know")', async () => {
    const chinese =
      '艾达·洛夫莱斯是一位英国数学家。她于1815年12月10日出生在伦敦。她为查尔斯·巴贝奇的分析机写了第一个算法。';
    expect(await ask(chinese, '艾达什么时候出生？')).toContain('1815年');
    expect(await ask(chinese, '她写了什么？')).toContain('第一个算法');
  });
});

describe('a word a first-person bio says twice, in a script without capitals', () => {
  it('is no name: only the name the bio introduces is its subject', async () => {
    const chinese =
      '大家好，我叫林雨桐，是一名文物修复师。我老家在福建泉州，读的是考古学专业。毕业以后，我先在洛阳的一个考古队干了三年。2016年我搬到了西安。';
    expect(await ask(chinese, '她在考古队待了多久？')).toContain('三年');
    const japanese =
      'はじめまして、中村ひかりです。札幌のパン屋でパン職人をしています。東京のホテルのベーカリーで七年ほど修業し、2018年に北海道へ引っ越しました。北海道の冬は長いです。';
    expect(await ask(japanese, 'いつ北海道に来たんですか？')).toContain('2018');
  });
});

describe('the words that ask, and the forms that answer, in more languages', () => {
  it('Japanese: "何個" asks for so many 個, and the sentence that says "百五十個" answers', async () => {
    const japanese =
      'はじめまして、山本あおいです。神戸の小さな店でパン職人をしています。毎朝五時に起きて、一日に百五十個のパンを焼いています。休みの日は山に登ります。';
    expect(await ask(japanese, 'パンは毎日何個くらい作るの？')).toContain('百五十個');
  });

  it('Chinese: what someone did before they opened the shop ("开店前"), not what they do now', async () => {
    const chinese =
      '我叫刘大勇，今年48岁，在成都开了一家火锅店，开了十五年了。\n\n开店之前，我在重庆当过十年货车司机，跑遍了西南的高速。\n\n我爱人叫王芳，店里的账都归她管。';
    expect(await ask(chinese, '开店前你是干啥的？')).toContain('货车司机');
    expect(await ask(chinese, '你是干啥的？')).toContain('火锅店');
  });

  it('Hindi: what someone used to do ("…क्या काम करते थे?") is no question of what they do now', async () => {
    const hindi =
      'मेरा नाम सलीम है और मैं भोपाल में चाय की दुकान चलाता हूँ।\n\nउससे पहले मैं पाँच साल मुंबई में एक होटल में वेटर रहा।\n\nमुझे क्रिकेट देखना पसंद है।';
    expect(await ask(hindi, 'मुंबई में क्या काम करते थे?')).toContain('वेटर');
    expect(await ask(hindi, 'आप क्या काम करते हैं?')).toContain('चाय की दुकान');
  });

  it('French: "originaire de quel pays ?" asks where someone comes from, which a bio opening on "Originaire de…" says', async () => {
    const french =
      "Originaire de Bamako, Moussa Keïta enseigne la boxe depuis quinze ans au Boxing Club de Moulins, à Lille. Né en 1981, il a été champion du Mali chez les moins de 75 kilos avant de venir en France pour ses études à Toulouse. Aujourd'hui, il entraîne près de cent licenciés. Moussa est marié à Fatou, infirmière, et le couple a un fils, Issa. Moussa parle bambara, français et anglais.\n\nLe beffroi de Lille mesure 104 mètres.\n\nLe maroilles est un fromage du Nord.";
    expect(await ask(french, 'Il est originaire de quel pays ?')).toContain('Bamako');
  });

  it('a pet said by its breed or kind: a Russian Maine Coon, a Japanese parakeet, and "飼ってる？" not of bees', async () => {
    const russian =
      'Меня зовут Ольга, я ветеринар из Томска.\n\nИз животных у нас мейн-кун Барон: весит девять килограммов.\n\nПо выходным я катаюсь на лыжах.';
    expect(await ask(russian, 'Кошка есть?')).toContain('Барон');
    const japanese =
      '長野県の山あいで、ミツバチを約百群飼っています。\n\n家には保護犬の柴犬「あずき」がいます。\n\n英語は少し話せます。';
    expect(await ask(japanese, 'ペット飼ってる？')).toContain('あずき');
  });

  it('Hindi asked with English words in Latin letters ("job", "age", "dog"), and a pet that is a cow, a medaka or a Jeju dog', async () => {
    const hindi =
      'नमस्ते! मेरा नाम दीपक है, मेरी उम्र 34 साल है और मैं ऋषिकेश में राफ्टिंग गाइड का काम करता हूँ।\n\nकैंप पर हमारे साथ एक कुत्ता रहता है, भोलू, जो हर राफ्ट के पीछे दौड़ता है।\n\nलक्ष्मण झूला 1929 में बना था।';
    expect(await ask(hindi, 'आप क्या job करते हो?')).toContain('राफ्टिंग गाइड');
    expect(await ask(hindi, 'dog है क्या आपके पास')).toContain('भोलू');
    const village =
      'कमला देवी अजमेर के पास एक गाँव में आंगनवाड़ी कार्यकर्ता हैं।\n\nघर में दो गायें और एक बकरी हैं, जिनका दूध वे ख़ुद निकालती हैं।\n\nआना सागर झील अजमेर में है।';
    expect(await ask(village, 'कोई जानवर पाले हैं घर में?')).toContain('गायें');
    const japanese =
      '仙台でタクシーを運転している佐々木です。\n\n家にはベランダの水槽で飼っているメダカが20匹ほどいます。\n\n仙台七夕まつりは8月6日からです。';
    expect(await ask(japanese, 'ペットいるの')).toContain('メダカ');
    const korean =
      '강영호 씨는 제주 위미리에서 귤 농사를 짓는다.\n\n마당에는 제주개 두 마리, 돌이와 순이가 산다.\n\n위미리 동백나무 군락은 유명하다.';
    expect(await ask(korean, '개 있어요?')).toContain('돌이');
  });

  it('Chinese: a husband asked as 老公 is the 爱人 or 丈夫 a bio names, and "以前" asks the job a bio dates in the past', async () => {
    const chinese =
      '大家好，我叫赵红梅，今年46岁，在哈尔滨开了一家小面包房。\n\n毕业以后，我在国营宾馆当了十一年面点师（1998年到2009年）。\n\n我爱人叫孙立军，开出租车的。\n\n圣索菲亚教堂高53.35米。';
    expect(await ask(chinese, '你老公叫啥名')).toContain('孙立军');
    expect(await ask(chinese, '你以前干啥的？')).toContain('面点师');
    const third =
      '李晓芸是昆明的一名护士长，今年43岁。\n\n她的丈夫杨志明是一名中学地理老师，两人有一对双胞胎女儿。\n\n翠湖公园在昆明市中心。';
    expect(await ask(third, '她老公是干嘛的')).toContain('地理老师');
  });

  it('Japanese: "…の前は何の仕事してたの？" asks the job a bio dates in the past', async () => {
    const japanese =
      '仙台でタクシーを運転している佐々木恵子さん（57）。\n\n保育士として20年働いた（1992年〜2012年）あと、45歳で二種免許を取った。\n\n夫は整備工場で働いている。\n\n仙台七夕まつりは8月6日からだ。';
    expect(await ask(japanese, 'タクシーの前は何の仕事してたの？')).toContain('保育士');
  });

  it('Korean: an age said as this year\'s tens ("올해 마흔둘"), a shop "opened" as 오픈, a dog one keeps, and a baby as a child', async () => {
    const korean =
      "안녕하세요! 대전에서 '햇살약국'을 하고 있는 약사 김지현입니다. 올해 마흔둘이고, 약국은 2016년에 열었으니까 벌써 10년째네요.\n\n남편 오승민은 연구소에서 일하고, 아들이 하나 있어요. 집에는 갈색 푸들 '콩이'가 있는데, 가끔 약국에도 데려와요.\n\n한빛탑은 93미터입니다.";
    expect(await ask(korean, '나이가 어떻게 되세요?')).toContain('마흔둘');
    expect(await ask(korean, '약국 언제 오픈했어요?')).toContain('2016년에 열었');
    expect(await ask(korean, '강아지 키우세요?')).toContain('콩이');
    expect(await ask(korean, '애기 있어요?')).toContain('아들이 하나');
  });

  it('Japanese: "いくら？" asks a price and is no word of the text, and "タクシーの前は…" asks the job before the taxi, not the taxi', async () => {
    const tuner =
      'こんにちは！金沢でピアノの調律師をしている西村です。\n\n料金は、アップライトピアノの調律が1台13,000円です。調律は半年に一回がおすすめ。\n\n兼六園は金沢の名所です。';
    expect(await ask(tuner, '調律っていくら？')).toContain('13,000円');
    const driver =
      '仙台でタクシーを運転している佐々木恵子さん（57）。タクシー運転手になって12年。\n\n石巻の保育園で保育士として20年勤めた（1989年〜2009年）。\n\nタクシーの仕事で一番うれしいのは、常連のお年寄りから指名の電話がかかってくること。\n\n仙台七夕まつりは8月6日からだ。';
    expect(await ask(driver, 'タクシーの前は何の仕事してたの？')).toContain('保育士');
  });

  it('Hindi: "कितने साल से…" by the years said "से", a husband\'s name by naming him, a married woman\'s मायका as where she is from, a सेंटर as a केंद्र', async () => {
    const guide =
      'नमस्ते दोस्तों! मैं दीपक नेगी हूँ, उम्र 34 साल, और ऋषिकेश में रिवर राफ्टिंग गाइड का काम करता हूँ। पिछले बारह साल से गंगा में राफ्ट चला रहा हूँ।\n\nमेरी पत्नी पूजा गाँव के स्कूल में टीचर है।\n\nलक्ष्मण झूला 1929 में बना था।';
    expect(await ask(guide, 'कितने साल से राफ्टिंग करा रहे हो')).toContain('बारह साल से');
    const worker =
      'कमला देवी अजमेर के पास एक गाँव में आंगनवाड़ी कार्यकर्ता हैं। उनके केंद्र में रोज़ सुबह 8 बजे से दोपहर 12 बजे तक बच्चे आते हैं।\n\nकमला जी का मायका टोंक ज़िले के मालपुरा में है।\n\nउनके पति रमेश मीणा एक मार्बल फ़ैक्टरी में सुपरवाइज़र हैं।\n\nआना सागर झील अजमेर में है।';
    expect(await ask(worker, 'हसबैंड का नाम बताओ')).toContain('रमेश');
    expect(await ask(worker, 'वो असल में कहाँ की हैं')).toContain('मालपुरा');
    expect(await ask(worker, 'सेंटर सुबह कितने बजे खुलता है?')).toContain('8 बजे');
  });

  it('Chinese: the measure 哪 or 几 asks with ("哪天", "几号", split 哪|天 by the segmenter) is no word of the question', () => {
    const zh = analyzerFor('zh');
    expect(tokenize('哪天上门给老人看病？', zh)).toEqual(['上门', '老人', '看病']);
    expect(tokenize('你几号回来', zh)).not.toContain('号');
    expect(tokenize('天气很好', zh)).toContain('天气');
  });

  it('Chinese: a run of thousands of characters with no punctuation is read in pieces, and a character outside the BMP at a cut stays whole', () => {
    const zh = analyzerFor('zh');
    const run = `${'大'.repeat(999)}𠮷${'大'.repeat(10)}`;
    const terms = tokenize(run, zh);
    expect(terms.some((t) => t.includes('𠮷'))).toBe(true);
    expect(terms.every((t) => !/[\uD800-\uDFFF]/u.test(t.replace(/\p{L}/gu, '')))).toBe(true);
    // (and a long text of ordinary words is read as it is in short runs: 老师 is a word of it)
    expect(tokenize('我们的老师'.repeat(2_000), zh)).toContain('老师');
  });

  it('an age said as a portrait says it: French "À 47 ans, Hélène…", Russian "Нине Петровне Гарифуллиной 63 года"', async () => {
    const french =
      'Portrait — Hélène Marty, vétérinaire des estives\n\nÀ 47 ans, Hélène Marty sillonne les routes du Cantal depuis dix-neuf ans. Elle vit à Vic-sur-Cère avec son mari Bertrand et leurs trois enfants : Léa (15 ans), Hugo (12 ans) et Jules (8 ans).\n\nLe salers est un fromage du Cantal.';
    expect(await ask(french, 'Quel âge a-t-elle ?')).toContain('À 47 ans');
    const russian =
      'Душа школы: наш завхоз Нина Петровна\n\nНине Петровне Гарифуллиной 63 года, и уже двадцать шесть лет она работает завхозом в нашей школе № 39 в Казани. До школы двенадцать лет работала мастером на КАМАЗе.\n\nБашня Сююмбике стоит в Казанском кремле.';
    expect(await ask(russian, 'сколько ей лет?')).toContain('63 года');
  });

  it('pets and partners as visitors say them: "des bêtes", "ton mec", "bichinho", a Lagotto, "Жена — Марина"', async () => {
    const french =
      "Camille Le Goff, fleuriste à Nantes.\n\nJ'habite à Rezé avec mon compagnon Yann, qui est charpentier de marine.\n\nÀ la maison, on a deux border collies, Tic et Tac.\n\nLe château des ducs de Bretagne est à Nantes.";
    expect(await ask(french, 'elle a des bêtes chez elle ?')).toContain('border collies');
    expect(await ask(french, "ton mec il s'appelle comment ?")).toContain('Yann');
    const portuguese =
      'Meu nome é Reinaldo, sou padeiro em Belo Horizonte.\n\nLá em casa tem um vira-lata caramelo chamado Biscoito.\n\nA igreja da Pampulha é de 1943.';
    expect(await ask(portuguese, 'Tem bichinho de estimação?')).toContain('Biscoito');
    const italian =
      "Luisa Bongiovanni fa il vino a La Morra.\n\nCon loro c'è anche un Lagotto romagnolo, Tartufo, che accompagna Luisa tra i filari.\n\nLa fiera del tartufo di Alba è in autunno.";
    expect(await ask(italian, 'Ha un cane?')).toContain('Lagotto romagnolo');
    const russian =
      'Меня зовут Сергей, я автомеханик из Ярославля.\n\nЖена — Марина, работает бухгалтером в школе.\n\nЦерковь Ильи Пророка стоит в центре города.';
    expect(await ask(russian, 'Как жену зовут?')).toContain('Марина');
  });

  it('a portrait\'s "Natural de…" says where someone is from, and an Egyptian husband (جوزي) is a husband', async () => {
    const spanish =
      'Mercedes Fernández, de 55 años, es la responsable de la Biblioteca Municipal de Pumarín, en Oviedo.\n\nNatural de Cangas del Narcea, Mercedes estudió Geografía e Historia en Oviedo.\n\nLa Cámara Santa es del siglo IX.';
    expect(await ask(spanish, '¿De dónde es?')).toContain('Cangas del Narcea');
    const arabic =
      'أنا هبة عبد الرحمن، عندي 44 سنة وشغلتي خياطة في إسكندرية.\n\nجوزي اسمه طارق، بيشتغل محاسب في شركة شحن.\n\nقلعة قايتباي بنيت في القرن الخامس عشر.';
    expect(await ask(arabic, 'ما اسم زوجك؟')).toContain('طارق');
  });

  it('Russian "до X чем занималась?" asks the job a bio dates in the past, and Egyptian "بكام" asks a price', async () => {
    const russian =
      'Душа школы: наш завхоз Нина Петровна\n\nНине Петровне Гарифуллиной 63 года, и уже двадцать шесть лет она работает завхозом в нашей школе № 39 в Казани. До школы двенадцать лет (1988–2000) работала мастером на КАМАЗе.\n\nБашня Сююмбике стоит в Казанском кремле.';
    expect(await ask(russian, 'А до школы чем занималась?')).toContain('КАМАЗе');
    const arabic =
      'أنا هبة، عندي أتيليه صغير في إسكندرية.\n\nتقصير البنطلون عندي بـ 50 جنيه، وتفصيل فستان السواريه يبدأ من 3000 جنيه حسب القماش.\n\nقلعة قايتباي في إسكندرية.';
    expect(await ask(arabic, 'تفصيل الفستان بكام؟')).toContain('3000 جنيه');
  });

  it('Japanese: a breed the question stands for is a whole word, not its pairs ("プードル" is no "ード" of "ロードバイク")', async () => {
    const japanese =
      '金沢でピアノの調律師をしている西村です。\n\n料金は、アップライトピアノの調律が1台13,000円、グランドピアノが18,000円です。趣味は週末のロードバイク。\n\nうちには文鳥の「ぴーちゃん」がいて、調律の音を聞くと一緒に鳴き出します。';
    const answer = await ask(japanese, 'ペットは？');
    expect(answer).toContain('文鳥');
    expect(answer).not.toContain('グランドピアノ');
  });

  it('"when…?" in another language is answered by a time said without a number ("한국전쟁 때")', async () => {
    const korean =
      '부산에서 카페를 하는 정민호입니다.\n\n부산의 흰여울마을은 한국전쟁 때 피란민들이 바닷가 절벽에 모여 살면서 생긴 마을이에요.\n\n주말에는 낚시를 갑니다.';
    expect(await ask(korean, '흰여울마을은 언제 생겼어요?')).toContain('한국전쟁 때');
  });

  it('Chinese: "哪边" (which side) asks nothing: "你住上海哪边？" is answered by where in Shanghai she lives', async () => {
    const chinese =
      '大家好，我叫林晓，在上海做平面设计，已经八年了。\n\n我和老公住在静安区的一个老小区里，离南京西路不远。\n\n上海这边的冬天又湿又冷，边上的人都说要穿秋裤。\n\n周末我常去上海博物馆。';
    expect(await ask(chinese, '你住上海哪边？')).toContain('静安区');
    // (not the sentence that says "边" of something else)
    expect(await ask(chinese, '你住上海哪边？')).not.toContain('秋裤');
  });

  it('"how many X?" in another language prefers the sentence that counts X, not one that says X and another number', async () => {
    const german =
      'Anna Weber ist Lehrerin in Kassel.\n\nIm Jahr 2019 hat sie mit den Kindern der Nachbarschaft einen Garten angelegt. Heute hat sie drei Kinder und einen Hund.\n\nIn ihrer Freizeit wandert sie.';
    const answer = await ask(german, 'Wie viele Kinder hat sie?');
    expect(answer).toContain('drei Kinder');
    expect(answer).not.toContain('2019');
  });

  it('"Che lavoro fa Rosaria?", "O que faz o Armindo?": what a named person does, asked as Italians and Portuguese ask it', async () => {
    const italian =
      "Dopo trent'anni al Civico, Teresa Russo va in pensione. Nata a Monreale, Teresa si è diplomata infermiera professionale nel 1985.\n\nTeresa è sposata con Nino, e la figlia Giulia fa la maestra a Palermo.\n\nIl mercato di Ballarò è il più antico della città.";
    expect(await ask(italian, 'Che lavoro fa Teresa?')).toContain('infermiera');
    const portuguese =
      'Gente da nossa terra: Jorge Matos, o ferreiro de Ponte de Lima\n\nQuem passa pela vila conhece bem a oficina de Jorge Matos. Aos 70 anos, Jorge continua a forjar ferraduras e portões todos os dias.\n\nA feira de Ponte de Lima é a mais antiga de Portugal.';
    expect(await ask(portuguese, 'O que faz o Jorge?')).toContain('ferreiro');
  });

  it('Portuguese: getting up is waking up ("Que horas você levanta?" of "Acordo todo dia às quatro")', async () => {
    const portuguese =
      'Sou o Paulo, padeiro em Ouro Preto.\n\nAcordo todo dia às quatro da manhã para acender o forno.\n\nNos fins de semana gosto de pescar.';
    expect(await ask(portuguese, 'Que horas você levanta?')).toContain('às quatro');
  });

  it('Japanese: "どのくらいの広さ？" asks how big, which the size said answers ("約3ヘクタールの畑")', async () => {
    const japanese =
      '静岡でお茶農家をしている山田です。\n\n約3ヘクタールの畑で「やぶきた」を育てています。\n\n妻の恵子さんは直売所を担当し、長男が一緒に畑に出ます。\n\n毎年秋には小学生を畑に招いています。\n\n趣味は釣りです。';
    expect(await ask(japanese, '畑ってどのくらいの広さ？')).toContain('3ヘクタール');
  });

  it('Japanese: an eldest daughter or son is a daughter or son ("娘さんはどこに住んでる？" of "長女の…は横浜で")', async () => {
    const japanese =
      '静岡でお茶農家をしている山田です。\n\n長女の由香は横浜で管理栄養士として働いています。\n\n深蒸し茶は70度くらいのお湯で淹れるのがコツです。\n\n趣味は釣りです。';
    expect(await ask(japanese, '娘さんはどこに住んでる？')).toContain('横浜');
  });

  it('Japanese: "なんで" (why) asks nothing of the text: "なんで実家に帰ったの" is answered by why', async () => {
    const japanese =
      '静岡でお茶農家をしている山田です。\n\n父が体調を崩したのをきっかけに、39歳で実家に戻りました。\n\nなんでも屋と呼ばれるほど、畑のことは何でもやります。\n\n趣味は釣りです。';
    expect(await ask(japanese, 'なんで実家に帰ったの')).toContain('体調を崩した');
  });

  it('free time said by an instrument or a sport, children by twins, and German\'s "genau" asks nothing', async () => {
    const german =
      'Selin Aydın ist Präparatorin am Naturkundemuseum Leipzig.\n\nAbends spielt Selin Kontrabass in einer kleinen Jazzband.\n\nDas Museum hat genau 300 Vögel in seiner Sammlung.';
    expect(await ask(german, 'Was macht sie in ihrer Freizeit?')).toContain('Kontrabass');
    expect(await ask(german, 'Wo arbeitet sie genau?')).toContain('Naturkundemuseum');
    const french =
      "Je suis marionnettiste à Lyon.\n\nJe vis avec mon compagnon, Karim, et nos jumeaux, Léon et Suzanne, qui ont neuf ans.\n\nLe week-end, je fais de l'escalade.";
    expect(await ask(french, "T'as des enfants ?")).toContain('Léon');
    const spanish =
      'Soy Valentina, ceramista en Oaxaca.\n\nLos jueves juego frontón con unas amigas.\n\nMi taller está en el centro.';
    expect(await ask(spanish, '¿Practicas algún deporte?')).toContain('frontón');
  });

  it('"since when / how long" in another language is answered by the sentence that says a span or a start', async () => {
    const german =
      'Karl Jansen ist Schreiner in Bremen. In der Werkstatt arbeitet Karl mit 4 Gesellen. Karl arbeitet in der Werkstatt seit 2011.';
    // (not the sentence before it, which says a number of the same words but no span: "mit 4 Gesellen")
    expect(await ask(german, 'Seit wann arbeitet Karl in der Werkstatt?')).not.toContain('Gesellen');
    expect(await ask(german, 'Seit wann arbeitet Karl in der Werkstatt?')).toContain('seit 2011');
  });

  it('"where is your office / the shop?" is answered by the opening that says where, when what matches says no place', async () => {
    const german =
      'Ich bin Heike Lorenz, 52 Jahre alt, und arbeite seit 2004 als Steuerberaterin in Magdeburg.\n\nDie Kanzlei führe ich gemeinsam mit meinem Kollegen Uwe Franke; dazu kommen vier Mitarbeiterinnen.\n\nIn meiner Freizeit rudere ich auf der Elbe.';
    expect(await ask(german, 'Wo ist deine Kanzlei?')).toContain('in Magdeburg');
    // (not by a greeting that names the region: "Servus – bzw. hier in Franken eher: Grüß Gott!")
    const greeted =
      'Servus – bzw. hier in Franken eher: Grüß Gott! Ich bin Heike Lorenz, 52 Jahre alt, und arbeite seit 2004 als Steuerberaterin in Bamberg.\n\nDie Kanzlei führe ich gemeinsam mit meinem Kollegen Uwe Franke.\n\nIn meiner Freizeit rudere ich.';
    expect(await ask(greeted, 'Wo ist deine Kanzlei?')).toContain('in Bamberg');
    const korean =
      "이수진 씨(41)는 전주 한옥마을 골목에서 작은 찻집 '다온'을 운영한다.\n\n가게에는 손님이 하루 오십 명쯤 온다.\n\n주말에는 딸과 함께 등산을 한다.";
    expect(await ask(korean, '가게는 어디 있어요?')).toContain('전주 한옥마을');
    // (and where the matching sentence does say the place, it answers: "in via Garibaldi")
    const italian =
      'Ciao, sono Paola Serra e faccio la ceramista a Cagliari.\n\nIl mio laboratorio è in via Garibaldi dal 2011. Nel laboratorio lavoriamo in tre.\n\nMi piace nuotare.';
    expect(await ask(italian, 'Dove si trova il laboratorio?')).toContain('via Garibaldi');
  });

  it('Japanese: a quote joins a sentence that ends in "。）" to the next without a space', async () => {
    const japanese =
      '森田康弘です。京都で和菓子店を営んでいます（祖父の代から続く店です。）店の名前は森田屋です。\n\n趣味は釣りです。';
    expect(await ask(japanese, '和菓子店の名前は何ですか？')).toContain('続く店です。）店の名前は森田屋です。');
  });

  it('German: a verb asked of in the third person meets the first person a bio says it in, and "macht" asks nothing', async () => {
    const german =
      'Ich heiße Lena Brandt und arbeite als Tischlerin in Bremen. In meiner Freizeit spiele ich Cello in einem Laienorchester. Ich wohne mit zwei Katzen am Deich.';
    expect(await ask(german, 'Welches Instrument spielt sie?')).toContain('Cello');
    expect(await ask(german, 'Was macht sie in ihrer Freizeit?')).toContain('Cello');
  });

  it('German: a word of the question found inside the compound the text says it in', async () => {
    const german =
      'Ich heiße Lena Brandt und arbeite als Tischlerin in Bremen. Meine Ausbildung habe ich an der Berufsschule in Oldenburg gemacht. Seit 2019 habe ich eine eigene Werkstatt im Hafenviertel.';
    expect(await ask(german, 'Auf welche Schule ist sie gegangen?')).toContain('Berufsschule in Oldenburg');
  });

  it('German: "welchem", "welchen" ask nothing, as "welche" does not', async () => {
    const german =
      'Als Präparatorin am Naturkundemuseum Leipzig sorgt Selin Aydın dafür, dass Füchse und Eulen lebendig aussehen. Selin lebt im Leipziger Stadtteil Plagwitz mit ihrem Partner Moritz.\n\nDas Völkerschlachtdenkmal im Südosten Leipzigs erinnert an die Schlacht von 1813 gegen Napoleon.';
    expect(await ask(german, 'In welchem Viertel wohnt sie?')).toContain('Plagwitz');
    expect(analyzerFor('de').stopWords.has('welchen')).toBe(true);
  });

  it('Chinese and Japanese: a wife asked as "老婆", "奥さん" is the "妻子", "妻" the bio names, with her honorific', async () => {
    const chinese =
      '林晓峰今年45岁，在成都开了一家自行车修理店。晓峰的妻子周敏是一名中学语文老师，女儿林朵朵今年12岁。家里还有一只橘猫。\n\n都江堰是战国时期修建的水利工程。';
    expect(await ask(chinese, '他老婆叫什么名字？')).toContain('周敏');
    const japanese =
      '松本市で古書店を営む佐藤健一さんは、今年58歳。妻の由美子さんは店の二階で喫茶スペースを担当しており、一人息子の翔太さんは東京で働いている。\n\n松本城は国宝に指定されている。';
    expect(await ask(japanese, '奥さんの名前は？')).toContain('由美子');
  });

  it('Russian and Arabic: how many years someone has been at their work, said in whichever word for years', async () => {
    const russian =
      'Родом из Казани, Тимур Гарипов четырнадцатый год работает геологом на нефтяных месторождениях под Сургутом. Живёт Тимур в Сургуте с женой Алиной.\n\nСургут стоит на Оби.';
    expect(await ask(russian, 'Сколько лет он этим занимается?')).toContain('четырнадцатый год');
    const arabic =
      'نادية عبد الرحمن عالمة آثار مصرية تعمل مع بعثة تنقيب في الأقصر. عمرها 47 عاما، وقضت في هذا العمل 22 عاما. ولدت نادية في مدينة المنصورة.\n\nالأقصر مدينة في صعيد مصر.';
    expect(await ask(arabic, 'منذ متى تعمل في هذا المجال؟')).toContain('22 عاما');
    const spoken =
      'مرحبا، أنا كريم الحداد، عمري 33 سنة، وأعمل مهندس صوت في استوديو صغير في عمان. أعمل في هذا المجال منذ عشر سنوات.\n\nعمان عاصمة الأردن.';
    expect(await ask(spoken, 'من متى وأنت في هذا الشغل؟')).toContain('عشر سنوات');
  });

  it('Arabic as spoken in Morocco: "شنو", "واش", "شي" ask, "خدمة" is work, canaries are pets', async () => {
    const darija =
      'وُلدت سلمى بنعلي في فاس عام 1982، وهي اليوم مصممة قفاطين وأزياء تقليدية تدير مشغلاً صغيراً في حي المعاريف بالدار البيضاء، يعمل فيه سبعة حرفيين. بدأت الخياطة في سن الخامسة عشرة على يد جدتها، ثم درست تصميم الأزياء في معهد بباريس، وهي تمارس المهنة باحترافية منذ ثمانية عشر عاماً. سلمى متزوجة من عمر، وهو محاسب في شركة للنقل البحري. في شرفة البيت قفص فيه عصفوران من الكناري.\n\nمسجد الحسن الثاني في الدار البيضاء.';
    expect(await ask(darija, 'شنو خدمة سلمى؟')).toContain('قفاطين');
    expect(await ask(darija, 'واش عندها شي حيوان؟')).toContain('الكناري');
    expect(await ask(darija, 'كم سنة وهي تشتغل في هذا المجال؟')).toContain('ثمانية عشر');
  });

  it('someone\'s work, not the family\'s: "Wo arbeitet er genau?", "Was arbeitet Selin?", "Кем работает Ольга?"', async () => {
    const german =
      'Jürgen Hallmann, 61, ist seit 33 Jahren Schleusenwärter am Nord-Ostsee-Kanal, die meiste Zeit davon an der großen Schleuse in Kiel-Holtenau. Geboren ist er in Kassel. Mit seiner Frau Birgit, die in der Stadtbücherei arbeitet, wohnt er in Friedrichsort.\n\nDie Kieler Woche ist ein Segelfest.';
    expect(await ask(german, 'Wo arbeitet er genau?')).toContain('Holtenau');
    const selin =
      'Als Präparatorin am Naturkundemuseum Leipzig sorgt Selin Aydın dafür, dass Füchse, Eulen und sogar ein ganzer Elch so aussehen, als wären sie nur kurz stehen geblieben. Die 1986 in Graz geborene Österreicherin macht den Job seit zwölf Jahren; vorher studierte sie Biologie an der Universität Wien. Selin lebt im Leipziger Stadtteil Plagwitz mit ihrem Partner Moritz, der als Kletterlehrer arbeitet, und ihrem dreijährigen Sohn Emil.\n\nDas Völkerschlachtdenkmal im Südosten Leipzigs erinnert an die Schlacht von 1813 gegen Napoleon.';
    expect(await ask(selin, 'Was arbeitet Selin?')).toContain('Präparatorin');
    const russian =
      'Ольга Васильевна Смирнова уже тридцать один год заведует городской библиотекой в Вологде. Ей 56 лет. Муж Ольги, Николай, работает мастером на комбинате; у них двое сыновей.\n\nВологда известна кружевами.';
    expect(await ask(russian, 'Кем работает Ольга?')).toContain('библиотекой');
  });

  it('Korean: "누구랑 같이 살아요?" of a third-person bio that says "…과 함께 … 산다"', async () => {
    const korean =
      '대구에서 태어난 박지현은 서울 망원동에 사는 웹툰 작가다. 1995년생으로, 홍익대학교에서 시각디자인을 공부했다. 결혼은 하지 않았고, 회계사로 일하는 여동생 박소연과 함께 투룸에서 산다. 마감이 끝나면 실내 클라이밍장에 간다.\n\n망원시장은 1970년대에 생긴 전통시장이다.';
    expect(await ask(korean, '누구랑 같이 살아요?')).toContain('박소연');
  });

  it('"which year" in another language is answered by a year: "她哪年出生的？" of "她1990年生", not of "今年5岁"', async () => {
    const chinese =
      '出生在哈尔滨的陈雨桐，如今是广州市公安局的一名法医。她1990年生，本科和研究生都在中山大学读法医学。雨桐的丈夫黄志强是一名程序员，儿子黄乐乐今年5岁。\n\n广州是广东省的省会。';
    expect(await ask(chinese, '她哪年出生的？')).toContain('1990');
    const german =
      'Selin Aydın arbeitet als Präparatorin in Leipzig. Sie macht den Job seit zwölf Jahren. Geboren wurde sie 1986 in Graz.\n\nLeipzig liegt in Sachsen.';
    expect(await ask(german, 'In welchem Jahr wurde sie geboren?')).toContain('1986');
  });

  it("where someone lives: the town the opening names with the house or the street they live in, and children named are nobody's town", async () => {
    const english = [
      "Hello! I'm Ruth Abernathy, and for the last fifteen years I've worked as a midwife, mostly on night shifts at St. Luke's in Duluth, Minnesota. I'm 39. I grew up in Tucson, Arizona.",
      "I live in an old brick duplex in the Chester Park neighborhood with my husband Teodoro, who teaches high-school chemistry, and our son Elias, who's seven.",
      'Lake Superior is the largest of the Great Lakes by area.',
    ].join('\n\n');
    const answer = await ask(english, 'where do u live');
    expect(answer).toContain('Chester Park');
    expect(answer).toContain('Duluth');
    const french = [
      "Bonjour ! Je m'appelle Yann Le Goff, j'ai 42 ans et je suis vétérinaire rural dans le Finistère, à Landerneau. Je suis né à Brest.",
      'Je vis dans une longère retapée avec ma femme Maëlle, qui est sage-femme, et nos deux garçons, Erwan et Tristan, qui ont 10 et 7 ans.',
      "Le pont de Rohan à Landerneau est un des rares ponts habités d'Europe.",
    ].join('\n\n');
    expect(await ask(french, 'Tu habites où ?')).toContain('Landerneau');
  });

  it('Russian: "Сколько человек у неё работает?" of the staff a bio counts', async () => {
    const russian =
      'Меня зовут Вера Лаптева, я архитектор-реставратор из Архангельска. Первые четыре года после выпуска работала в небольшом бюро в Санкт-Петербурге. В 2019 году мы с двумя коллегами открыли собственную мастерскую «Северный свет»; сейчас у нас двенадцать сотрудников.\n\nАрхангельск стоит на Северной Двине.';
    expect(await ask(russian, 'Сколько человек у неё работает?')).toContain('двенадцать сотрудников');
  });

  it('Arabic: "كم سنة" asks how many years, not how old', async () => {
    const arabic =
      'اسمي سامي نصر، وأنا طاه في عمّان. بعد الدراسة عملت أربع سنوات في فندق على البحر الميت، ثم فتحت مطعمي.';
    expect(await ask(arabic, 'كم سنة اشتغل في الفندق؟')).toContain('أربع سنوات');
  });

  it.each([
    // "Как зовут…" asks a name: "Меня зовут…" of the opening is no answer to it
    ['Меня зовут Пётр Зуев, я пекарь. Дома меня ждут муж Антон и пёс Бублик.', 'Как зовут его мужа?', 'Антон'],
    // "есть ли у него", "чем": they ask, they say nothing asked of
    ['Меня зовут Пётр Зуев, я пекарь. Дома меня ждёт пёс Бублик.', 'Есть ли у него собака?', 'Бублик'],
    ['اسمي كريم سعيد، أعمل طبيبا في حلب. أعيش مع زوجتي وابنتين صغيرتين.', 'هل عنده أولاد؟', 'ابنتين'],
    ['はじめまして、高橋健です。家では柴犬の「もも」を飼っています。', '犬の名前は？', 'もも'],
    ['我叫赵云，在上海读的是法学专业，现在是律师。', '他大学学的啥？', '法学'],
  ])('%s / %s', async (text, question, expected) => {
    expect(await ask(text, question)).toContain(expected);
  });
});

describe('"where is she from?", asked with question words alone', () => {
  it.each([
    ['Soy Inés Robles y vivo en Valencia. Nací en Salamanca.', '¿De dónde es?', 'Salamanca'],
    ['Je suis Hugo Ferrand, je vis à Nantes. Je suis né à Brest.', "D'où vient-il ?", 'Brest'],
    ['Ich bin Mara Lenz und lebe in Kiel. Geboren bin ich in Rostock.', 'Woher kommt sie?', 'Rostock'],
    ['Меня зовут Олег Волков. Я живу в Казани, а родился в Самаре.', 'Откуда он?', 'Самаре'],
    ['اسمي سامي نصر، أسكن في بيروت. ولدت في مدينة صيدا.', 'من أين هو؟', 'صيدا'],
    // (and as Arabic is spoken: "وين" is "أين")
    ['اسمي سامي نصر، أسكن في بيروت. ولدت في مدينة صيدا.', 'من وين هو؟', 'صيدا'],
    ["Hi, I'm Ruth Okoye. I was born in Enugu and now live in Leeds.", 'Where is she from?', 'Enugu'],
  ])('%s / %s', async (text, question, expected) => {
    expect(await ask(text, question)).toContain(expected);
  });
});

describe('"what is the name of…" in any language', () => {
  it('is not answered by the introduction that says "my name is"', async () => {
    const arabic = 'اسمي سامي نصر، وأعمل طبيبا في بيروت. أعيش مع زوجتي ليلى وابني كريم.';
    expect(await ask(arabic, 'ما اسم زوجة سامي؟')).toContain('ليلى');
    const english = 'My name is Ruth Okoye and I teach maths in Leeds. I share my flat with a whippet called Pip.';
    expect(await ask(english, "What's the name of Ruth's dog?")).toContain('Pip');
  });
});

/** One test per [text, question, expected]: the offline answer to the question holds the expected words. */
const answersEach = (cases: ReadonlyArray<readonly [text: string, question: string, expected: string]>): void =>
  it.each(cases)('%s / %s', async (text, question, expected) => {
    expect(await ask(text, question)).toContain(expected);
  });

/** The bios the tests below ask, as visitors would. */
const LEILA =
  'أنا ليلى حداد، صيدلانية. أدير منذ عام 2015 صيدليتي الصغيرة في حي الشميساني بعمان. ولدت في إربد. أنا متزوجة من كريم، وهو مهندس كهرباء. في البيت قطة بيضاء اسمها لولو.';
const JIHOON =
  '안녕하세요, 부산에서 일하는 소방관 박지훈입니다. 강원대학교에서 소방방재학을 전공했어요. 아내는 대학병원에서 간호사로 일하고 있고, 우리 사이에는 여섯 살 난 딸이 하나 있어요. 집에는 보리라는 진돗개도 한 마리 키우고 있습니다.';
const JIHOON_DREAM =
  '안녕하세요, 소방관 박지훈입니다. 강원대학교에서 소방방재학을 전공했고, 2011년에 졸업했어요. 아내는 대학병원에서 간호사로 일하고 있어요. 언젠가는 어린이 안전 교육에 관한 책을 한 권 써 보는 게 제 꿈입니다.';
const XIAOWEN =
  '大家好，我叫林晓雯，是一名游戏设计师。2014年我从浙江大学毕业。我们的游戏去年在Steam上卖出了十万份。家里还养了一只叫“汤圆”的柯基。';
const XIAOWEN_WEEKEND = '平时我喜欢周末去青城山爬山，家里还养了一只叫“汤圆”的柯基。我在成都做游戏设计。';
const MISAKI = '陶芸家の佐藤美咲です。いちばん人気があるのは灰釉のマグカップです。夫は地元の小学校で教えています。';
const HIKARI =
  'はじめまして、中村ひかりです。札幌の小さなパン屋「こむぎ堂」でパン職人をしています。京都市立芸術大学で陶磁器を学びました。休みの日はスノーボードをしたり、温泉に行ったりするのが好き。';
const JONAS =
  'Ich bin Jonas, Tischler in Freiburg. Ich wohne mit meiner Freundin Lea und unserem Kater Fritz in der Wiehre.';
const CAMILLE =
  "Je suis Camille, analyste à Lyon. Je travaille surtout avec Python et SQL. J'habite avec nos deux lapins, Pixel et Noisette.";
const YUSUF = 'اسمي يوسف، وأعمل مرشدا في البتراء. أسكن في وادي موسى مع زوجتي. وأعزف على العود أحيانا مع أصدقائي.';

describe("a bio's family, pets and places, asked as visitors ask", () => {
  // Arabic: "صيدليتها" (her pharmacy) of "صيدليتي" (my pharmacy); "زوجها" of "متزوجة من"; a pet of its kind
  // Korean: "나왔어요" (came out of: graduated), a child of one syllable with its particle, a dog by its breed, "부인"
  // of "아내"; Chinese: "上的大学" (attended university): "上" is no term, "Steam上" no answer; a corgi is a pet
  answersEach([
    [LEILA, 'وين صيدليتها؟', 'الشميساني'],
    [LEILA, 'ماذا يعمل زوجها؟', 'مهندس'],
    [LEILA, 'هل لديها حيوان أليف؟', 'لولو'],
    [JIHOON, '어느 대학 나왔어요?', '강원대학교'],
    [JIHOON, '아이가 있어요? 몇 살이에요?', '여섯 살'],
    [JIHOON, '강아지 이름이 뭐예요?', '보리'],
    [JIHOON, '부인은 뭐 하시는 분이에요?', '간호사'],
    [XIAOWEN, '她在哪上的大学？', '浙江大学'],
    [XIAOWEN, '她养宠物吗？', '汤圆'],
  ]);
});

describe("a bio's pets, partner, tools and pastimes, by the words the bio says them in", () => {
  answersEach([
    [JONAS, 'Wie heißt seine Katze?', 'Fritz'],
    [JONAS, 'Hat er eine Partnerin?', 'Lea'],
    [CAMILLE, 'Elle utilise quels outils ?', 'Python'],
    [CAMILLE, 'Elle a des animaux ?', 'lapins'],
    [
      'Soy Lucía, traductora en Valencia. Vivo con mi pareja, Marc, y con Tofu, un galgo adoptado.',
      '¿Tiene mascota?',
      'Tofu',
    ],
    [
      "I'm Priya, a nurse in Leeds. When I'm not on shift, I'm usually out fell running in the Dales.",
      'What does she do for fun?',
      'running',
    ],
  ]);
});

describe('a journeyman’s years and a language learnt, by the words a bio says them in', () => {
  answersEach([
    [
      'Ich bin Tischler in Freiburg. Nach der Lehre war ich zwei Jahre auf der Walz, quer durch Frankreich und Italien. Heute habe ich eine eigene Werkstatt.',
      'Wie lange war er auf Wanderschaft?',
      'zwei Jahre auf der Walz',
    ],
    [
      'Soy Marta, enfermera en Oaxaca. Hablo español e inglés, y desde el año pasado tomo clases de mixteco en el centro cultural.',
      '¿Qué idioma estás aprendiendo?',
      'mixteco',
    ],
  ]);
});

describe("a French visitor's shortening: the lab", () => {
  answersEach([
    [
      "Je m'appelle Hugo, apiculteur près d'Apt. Pendant huit ans, j'ai été technicien dans un laboratoire agronomique à Avignon. J'ai étudié la biologie à l'université de Montpellier.",
      'Combien de temps a-t-il travaillé au labo ?',
      'Pendant huit ans',
    ],
  ]);
});

describe('"wie hoch?" answered by the height, which the sentence after the one that names the thing says', () => {
  answersEach([
    [
      'Ich bin Anke, Stadtführerin in Leipzig. Das Völkerschlachtdenkmal im Südosten Leipzigs erinnert an die Schlacht von 1813 gegen Napoleon. Es wurde 1913 eingeweiht und ist mit 91 Metern eines der größten Denkmäler Europas. Ich liebe auch das Gewandhausorchester.',
      'Wie hoch ist das Völkerschlachtdenkmal?',
      'mit 91 Metern',
    ],
  ]);
});

describe('what a bio’s person does in their free time, said as the pastime itself', () => {
  answersEach([
    [
      'Soy Lucía, traductora en Valencia. Cuando apago el ordenador, me escapo a la sierra a hacer escalada.',
      '¿Qué hace en su tiempo libre?',
      'escalada',
    ],
    [
      'Je suis Camille, analyste à Lyon. Le mardi soir, je chante dans une chorale.',
      'Que fait-elle pendant son temps libre ?',
      'chorale',
    ],
    ["Je suis Camille, analyste à Lyon. J'habite avec mon compagnon Mehdi.", 'Elle a un copain ?', 'Mehdi'],
    [
      'أنا ليلى، صيدلانية في عمان. في أوقات فراغي أجرب وصفات جدتي، وأمارس السباحة مرتين في الأسبوع.',
      'ماذا تفعل في وقت فراغها؟',
      'السباحة',
    ],
  ]);
});

describe('a Chinese or Japanese bio asked for a pet’s name, the weekend, a spouse and the most popular thing', () => {
  answersEach([
    [XIAOWEN_WEEKEND, '她周末干什么？', '青城山'],
    [XIAOWEN_WEEKEND, '她的狗叫什么名字？', '汤圆'],
    [MISAKI, '一番人気の商品は？', 'マグカップ'],
    [MISAKI, '結婚していますか？', '夫は'],
    [MISAKI, '旦那さんの仕事は？', '教えて'],
  ]);
});

describe('an Arabic verb in any person, an instrument by its name, and "when" answered by a date', () => {
  it('reads يعزف, أعزف and تعزف as one verb, and "يدرس" as "درس"', () => {
    const arabic = analyzerFor('ar');
    const play = tokenize('أعزف', arabic);
    for (const form of ['يعزف', 'تعزف', 'نعزف', 'وأعزف']) expect(tokenize(form, arabic)).toEqual(play);
    expect(tokenize('يدرس', arabic)).toEqual(tokenize('درس', arabic));
    // (a stem of three letters keeps its first one: "يحب" is no "حب")
    expect(tokenize('يحب', arabic)).not.toEqual(tokenize('حب', arabic));
  });

  answersEach([
    [YUSUF, 'هل يعزف على آلة موسيقية؟', 'العود'],
    [YUSUF, 'هل هو متزوج؟', 'زوجتي'],
    [
      "I'm Owen, a piano tuner in Galway. On Sundays I play the fiddle and the guitar in a pub band.",
      'Does he play an instrument?',
      'guitar',
    ],
    [
      'Ich bin Jonas, Tischler in Freiburg. In meiner Freizeit spiele ich Posaune in einer Blaskapelle.',
      'Spielt er ein Instrument?',
      'Posaune',
    ],
  ]);

  it('declines "when…" in another language rather than quote a sentence that says no date', async () => {
    const arabic = 'اسمي يوسف الخطيب، وأعمل مرشدا سياحيا في مدينة البتراء. أسكن في وادي موسى.';
    expect(isDeclined(await ask(arabic, 'متى بدأ العمل مرشدا؟'))).toBe(true);
  });
});

describe('a Korean bio asked what was studied, whether married, the wife’s work and the dream', () => {
  answersEach([
    [JIHOON_DREAM, '대학에서 뭘 공부했어요?', '소방방재학'],
    [JIHOON_DREAM, '결혼했어요?', '아내'],
    [JIHOON_DREAM, '아내분은 무슨 일 하세요?', '간호사'],
    [JIHOON_DREAM, '꿈이 뭐예요?', '책'],
  ]);
});

describe('"Was macht sie gern?" and "Как зовут дочь?"', () => {
  answersEach([
    [
      'Ich heiße Katrin und arbeite als Hebamme in Freiburg. Am Wochenende gehe ich im Schwarzwald wandern.',
      'Was macht sie gern?',
      'wandern',
    ],
    [
      'Меня зовут Дмитрий, я капитан теплохода. Дома меня ждут жена Ольга, дочка Варя и кот Тимофей.',
      'Как зовут дочь?',
      'Варя',
    ],
  ]);
});

describe('a Japanese bio asked of the shop, the days off and the university left', () => {
  answersEach([
    [HIKARI, 'お店の名前は？', 'こむぎ堂'],
    [HIKARI, '休日は何してる？', 'スノーボード'],
    [HIKARI, 'どこの大学を出たの？', '京都市立芸術大学'],
  ]);
});

describe('sport asked of a bio that names the sport, the weekend of one that names the day, a couple', () => {
  answersEach([
    ['Анна Смирнова — врач в Казани. Зимой она катается на лыжах.', 'Она занимается спортом?', 'лыжах'],
    [
      'Maya Patel is a data engineer in Leeds. She volunteers at a food bank on Saturdays.',
      'What does she do on weekends?',
      'food bank',
    ],
    [
      "Je suis Thibault, apiculteur dans la Drôme. J'habite une ferme avec ma compagne, Élodie.",
      'Il est en couple ?',
      'Élodie',
    ],
  ]);
});

describe('an English bio asked of siblings and a dog’s breed', () => {
  answersEach([
    [
      "I'm Priya, a nurse in Leeds. I grew up in Leicester, the youngest of four sisters.",
      'Does she have siblings?',
      'four sisters',
    ],
    [
      "I'm Owen, a piano tuner in Galway. I share a house with an elderly greyhound called Biscuit.",
      'What breed is his dog?',
      'greyhound',
    ],
  ]);

  it('does not take a firm "& Sons" for children', async () => {
    const text = "I'm Owen, a piano tuner in Galway. Since 2016 I've been with Clarke & Sons, a family-run piano shop.";
    expect(isDeclined(await ask(text, 'Does Owen have any kids?'))).toBe(true);
  });
});

describe('friends are no partner', () => {
  it.each([
    [
      'Ich bin Jonas, Tischler in Freiburg. Am Wochenende wandere ich mit Freunden im Schwarzwald.',
      'Hat er eine Partnerin?',
    ],
    ['Je suis Camille, analyste à Lyon. Le samedi, je joue au foot avec des copains.', 'Elle est en couple ?'],
  ])('%s / %s', async (text, question) => {
    expect(isDeclined(await ask(text, question))).toBe(true);
  });
});

describe('a first-person bio asked as "you", in its own language', () => {
  it('finds a Japanese baker introduced after what she does, her age beside her daughter\'s, and "オープン"', async () => {
    const bio =
      'はじめまして、金沢でパン屋「こむぎ堂」をやっている森下あかりです。35歳です。生まれは福井県の鯖江で、大阪の製菓専門学校に通いました。2019年に金沢に引っ越して、小さなお店を開きました。五歳の娘のはなは、お店のクロワッサンが大好きです。';
    expect(await ask(bio, 'お仕事は何ですか？')).toContain('パン屋');
    expect(await ask(bio, '何歳ですか？')).toContain('35歳');
    expect(await ask(bio, '出身はどちらですか？')).toContain('福井');
    expect(await ask(bio, 'お店はいつオープンしたの？')).toContain('2019');
  });
  it('reads Korean "서른한 살이고", Chinese "对象", German "Wo kommst du her?", Spanish "novio"', async () => {
    const korean =
      '안녕하세요! 저는 부산에 사는 간호사 정다은이에요. 올해 서른한 살이고, 해운대 백병원 응급실에서 7년째 일하고 있어요. 쉬는 날에는 주로 서핑을 해요.';
    expect(await ask(korean, '몇 살이야?')).toContain('서른한 살');
    const chinese = '我叫林浩然，在杭州做后端开发。我和女朋友小雨住在西湖边，周末一起去爬山。';
    expect(await ask(chinese, '有对象吗？')).toContain('小雨');
    const german =
      'Ich bin Jörg Brandstätter, 47 Jahre alt, und arbeite als Anwalt in Leipzig. Geboren bin ich in Flensburg. In meiner Freizeit singe ich im Chor.';
    expect(await ask(german, 'Wo kommst du her?')).toContain('Flensburg');
    const spanish =
      'Me llamo Lucía, soy bióloga marina en Vigo. Vivo en el barrio de Bouzas con mi pareja, Iago, que es cocinero. En mi tiempo libre hago buceo.';
    expect(await ask(spanish, '¿Tienes novio?')).toContain('Iago');
  });
  it('reads French "Vous avez des enfants ?" of "nos deux garçons", Russian "вуз", Arabic vowels and "وين ساكنة؟"', async () => {
    const french =
      "Je m'appelle Yann, je suis vétérinaire à Landerneau. Je vis avec ma femme et nos deux garçons, Erwan et Tristan. Le week-end, je fais de la voile.";
    expect(await ask(french, 'Vous avez des enfants ?')).toContain('Erwan');
    const russian =
      'Меня зовут Галина, я преподаю физику в лицее в Казани. Физфак Казанского университета окончила в 1998 году. Летом живу на даче.';
    expect(await ask(russian, 'Какой вуз вы заканчивали?')).toContain('университета');
    const arabic =
      'أنا رنا الخطيب، أعمل صيدلانية في عمان منذ عام 2015. وُلدت في مدينة إربد في شمال الأردن. أحب المشي في وادي رم.';
    expect(await ask(arabic, 'من وين أصلك؟')).toContain('إربد');
    expect(await ask(arabic, 'وين ساكنة؟')).toContain('عمان');
  });
});

describe('"où" last, a husband as "ご主人", a dog as "ワンちゃん", and "comme travail"', () => {
  it('answers "Tu es d\'où ?" and "Tu fais quoi comme travail ?" of a French bio', async () => {
    const french =
      "Bonjour ! Je m'appelle Yann Le Goff, j'ai 42 ans et je suis vétérinaire rural à Landerneau. Je suis né à Brest, mais j'ai fait mes études à Nantes. Avant, j'ai travaillé trois ans dans une clinique à Montréal.";
    expect(await ask(french, "Tu es d'où ?")).toContain('Brest');
    expect(await ask(french, 'Tu fais quoi comme travail ?')).toContain('vétérinaire');
  });
  it('answers "ご主人は何をしている人？" by her husband\'s work and "ワンちゃんの名前は？" by the dog', async () => {
    const japanese =
      'はじめまして、金沢でパン屋をやっている森下あかりです。夫の健太は市役所に勤めていて、朝はよく手伝ってくれます。うちには柴犬のきなこもいて、毎朝一緒に散歩します。';
    expect(await ask(japanese, 'ご主人は何をしている人？')).toContain('市役所');
    expect(await ask(japanese, 'ワンちゃんの名前は？')).toContain('きなこ');
  });
});

describe('an age said with an accent first', () => {
  it('answers "Quel âge a-t-elle ?" by "âgée de 34 ans"', async () => {
    const french =
      'Claire Martin est infirmière à Lyon. Elle est âgée de 34 ans et vit avec son compagnon. Le week-end, elle fait de la randonnée.';
    expect(await ask(french, 'Quel âge a-t-elle ?')).toContain('âgée de 34 ans');
  });
});

describe("someone else's age, and a language the bio never names", () => {
  it("declines another person's age that the text does not give, in English, French and Japanese", async () => {
    const english =
      "Hi there, I'm Gordon McAllister. These days I'm 68 and live near Oban with my wife Fiona. Our daughter Kirsty lives in Toronto with her two boys.";
    expect(isDeclined(await ask(english, 'How old is Kirsty?'))).toBe(true);
    expect(await ask(english, 'How old are you?')).toContain("I'm 68");
    // (and answers it when the text says it)
    const older = `${english}\n\nOur daughter Kirsty is 12 years old and lives with us.`;
    expect(await ask(older, 'How old is Kirsty?')).toContain('Kirsty is 12 years old');
    const french =
      "Je m'appelle Yann Le Goff, j'ai 42 ans et je suis vétérinaire à Landerneau. Depuis 2012, je soigne surtout des vaches laitières et des chevaux. Je suis né à Brest, mais j'ai fait mes études à Nantes.\n\nJe vis dans une longère retapée avec ma femme Maëlle, qui est sage-femme, et nos deux garçons.";
    expect(isDeclined(await ask(french, 'Quel âge a Maëlle ?'))).toBe(true);
    const japanese = 'はじめまして、金沢でパン屋をやっている森下あかりです。35歳です。夫の健太は市役所に勤めています。';
    expect(isDeclined(await ask(japanese, '健太さんは何歳ですか？'))).toBe(true);
    expect(await ask(japanese, '何歳ですか？')).toContain('35歳');
  });
  it('declines a language the bio never names, and answers one it does', async () => {
    const french =
      "Je m'appelle Yann, je suis vétérinaire à Landerneau. Je parle breton avec mes grands-parents et un peu d'anglais.";
    expect(isDeclined(await ask(french, 'Il parle allemand ?'))).toBe(true);
    expect(await ask(french, 'Il parle anglais ?')).toContain("un peu d'anglais");
    const arabic = 'أنا رنا الخطيب، أعمل صيدلانية في عمان. أتكلم العربية والإنجليزية، وأتعلم الفرنسية منذ سنتين.';
    expect(isDeclined(await ask(arabic, 'هل تتكلم الألمانية؟'))).toBe(true);
  });
  it("declines a Japanese question of her father's work, whom the bio never names", async () => {
    const japanese =
      'はじめまして、金沢でパン屋をやっている森下あかりです。夫の健太は市役所に勤めています。週末は山登りをします。';
    expect(isDeclined(await ask(japanese, '彼女のお父さんの仕事は？'))).toBe(true);
  });
});

describe('third-person bios asked of someone else, and ages said in a word', () => {
  it("declines a husband's age that only a child's beside him answers, in Japanese and German", async () => {
    const japanese =
      '佐藤美咲さんは大阪に住む三十二歳の看護師です。出身は広島です。夫の大輔さんは高校の先生で、二人の間には三歳の息子がいます。休みの日はヨガをしています。';
    expect(isDeclined(await ask(japanese, '大輔さんは何歳ですか？'))).toBe(true);
    expect(await ask(japanese, '何歳ですか？')).toContain('三十二歳');
    const german =
      'Anna Becker ist 38 Jahre alt und arbeitet als Tierärztin in Freiburg. Sie lebt mit ihrem Mann Lukas, einem Lehrer, und zwei Söhnen am Stadtrand. In ihrer Freizeit läuft sie Marathon.';
    expect(isDeclined(await ask(german, 'Wie alt ist Lukas?'))).toBe(true);
    expect(await ask(german, 'Wie alt ist sie?')).toContain('38 Jahre alt');
  });
  it('reads "Sophie Laurent a 29 ans" as her opening, and her partner\'s and cat\'s names as no place', async () => {
    const french =
      'Sophie Laurent a 29 ans et travaille comme architecte à Bordeaux. Elle est originaire de Lille et a fait ses études à Paris. Elle vit avec son compagnon Hugo, qui est journaliste, et leur chat Minou. Le week-end, elle fait du surf.';
    expect(isDeclined(await ask(french, 'Quel âge a Hugo ?'))).toBe(true);
    expect(await ask(french, 'Où habite-t-elle ?')).toContain('Bordeaux');
  });
  it('answers a Russian age said as "36-летний"', async () => {
    const russian =
      'Ольга Смирнова — 36-летний инженер-строитель из Новосибирска. Сейчас живёт в Екатеринбурге с мужем Игорем и дочкой Машей. Раньше она пять лет работала в Томске.';
    expect(await ask(russian, 'Сколько ей лет?')).toContain('36-летний');
  });
});

describe("a family member's age, an age after the name, and a relative clause about someone else", () => {
  it('declines "她老公多大？" and "Сколько лет его жене?" when only the person\'s own age is said', async () => {
    const chinese =
      '陈静今年三十五岁，是杭州一家互联网公司的产品经理。她出生在江苏苏州，大学毕业于浙江大学。她和丈夫刘洋还没有孩子，家里养了两只猫。';
    expect(isDeclined(await ask(chinese, '她老公多大？'))).toBe(true);
    expect(await ask(chinese, '她几岁了？')).toContain('三十五岁');
    const russian =
      'Дмитрий Орлов — пилот гражданской авиации, ему 44 года. Он родился в Самаре. Живёт в Москве с женой Анной, которая работает врачом, и двумя сыновьями.';
    expect(isDeclined(await ask(russian, 'Сколько лет его жене?'))).toBe(true);
    expect(await ask(russian, 'Сколько ему лет?')).toContain('44 года');
    expect(await ask(russian, 'Кем работает Дмитрий?')).toContain('пилот');
  });
  it('reads "Raj Patel, 52, runs…" as the opening, and "divorced" as an answer to "is he married?"', async () => {
    const english =
      'Raj Patel, 52, runs a small bookshop in Bath. Before opening it in 2011, he spent twenty years as an accountant in London. Raj is divorced and has a grown-up son, Arjun, who works as a nurse in Bristol.';
    expect(isDeclined(await ask(english, 'How old is Arjun?'))).toBe(true);
    expect(await ask(english, 'Is he married?')).toContain('divorced');
  });

  it('reads an age however Italian, Portuguese and Hindi bios say it, and asks it as their visitors do', async () => {
    const italian =
      "Rosaria Lo Cascio va in pensione. L'infermiera ha compiuto 64 anni a settembre. Da trent'anni lavora al Civico e a vent'anni era già in reparto.";
    expect(await ask(italian, 'Quanti anni ha?')).toContain('64 anni');
    const marco = 'Ciao, sono Marco, ho 44 anni e faccio il fornaio. A diciannove anni facevo il turno di notte.';
    expect(await ask(marco, 'Quanti anni hai?')).toContain('44 anni');
    const portuguese =
      'A baiana Jurema, de 52 anos, cozinha há trinta anos. Aos vinte anos abriu o primeiro restaurante.';
    expect(await ask(portuguese, 'Qual a idade dela?')).toContain('52 anos');
    const guide =
      'Marco Bionaz, 52 anni, è guida alpina dal 2004. Ha salito il Monte Bianco più di centoquaranta volte. A vent’anni faceva il maestro di sci.';
    expect(await ask(guide, 'Quanti anni ha?')).toContain('52 anni');
    expect(await ask(guide, 'Quante volte è salito sul Monte Bianco?')).toContain('centoquaranta volte');
    const hindi = '56 वर्षीय मीनाक्षी जी पटना के एक स्कूल में पढ़ाती हैं। तीस साल से वे यहीं हैं।';
    expect(await ask(hindi, 'उनकी उम्र क्या है?')).toContain('56 वर्षीय');
  });

  it('reads ages, family and compounds as Russian, Japanese, Korean, German and Levantine Arabic bios say them', async () => {
    const russian = 'Виктору Лукину 47 лет, и 22 из них он отдал пожарной охране. В 18 лет он ушёл в армию.';
    expect(await ask(russian, 'Сколько ему лет?')).toContain('47 лет');
    const korean = '저는 버스 기사예요. 집사람 이은정은 동네에서 작은 반찬가게를 해요. 딸 서연이는 간호학과 다녀요.';
    expect(await ask(korean, '와이프분은 뭐 하세요?')).toContain('반찬가게');
    expect(await ask(korean, '따님은 무슨 과 다녀요?')).toContain('간호학과');
    const japanese =
      '【ひと】島田市で茶園を営む森田康弘さん（62）。約4ヘクタールの畑で茶を育てる。妻の恵子さんと二人暮らし。';
    expect(await ask(japanese, '森田さんって何歳？')).toContain('（62）');
    // (a German compound of the question's whose parts the text says apart)
    const german =
      'Annette unterrichtet Physik in Freiburg. Das Freiburger Münster wurde um 1200 begonnen; sein 116 Meter hoher Turm war um 1330 fertig.';
    expect(await ask(german, 'Wie hoch ist der Münsterturm?')).toContain('116 Meter');
    const arabic = 'أنا طبيبة أسنان في عمّان. زوجي سامر مهندس، وعنا بنتين: لين وتالا.';
    expect(await ask(arabic, 'عندك أولاد؟')).toContain('لين');
  });

  it('reads an opening with a few words between commas after the name as its introduction', async () => {
    const portuguese =
      'Mestre Zé Bezerra, nome artístico de José Bezerra da Silva, é sanfoneiro há mais de cinquenta anos. Mora em Caruaru com a esposa. Mestre Zé toca todo sábado na feira e Mestre Zé ensina as crianças do bairro.';
    expect(await ask(portuguese, 'O que o Mestre Zé faz?')).toContain('sanfoneiro');
  });
});

describe("a third-person bio asked by its person's name about what it does not say", () => {
  it('declines a salary asked with the name, in English, German, Spanish and French, and reads "¿En qué trabaja…?"', async () => {
    const english =
      'Maya Okafor is a 41-year-old midwife at Leeds General Infirmary. She grew up in Manchester. At weekends she plays the cello in a community orchestra.';
    expect(isDeclined(await ask(english, "What's Maya's salary?"))).toBe(true);
    const german =
      'Anna Becker ist 38 Jahre alt und arbeitet als Tierärztin in Freiburg. Aufgewachsen ist sie in Stuttgart. In ihrer Freizeit läuft sie Marathon.';
    expect(isDeclined(await ask(german, 'Wie viel verdient Anna?'))).toBe(true);
    const spanish =
      'Marta Ruiz es enfermera en el Hospital Clínic de Barcelona desde hace doce años. Tiene 39 años y es de Zaragoza. Los fines de semana sale en bici.';
    expect(isDeclined(await ask(spanish, '¿Cuánto gana Marta?'))).toBe(true);
    expect(await ask(spanish, '¿En qué trabaja Marta?')).toContain('enfermera');
    const french =
      'Sophie Laurent a 29 ans et travaille comme architecte à Bordeaux. Elle est originaire de Lille. Le week-end, elle fait du surf.';
    expect(isDeclined(await ask(french, 'Combien gagne Sophie ?'))).toBe(true);
  });
});

describe('a bio asked in the everyday words of its language', () => {
  const DE =
    'Ich heiße Marlene Ott, bin 41 und restauriere Glasfenster in Erfurt. Aufgewachsen bin ich in Greifswald an der Ostsee. Mit meinem Mann Till wohne ich in einem alten Pfarrhaus in Arnstadt. Dazu kommen drei Schafe namens Flocke, Wolke und Bö. Ich spreche Deutsch, Englisch und etwas Polnisch.\n\nDer Erfurter Dom steht auf einem Hügel über dem Domplatz.';
  const RU =
    'Меня зовут Олег Рябов, мне 52 года, я лоцман в Мурманске. Вырос я в Вологде, в деревянном доме у реки. По выходным пою в мужском хоре и катаюсь на лыжах.\n\nКольский залив не замерзает даже зимой.';
  const AR =
    'أنا سامر الخطيب، مهندس صوت عمري 38 سنة. أسكن في بيروت مع زوجتي رنا. في أوقات الفراغ أحب ركوب الدراجة وألعب الشطرنج مع أصدقائي.\n\nقلعة جبيل من أقدم القلاع على الساحل.';
  const KO =
    '안녕하세요, 저는 대구에 사는 약사 김하늘이에요. 올해 마흔 살이고, 약국을 운영한 지 10년째예요. 쉬는 날에는 앞산을 오르거나 동네 오케스트라에서 첼로를 켜요.\n\n팔공산은 단풍으로 유명합니다.';
  const JA =
    'こんにちは、陶芸家の森田茜です。年は三十九歳。生まれは横浜で、二〇一五年に益子に移りました。休みの日は近所の川で釣りをしています。\n\n益子焼は江戸時代の終わりに始まりました。';
  const EN =
    "I'm Dara Quinn, a ferry engineer working out of Oban. When I'm off duty you'll usually find me sea kayaking around Kerrera.\n\nOban's distillery was founded in 1794.";
  const ES =
    'Soy Inés Prado, tengo 36 años y soy enóloga. Vivo en Logroño desde hace seis años. Vivo con mi pareja, Julián, que es carpintero, y con nuestro gato Pimiento.\n\nLa catedral de Santo Domingo de la Calzada tiene un gallinero.';

  it('answers pets kept as farm animals, where someone grew up, foreign languages, in German', async () => {
    expect(await ask(DE, 'Habt ihr Haustiere?')).toContain('Schafe');
    expect(await ask(DE, 'Wo bist du groß geworden?')).toContain('Greifswald');
    expect(await ask(DE, 'Welche Fremdsprachen kannst du?')).toContain('Polnisch');
  });

  it('answers a childhood and "чем занимаешься в свободное время" in Russian, free time in Arabic', async () => {
    expect(await ask(RU, 'Где прошло твоё детство?')).toContain('Вологде');
    expect(await ask(RU, 'Чем занимаешься в свободное время?')).toContain('хоре');
    expect(await ask(RU, 'Чем занимается Олег?')).toContain('лоцман');
    expect(await ask(AR, 'شو بتحب تعمل بوقت فراغك؟')).toContain('الشطرنج');
  });

  it('answers days off in Korean, Japanese and English, a move in Japanese, a partner named in Spanish', async () => {
    expect(await ask(KO, '쉬는 날엔 뭐 하면서 지내요?')).toContain('첼로');
    expect(await ask(JA, '休みの日は何してるの？')).toContain('釣り');
    expect(await ask(JA, '今どこに住んでるの？')).toContain('益子');
    expect(await ask(EN, 'What do you get up to on your days off?')).toContain('kayaking');
    expect(await ask(ES, '¿Cómo se llama tu pareja?')).toContain('Julián');
  });
});

describe('how long someone has been at what they do, asked without its words', () => {
  it('answers "how long has she been doing this job?", "Wie lange machst du das schon?", "Как давно…?"', async () => {
    const en =
      "Hello! I'm Priya Natarajan, and I've been a neonatal nurse for the past eleven years. I work nights at St James's Hospital in Leeds.\n\nKirkstall Abbey was founded in 1152.";
    expect(await ask(en, 'How long has she been doing this job?')).toContain('eleven years');
    const de =
      'Ich heiße Jonas Krebs, bin 45 Jahre alt und baue seit über zwanzig Jahren Boote. Ich wohne in Kiel.\n\nDer Kieler Hafen ist groß.';
    expect(await ask(de, 'Wie lange machst du das schon?')).toContain('seit über zwanzig Jahren');
    const ru =
      'Меня зовут Вера Соколова, мне 46 лет, и я ветеринарный врач. Уже восемнадцать лет работаю в Калининграде.\n\nКуршская коса тянется на 98 километров.';
    expect(await ask(ru, 'Как давно ты работаешь ветеринаром?')).toContain('восемнадцать лет');
  });
});

describe('what someone does, of a first-person opening whose name goes unread', () => {
  it('answers "무슨 일 하세요?" by the introduction that names the job before the name', async () => {
    const ko =
      '안녕하세요! 저는 광주에 사는 조향사 윤서하예요. 올해 서른세 살이고, 화장품 회사 연구소에서 7년째 일하고 있어요. 졸업하고 처음 2년은 서울 백화점에서 근무했어요.\n\n무등산은 광주의 상징입니다.';
    expect(await ask(ko, '무슨 일 하세요?')).toContain('조향사');
  });
});

describe('a Korean bio asked its everyday questions', () => {
  const KO =
    '안녕하세요, 저는 대전에서 라디오 PD로 일하는 윤채원입니다. 나이는 서른여섯이고, 고향은 강원도 속초예요.\n\n지금은 유성구 봉명동에 살고 있어요. 남편 이재혁은 고등학교 수학 선생님이고, 다섯 살 된 딸 하린이가 있어요.';
  const THIRD = '오지훈 씨는 인천의 한 공항에서 일하는 정비사다. 그는 마흔두 살로, 전주에서 태어나 자랐다.';

  it('answers where she lives, how old she is, whether she is married', async () => {
    expect(await ask(KO, '어디 사세요?')).toContain('봉명동');
    expect(await ask(KO, '몇 살이에요?')).toContain('서른여섯');
    expect(await ask(KO, '결혼하셨어요?')).toContain('이재혁');
    expect(await ask(THIRD, '나이가 어떻게 돼요?')).toContain('마흔두 살');
  });
});

describe('a Chinese bio asked as visitors ask', () => {
  const FIRST =
    '大家好，我是林晓，今年二十九岁，在杭州一家游戏公司做美术设计。我是福建泉州人，大学在中国美术学院读的动画。\n\n我和男朋友住在西湖区。我姐姐林悦在厦门当医生。\n\n雷峰塔始建于977年。';
  const THIRD =
    '何家伟是成都一家口腔医院的正畸医生，从业已经十五年。他今年四十二岁，出生在重庆万州。\n\n家里养了两只乌龟，一只叫“大圣”。何家伟还有一个双胞胎哥哥何家俊。\n\n都江堰距今已有两千二百多年。';

  it('answers a hometown said as "X人", siblings, and a third-person bio\'s work and pets', async () => {
    expect(await ask(FIRST, '你老家哪里的？')).toContain('泉州');
    expect(await ask(FIRST, '有兄弟姐妹吗？')).toContain('林悦');
    expect(await ask(THIRD, '他是干什么的？')).toContain('正畸医生');
    expect(await ask(THIRD, '他在哪个城市工作？')).toContain('成都');
    expect(await ask(THIRD, '他家养了什么宠物？')).toContain('乌龟');
  });
});

describe('a French bio introduced as people write them', () => {
  const FIRST =
    "Bonjour ! Moi, c'est Clémence Arnaud, j'ai 38 ans et je suis souffleuse de verre. Depuis douze ans, je travaille dans mon atelier de Biot.\n\nLe dimanche, je fais du vélo le long de la mer.";
  const THIRD =
    'Aminata Diallo-Lefèvre, 36 ans, est sommelière au Comptoir des Chartrons, à Bordeaux. Elle a grandi à Dakar, au Sénégal.\n\nElle vit à Bègles avec son mari, Thomas, et leur fille de quatre ans, Awa.';

  it('reads "Moi, c\'est…" and a double name with its age between commas', async () => {
    expect(await ask(FIRST, 'Tu fais quoi dans la vie ?')).toContain('souffleuse de verre');
    expect(await ask(THIRD, 'Elle a quel âge ?')).toContain('36 ans');
    expect(await ask(THIRD, 'Elle fait quoi comme métier, Aminata ?')).toContain('sommelière');
    expect(await ask(THIRD, 'Elle bosse où ?')).toContain('Comptoir des Chartrons');
  });
});

describe('where someone comes from said with a place, and pets and siblings by their kind', () => {
  it('answers where she is from and whether she has siblings, of a German bio', async () => {
    const ru =
      'Привет! Меня зовут Андрей Соколов, мне 45 лет, и я работаю коком на ледоколе. Сам я из Вологды, там и окончил техникум.\n\nЖивём мы в Мурманске. Есть кот Боцман.';
    expect(await ask(ru, 'Откуда ты родом?')).toContain('из Вологды');
    const de =
      'Katja Brenner ist Schornsteinfegerin in Leipzig. Sie kommt ursprünglich aus Kassel und hat dort ihre Lehre gemacht.\n\nSie hat eine ältere Schwester, Andrea, die in Kassel lebt.';
    expect(await ask(de, 'Wo ist sie her?')).toContain('aus Kassel');
    expect(await ask(de, 'Hat sie Geschwister?')).toContain('Andrea');
  });

  it('answers pets kept as a parakeet, lovebirds or a donkey', async () => {
    const es =
      'Lupita Ramírez tiene 49 años y maneja un taxi en la Ciudad de México.\n\nEn la azotea tienen un perico llamado Don Chepe que silba.';
    expect(await ask(es, '¿Tiene mascotas?')).toContain('Don Chepe');
    const ru = 'Лейла Хабибуллина — флорист из Казани.\n\nДома живут неразлучники Чак и Гек.';
    expect(await ask(ru, 'Питомцы есть?')).toContain('Чак');
    const ar = 'نادية عبد الرحمن عالمة آثار في الأقصر.\n\nعندها حمار اسمه قمر يحمل أدواتها.';
    expect(await ask(ar, 'هل عندها حيوانات؟')).toContain('قمر');
  });
});

describe('how long someone has been at it, in French and Russian', () => {
  it('answers "Ça fait combien de temps que tu fais ça ?" and "Давно в море ходишь?"', async () => {
    const fr =
      "Bonjour ! Moi, c'est Mathilde Garnier, j'ai 43 ans et je suis marionnettiste. Depuis quinze ans, je fabrique des marionnettes pour ma compagnie, à Lyon.\n\nLe dimanche, je fais du vélo.";
    expect(await ask(fr, 'Ça fait combien de temps que tu fais ça ?')).toContain('Depuis quinze ans');
    const ru =
      'Привет! Меня зовут Андрей Соколов, мне 45 лет, и я работаю коком на ледоколе «Ямал». В море я уже двадцать лет, рейсы длятся по четыре месяца.\n\nЖивём мы в Мурманске.';
    expect(await ask(ru, 'Давно в море ходишь?')).toContain('двадцать лет');
  });
});

describe("a sibling's name", () => {
  it('declines the names of sisters a bio never names, and answers a brother it names', async () => {
    const es =
      'Lupita Ramírez tiene 49 años y maneja un taxi en la Ciudad de México. Lupita tiene cinco hermanas, todas en Oaxaca.\n\nLos domingos juega frontón.';
    expect(isDeclined(await ask(es, '¿Cómo se llaman sus hermanas?'))).toBe(true);
    const en = "I'm Mathilde, a puppeteer in Lyon.\n\nMy brother Yann stayed in Brittany: he is a fisherman.";
    expect(await ask(en, "What's your brother's name?")).toContain('Yann');
  });
});

describe("a family member's name, in the languages without capitals", () => {
  it('declines a brother or a sister a Japanese or Korean bio never names, and answers one it names', async () => {
    const ja =
      'はじめまして、北村葵です。小樽の工房で吹きガラスの職人をしています。\n\n兄が一人いて、弘前で実家のりんご園を継いでいます。夫の拓海は漁師です。';
    expect(isDeclined(await ask(ja, 'お兄さんの名前は？'))).toBe(true);
    expect(await ask(ja, '旦那さんの名前は？')).toContain('拓海');
    const ko =
      '안녕하세요, 저는 부산에서 라디오 DJ로 일하는 한지민입니다.\n\n언니가 한 명 있는데 서울에서 웹툰 작가로 일해요. 남편 박성호는 교수예요.';
    expect(isDeclined(await ask(ko, '언니 이름이 뭐예요?'))).toBe(true);
    expect(await ask(ko, '남편 이름이 뭐예요?')).toContain('박성호');
  });
});

describe("a family member's age, of the one asked", () => {
  it("declines a husband's age that only a daughter's answers, and answers the daughter's", async () => {
    const zh =
      '大家好，我是周敏，今年三十四岁，在上海做数据新闻记者。\n\n我和老公陈骁住在徐汇区的一个老小区里，离武康路不远。他是小学体育老师，性格比我开朗多了。我们有个五岁的女儿，小名叫豆豆。';
    expect(isDeclined(await ask(zh, '你老公多大了？'))).toBe(true);
    expect(await ask(zh, '你女儿几岁了？')).toContain('五岁的女儿');
  });
});

describe('where someone lives, of a French bio that says it only with "de"', () => {
  it('answers "Tu habites où ?" by the opening\'s "mon atelier de Mirecourt", not by whom they live with', async () => {
    const fr =
      "Bonjour ! Je m'appelle Bastien Marchetti, j'ai 53 ans et je suis luthier. Je répare surtout des violons dans mon atelier de Mirecourt, une petite ville des Vosges.\n\nJe vis avec ma compagne Solène, qui est orthophoniste, et ma fille Lou.\n\nLa tarte aux myrtilles est une spécialité des Vosges.";
    expect(await ask(fr, 'Tu habites où ?')).toContain('Mirecourt');
  });
});

describe('a Korean bio asked how long at it, and about a kid', () => {
  it('answers "이 일 한 지 얼마나 됐어요?" and "애는 있어요?"', async () => {
    const ko =
      '안녕하세요, 저는 부산에서 라디오 DJ로 일하는 한지민입니다. 매일 밤 심야 음악 프로그램을 진행한 지 벌써 8년째예요.\n\n남편 박성호는 교수고, 일곱 살 된 아들 도윤이가 있어요.';
    expect(await ask(ko, '이 일 한 지 얼마나 됐어요?')).toContain('8년째');
    expect(await ask(ko, '애는 있어요?')).toContain('도윤');
  });
});

describe('third-person bios: pets by breed or compound, kids as "gosses", an opening that starts with the birthplace', () => {
  it('answers pets said as a beagle, a husky or a "Rauhaardackel"', async () => {
    const fr =
      'Margaux Lemoine, 42 ans, tient une fromagerie à la Croix-Rousse.\n\nPistou, un vieux beagle très gourmand, monte la garde devant la vitrine.';
    expect(await ask(fr, 'Elle a un animal ?')).toContain('Pistou');
    const ru = 'Тимур Гарипов — геолог.\n\nВ семье есть и сибирский хаски по кличке Буран.';
    expect(await ask(ru, 'Как зовут его собаку?')).toContain('Буран');
    const de =
      'Jürgen Hallmann, 61, ist seit 33 Jahren Schleusenwärter in Kiel-Holtenau.\n\nZur Familie gehört außerdem Otto, ein sehr eigensinniger Rauhaardackel.';
    expect(await ask(de, 'Hat er ein Haustier?')).toContain('Otto');
  });

  it('reads "Originaire de Dakar, Ousmane Diallo enseigne…" as his opening, and "gosses" as children', async () => {
    const fr =
      "Originaire de Dakar, Ousmane Diallo enseigne le judo depuis vingt ans au Judo Club de Wazemmes, à Lille.\n\nOusmane est marié à Aminata, et le couple a une fille, Awa, qui vient d'entrer au lycée.";
    expect(await ask(fr, 'Il bosse où ?')).toContain('Judo Club de Wazemmes');
    expect(await ask(fr, 'Il a des gosses ?')).toContain('Awa');
  });
});

describe('third-person bios in Chinese and Arabic', () => {
  it('answers "他家养宠物吗？", "他平时喜欢干什么？" and "كم عمره؟" of "يبلغ كريم من العمر 39 عاماً"', async () => {
    const zh =
      '林晓峰今年45岁，在成都玉林路开了一家自行车修理店。\n\n家里还有一只橘猫叫"花卷"，每天趴在店门口晒太阳。他最大的爱好是钓鱼和长途骑行。\n\n宽窄巷子是成都最热闹的景点之一。';
    expect(await ask(zh, '他家养宠物吗？')).toContain('花卷');
    expect(await ask(zh, '他平时喜欢干什么？')).toContain('钓鱼');
    const ar =
      'مهندس اتصالات في عمّان، كريم الحداد يعمل في تصميم الشبكات منذ خمسة عشر عاماً. يبلغ كريم من العمر 39 عاماً، وقد وُلد ونشأ في مدينة إربد.\n\nيقع المدرج الروماني في قلب عمّان.';
    expect(await ask(ar, 'كم عمره؟')).toContain('39');
  });
});

describe('Japanese and Korean bios: an origin, a dog, siblings, an age in brackets', () => {
  it('answers "もともとどこの人？", "犬飼ってるの？", "兄弟はいますか？" and "나이가 어떻게 돼요?"', async () => {
    const ja =
      '沖縄県那覇市生まれの比嘉さくらは、福岡市のリハビリテーション病院で働く理学療法士だ。\n\n子どもはまだいないが、柴犬の「ゴマ」が家族の中心だ。弟の比嘉海斗は地元那覇で飲食店を開いている。\n\n太宰府天満宮は学問の神様を祀る。';
    expect(await ask(ja, 'もともとどこの人？')).toContain('那覇');
    expect(await ask(ja, '犬飼ってるの？')).toContain('ゴマ');
    expect(await ask(ja, '兄弟はいますか？')).toContain('海斗');
    const ko =
      "김민준 씨(49)는 부산 해운대에서 요트 수리점 '바다공방'을 운영한다.\n\n마감이 끝나면 실내 클라이밍장에 가거나 친구들과 보드게임 모임을 연다.\n\n감천문화마을은 부산의 명소다.";
    expect(await ask(ko, '나이가 어떻게 돼요?')).toContain('(49)');
  });
});

describe('a Russian family word that opens a sentence', () => {
  it('answers "Как зовут её мужа?" of "Муж Ольги, Николай, работает…"', async () => {
    const ru =
      'Ольга Смирнова уже тридцать один год заведует городской библиотекой в Вологде.\n\nМуж Ольги, Николай, работает мастером на комбинате. У них двое взрослых сыновей.\n\nВологодский кремль построен при Иване Грозном.';
    expect(await ask(ru, 'Как зовут её мужа?')).toContain('Николай');
  });
});

describe('"what did she do before?" answered by the job the bio dates in the past, not by the thing named', () => {
  answersEach([
    [
      'Wir stellen vor: Jana Keller. Jana Keller unterrichtet seit 2018 Chemie an unserer Schule. Sie stammt aus Rostock. Nach dem Studium arbeitete sie neun Jahre lang als Laborleiterin bei einem Pharmahersteller in Basel. An der Schule leitet sie die Garten-AG, die sich jeden Montag trifft. In ihrer Freizeit segelt sie auf dem Bodensee.',
      'Was hat sie vor der Schule gemacht?',
      'Laborleiterin',
    ],
    [
      '안녕하세요, 대전에서 택시 운전하는 김민호입니다. 택시 운전한 지 12년 됐어요. 고향은 전주예요. 군대 다녀와서 식품 공장에서 포장 일을 6년(2005년~2011년) 했습니다. 쉬는 날에는 택시 동호회 사람들과 등산을 갑니다. 택시 손님 중에 기억에 남는 분이 많아요.',
      '택시 전에는 뭐 했던 분이에요?',
      '포장',
    ],
    [
      // (a bio of two passages, as most are: in one passage alone, a word every passage holds decides nothing)
      'नमस्ते, मैं रमेश कुमार हूँ, उम्र 47 साल, और जयपुर में ऑटो चलाता हूँ। पिछले बारह साल से ऑटो चला रहा हूँ, ज़्यादातर सिंधी कैंप से आमेर किले तक। सुबह सात बजे घर से निकलता हूँ और रात नौ बजे तक सवारियाँ उठाता हूँ। मेरा जन्म अजमेर के पास किशनगढ़ में हुआ था, पर शादी के बाद से हम जयपुर के शास्त्री नगर में रहते हैं।\n\n' +
        'आठवीं के बाद मैंने पढ़ाई छोड़ दी। 2002 से 2010 तक मैंने एक कपड़ा मिल में मशीन चलाई। फिर 2011 में अपना ऑटो खरीदा। अब महीने में करीब 25,000 रुपये कमा लेता हूँ।\n\n' +
        'मेरी पत्नी सुनीता सिलाई का काम करती है। हमारे दो बेटे हैं — अंकित बारहवीं में है और रोहित सातवीं में। घर में एक गाय भी है। मैं हिंदी और मारवाड़ी बोलता हूँ, थोड़ी अंग्रेज़ी भी समझ लेता हूँ। छुट्टी के दिन मैं क्रिकेट देखता हूँ और मोहल्ले के बच्चों के साथ पतंग उड़ाता हूँ।\n\n' +
        'सवारियों में सबसे ज़्यादा विदेशी पर्यटक होते हैं, इसलिए मैंने कुछ फ़्रेंच और जर्मन शब्द भी सीख लिए हैं। एक बार एक जापानी परिवार का बैग ऑटो में छूट गया था, मैं उसे होटल तक लौटाने गया। उन्होंने मुझे धन्यवाद का कार्ड भेजा, जो आज भी मेरे ऑटो में लगा है। बरसात में सड़कें ख़राब हो जाती हैं, तब कमाई कम होती है, और गर्मियों में दोपहर को सवारी बहुत कम मिलती है।\n\n' +
        'जयपुर का हवा महल 1799 में महाराजा सवाई प्रताप सिंह ने बनवाया था। इसमें 953 छोटी खिड़कियाँ हैं, ताकि शाही महिलाएँ बिना दिखे बाज़ार की रौनक देख सकें। शहर को गुलाबी नगरी भी कहते हैं, क्योंकि 1876 में पूरे शहर को गुलाबी रंग से रंगा गया था।',
      'इससे पहले क्या करते थे?',
      'कपड़ा मिल',
    ],
    // (a bio that dates no past job is asked with the question's own words, as before: "trabajé como mesero")
    [
      'Me llamo Andrea Ruiz y soy panadera en Sevilla. Antes trabajé como cartera en Córdoba. Vivo con mi gato Miso.',
      '¿En qué trabajaba antes?',
      'cartera',
    ],
  ]);
});

describe('Arabic as it is spoken in the Levant: "اللي" asks nothing, "بيحكي" speaks, "مرته" is his wife', () => {
  const bio = [
    'طبيب أسنان في عيادة صغيرة في طرابلس، سامي الخوري يعالج المرضى منذ اثني عشر عاماً. يبلغ سامي من العمر 41 عاماً، وقد وُلد في زحلة ودرس طب الأسنان في الجامعة اللبنانية قبل أن ينتقل إلى الشمال.',
    'يسكن اليوم في حي الميناء مع زوجته هالة، وهي صيدلانية، وابنهما كريم. يتحدث سامي العربية والفرنسية بطلاقة، وتعلم الإيطالية خلال سنة تخصص قضاها في بولونيا. في عطلة نهاية الأسبوع يحب صيد السمك قرب جزيرة الأرانب.',
    'قلعة طرابلس من أكبر القلاع في لبنان، وقد بُنيت في القرن الثاني عشر.',
  ].join('\n\n');
  it.each([
    ['شو اللغات اللي بيحكيها؟', 'الإيطالية'],
    ['شو اسم مرته؟', 'هالة'],
  ])('%s', async (question, expected) => {
    expect((await askOffline(bio, question)).answer).toContain(expected);
  });
});

describe('what someone does for a living, said "by profession" after the greeting and the name', () => {
  answersEach([
    [
      'Hallo! Ich heiße Jonas Brandt und bin 41 Jahre alt. Geboren bin ich in Kiel, aber seit zwölf Jahren wohne ich in Lübeck. Von Beruf bin ich Orgelbauer – in unserer kleinen Werkstatt in der Altstadt restaurieren wir Kirchenorgeln aus ganz Norddeutschland.\n\nMeine Frau Svenja ist Lehrerin, und wir haben eine Tochter, Mia. In meiner Freizeit segle ich auf der Trave.\n\nDas Holstentor wurde 1478 fertiggestellt und ist das Wahrzeichen der Stadt.',
      'Was machst du beruflich?',
      'Orgelbauer',
    ],
    [
      'Привет! Меня зовут Олег Смирнов, мне 38 лет. Родился я в Твери, но уже десять лет живу в Казани. По профессии я сварщик — работаю на заводе, где собирают речные суда.\n\nЖена Марина работает бухгалтером, у нас двое сыновей. В свободное время я рыбачу на Волге.\n\nКазанский кремль внесён в список всемирного наследия ЮНЕСКО в 2000 году.',
      'Кем ты работаешь?',
      'сварщик',
    ],
  ]);
});

describe('"since when?" answered by the year something began ("dal 2009", "seit dem Schuljahr 2019/20")', () => {
  answersEach([
    [
      // (a bio of two passages, as most are: in one passage alone, a word every passage holds decides nothing)
      "Ciao! Sono Marta Venturi, ho 46 anni e faccio la pasticciera a Modena. Sono nata a Carpi, ma vivo in città da quando avevo vent'anni. Ho studiato all'istituto alberghiero e poi ho lavorato sei anni in un grande albergo di Rimini, dove ho imparato a fare la sfoglia e le torte da cerimonia. La mia pasticceria, \"Dolce Attesa\", è in via Emilia Centro dal 2011: apro alle sei e alle otto le prime torte sono già in vetrina. Il dolce più richiesto è la torta Barozzi, ma d'inverno vanno a ruba anche i tortellini dolci ripieni di mostarda.\n\n" +
        "Mio marito Paolo fa l'idraulico e abbiamo due figlie, Giulia e Sara, che d'estate mi aiutano al banco. In casa c'è anche un gatto nero, Pepe, che dorme sempre sul davanzale. Parlo italiano, un po' di inglese e il dialetto modenese. Nel tempo libero vado in bicicletta sulle colline e la domenica canto nel coro della parrocchia. Una torta per venti persone costa da me 45 euro.\n\n" +
        "Il Duomo di Modena fu iniziato nel 1099 ed è patrimonio dell'UNESCO insieme alla Torre Ghirlandina e a Piazza Grande. La Ghirlandina è alta circa 86 metri.",
      'Da quando hai aperto?',
      '2011',
    ],
    [
      'Wir stellen vor: Karl Hoffmann. Seit dem Schuljahr 2016/17 unterrichtet Karl Hoffmann Biologie und Chemie am Humboldt-Gymnasium. Er stammt aus Gera und hat in Jena studiert.\n\nHerr Hoffmann lebt mit seiner Frau und zwei Söhnen in der Südstadt. In seiner Freizeit fotografiert er Vögel am Stausee.\n\nDas Rathaus der Stadt wurde 1890 gebaut.',
      'Seit wann ist er an der Schule?',
      '2016/17',
    ],
  ]);
});

describe('"who taught him?" answered by whom he learned from ("aprendeu… com o avô", "외삼촌 밑에서… 배운")', () => {
  answersEach([
    [
      'Aos 72 anos, Manuel Rocha continua a fazer cestos de vime todos os dias na sua oficina em Gonçalo, perto da Guarda. É uma arte que aprendeu com o pai, Abílio, quando tinha apenas doze anos. Os cestos grandes vendem-se por 40 euros na feira de sábado.\n\nManuel é casado com a Rosa e tem dois filhos, que vivem em Lisboa. Nos tempos livres cuida da horta e joga às cartas no café da aldeia.\n\nA Guarda é a cidade mais alta de Portugal.',
      'Quem é que o ensinou?',
      'com o pai',
    ],
    [
      'A sus 66 años, Rafael Ortega sigue fabricando guitarras en su taller del Albaicín, en Granada. Aprendió el oficio con su tío Antonio, que tenía un taller en la calle Elvira, cuando apenas tenía quince años. Una guitarra de concierto suya cuesta unos 4.000 euros.\n\nRafael está casado con Carmen y tiene una hija, Lucía, que toca en una orquesta de Sevilla. En su tiempo libre pesca en la costa de Almuñécar.\n\nLa Alhambra fue construida principalmente en los siglos XIII y XIV.',
      '¿Quién le enseñó?',
      'con su tío Antonio',
    ],
    [
      '[제주 해녀학교 강사 소개]\n\n고순자 씨는 제주 하도리에서 40년째 물질을 하고 있는 해녀다. 올해 예순두 살인 그는 현재 해녀학교에서 초보 해녀들을 가르친다. 열일곱 살 때 어머니 밑에서 3년간 물질을 배운 뒤 혼자 바다에 나가기 시작했다.\n\n남편은 어부이고, 딸 둘은 서울에 산다. 취미는 노래 교실이다.\n\n하도리는 제주 동쪽에 있는 마을이다.',
      '물질은 누구한테 배웠대요?',
      '어머니',
    ],
  ]);
});

describe('a price asked as "was kosten…", "얼마예요" of a sum in thousands, and "بكم"', () => {
  answersEach([
    [
      'Moin! Ich bin Hauke Petersen, 52, und habe seit 2004 eine kleine Fahrradwerkstatt in Husum. Die meisten Kunden bringen Hollandräder und E-Bikes zur Reparatur. Neue Laufräder für Rennräder speiche ich am liebsten von Hand, das dauert einen halben Tag. Eine Inspektion kostet bei mir 69 Euro, neue Laufräder baue ich ab etwa 180 Euro.\n\nMeine Frau Imke ist Hebamme, wir haben zwei Töchter. Am Wochenende segle ich auf der Nordsee.\n\nHusum wird auch die graue Stadt am Meer genannt.',
      'Was kosten neue Laufräder?',
      '180 Euro',
    ],
    [
      '[양평 두부마을 사장님 소개]\n\n이순례 씨는 양평에서 25년째 손두부를 만드는 두부집 사장이다. 매일 새벽 네 시에 콩을 갈아 두부를 쑤며, 점심에는 두부전골을 판다. 모두부 한 모는 6천 원에, 두부전골 2인분은 2만 8천 원에 판매된다.\n\n남편은 농사를 짓고 아들은 서울에서 회사에 다닌다. 취미는 등산이다.\n\n양평은 남한강과 북한강이 만나는 곳이다.',
      '두부전골 얼마예요?',
      '2만 8천 원',
    ],
    [
      'يعمل خالد الحارثي نجاراً في مدينة صور العُمانية منذ ثلاثين عاماً، ويصنع الصناديق الخشبية المزخرفة في ورشة صغيرة قرب الميناء. يستغرق صنع الصندوق الكبير أسبوعين كاملين من العمل اليدوي. يبلغ من العمر 55 عاماً. يبيع الصندوق الكبير بنحو 120 ريالاً عمانياً، والصغير بنحو 35 ريالاً.\n\nخالد متزوج وله ثلاثة أبناء. في أوقات فراغه يحب صيد السمك.\n\nتشتهر صور ببناء السفن الخشبية التقليدية.',
      'بكم يبيع الصندوق الكبير؟',
      '120 ريالاً',
    ],
  ]);
});

describe('where someone studied, in Chinese: the school they got into ("考进…学校")', () => {
  answersEach([
    [
      '王建国今年五十六岁，是青岛一家渔具店的老板。1984年他考进青岛海洋学校，学的是渔业捕捞。毕业后在远洋渔船上干了十二年，去过秘鲁和阿根廷，1998年回到青岛开了这家店。\n\n他的妻子在小学教语文，儿子在上海读研究生。家里养了一只橘猫，叫团团。周末他喜欢去海边钓鱼。\n\n青岛啤酒节每年八月举行。',
      '他在哪儿读的书？',
      '青岛海洋学校',
    ],
  ]);
});
