import { describe, expect, it } from 'vitest';
import { replyIn as ask, askOffline } from '../test/askOffline.js';
import { withoutOccupationWords } from './occupation.js';

describe('what someone does for a living', () => {
  it('is answered by the sentence that introduces them, in every language', () => {
    const bios: Array<[string, string, string, string]> = [
      [
        'en',
        'Jordan Lee\nProduct designer · Rotterdam\n\nSummary\nNine years of shaping banking apps. Jordan sails on weekends.',
        'what does Jordan do for a living?',
        'Product designer',
      ],
      [
        'de',
        'Jonas Weber ist Elektroingenieur und wohnt in Leipzig. Jonas Weber hat in Dresden studiert. In seiner Freizeit spielt Jonas Schach.',
        'Was ist Jonas von Beruf?',
        'Elektroingenieur',
      ],
      [
        'es',
        'Lucía Fernández es médica y vive en Valencia. Lucía estudió medicina en Salamanca. Los domingos Lucía nada en el mar.',
        '¿Cuál es la profesión de Lucía?',
        'médica',
      ],
      [
        'fr',
        'Camille Martin est architecte et habite à Bordeaux. Camille a étudié à Nantes. Le dimanche, Camille joue du piano.',
        'Quel est le métier de Camille ?',
        'architecte',
      ],
      [
        'ko',
        '박민준은 부산에 사는 게임 개발자입니다. 박민준은 서울대학교에서 컴퓨터 공학을 공부했습니다. 주말에는 해운대에서 서핑을 합니다.',
        '박민준의 직업은 무엇인가요?',
        '게임 개발자',
      ],
    ];
    for (const [language, text, question, expected] of bios) expect(ask(language, text, question)).toContain(expected);
  });

  it('drops only the words that ask for an occupation, and only from a question that asks for one', () => {
    expect(withoutOccupationWords('what does Jordan do for a living?', 'en').trim()).toBe('what does Jordan do  ?');
    expect(withoutOccupationWords('Was ist Jonas von Beruf?', 'de')).not.toContain('Beruf');
    // "what does she do on Saturdays?" asks about Saturdays, not a job
    expect(withoutOccupationWords('What does she do on Saturdays?', 'en')).toBe('What does she do on Saturdays?');
    expect(withoutOccupationWords('What was the title of her thesis?', 'en')).toBe('What was the title of her thesis?');
    // "job" stays: it names the Experience entries a question picks from ("her previous job")
    expect(withoutOccupationWords("What was Jordan's previous job?", 'en')).toBe("What was Jordan's previous job?");
    // a language without its own list keeps its words
    expect(withoutOccupationWords('Was ist Jonas von Beruf?', 'nl')).toBe('Was ist Jonas von Beruf?');
  });

  it('reads a Korean "무슨 일" asked of a place as what was done there, not as the occupation', async () => {
    const korean =
      '안녕하세요, 저는 한지민이에요. 지금은 광주의 초등학교에서 음악을 가르쳐요. 졸업한 뒤에는 캐나다 밴쿠버에서 1년 동안 빵집에서 일했어요.';
    expect((await askOffline(korean, '밴쿠버에서 무슨 일을 했어요?')).answer).toContain('빵집');
    expect((await askOffline(korean, '무슨 일을 하세요?')).answer).toContain('음악을 가르쳐요');
    expect(withoutOccupationWords('어디에서 일해요?', 'ko')).not.toContain('일해요');
  });

  it('reads a Japanese "どこのお店で働いていますか" as where the person works now', async () => {
    const japanese =
      'はじめまして、中村ひかりです。札幌の小さなパン屋「こむぎ堂」でパン職人をしています。休みの日はスノーボードをします。';
    expect((await askOffline(japanese, 'どこのお店で働いていますか？')).answer).toContain('こむぎ堂');
  });

  it('reads "how long have you done the job?" in Japanese and Chinese as how long, not as the occupation', async () => {
    const japanese =
      'はじめまして、北村葵です。小樽の小さな工房で、吹きガラスの職人をしています。この仕事を始めて、もう十二年になります。休みの日は山に登ります。';
    expect((await askOffline(japanese, 'その仕事、何年くらいやってるの？')).answer).toContain('十二年');
    expect(withoutOccupationWords('这份工作做了多久？', 'zh')).toBe('这份工作做了多久？');
  });

  it('reads a Korean "뭐 하는 사람" and "하시는 일" as the occupation', async () => {
    const korean =
      '안녕하세요, 저는 한지민이에요. 지금은 광주의 초등학교에서 음악을 가르쳐요. 주말에는 친구들이랑 등산을 다녀요.';
    for (const question of ['지민 씨는 뭐 하는 사람이에요?', '하시는 일이 뭐예요?'])
      expect((await askOffline(korean, question)).answer).toContain('음악을 가르쳐요');
  });

  it("is not asked of the person's family: their husband's work is what the text says of him", async () => {
    const text =
      'Hello! I am Priya Natarajan, and I have been a neonatal nurse for eleven years. I work nights at a hospital in Leeds. My husband Dev teaches geography at a secondary school.';
    expect((await askOffline(text, 'what does her husband do for a living?')).answer).toContain('teaches geography');
    expect((await askOffline(text, 'What does Priya do for a living?')).answer).toContain('neonatal nurse');
  });

  it('asked as where the person works, is answered by the sentence that says it in the present, if one does', async () => {
    const russian =
      'Меня зовут Ирина Соколова, я ветеринар из Новосибирска. Окончила Новосибирский аграрный университет в 2010 году. Уже девять лет работаю в частной клинике «Айболит», а до этого работала в зоопарке. Замужем, у нас с мужем есть сын Артём. Дома живут две собаки и попугай. В свободное время катаюсь на лыжах и читаю детективы. Говорю по-русски, по-английски и немного по-немецки.';
    expect((await askOffline(russian, 'Где она работает?')).answer).toContain('Айболит');
    const arabic =
      'مرحبا، أنا كريم حداد، مهندس برمجيات من عمّان. درست علوم الحاسوب في الجامعة الأردنية، وتخرجت عام 2014. أعمل منذ خمس سنوات في شركة ناشئة للتكنولوجيا المالية في دبي. قبل ذلك عملت في بنك في عمّان. أنا متزوج ولدي ابنة اسمها ليان. في وقت فراغي أحب كرة القدم والتصوير. أتكلم العربية والإنجليزية والقليل من الفرنسية.';
    expect((await askOffline(arabic, 'أين يعمل؟')).answer).toContain('دبي');
    // (a job the text tells of in the past is an earlier one: the introduction says where she is now)
    const french =
      "Bonjour, je m'appelle Inès Morel. Je suis sage-femme à la maternité de Nantes. Avant, j'ai travaillé trois ans à Montréal.";
    expect((await askOffline(french, 'Où travaille-t-elle ?')).answer).toContain('Nantes');
  });

  it('asked as "¿Dónde trabajas?" of a bio that says "Trabajo en…", is answered by that sentence', async () => {
    const text =
      'Hola, soy Marta Gil. Tengo 35 años y soy arquitecta en Zaragoza. Estudié en la Universidad Politécnica de Madrid. Trabajo en un estudio pequeño que diseña viviendas sostenibles.';
    expect((await askOffline(text, '¿Dónde trabajas?')).answer).toContain('estudio pequeño');
  });

  it('is asked in French with "son" (her, his), which is no son', async () => {
    const text = 'Bonjour, je m’appelle Inès Morel. Je suis sage-femme à la maternité de Nantes depuis 2012.';
    expect((await askOffline(text, 'Quel est son métier ?')).answer).toContain('sage-femme');
  });

  it('is asked in Spanish by "¿De qué trabaja?", and of someone else by that person\'s name', async () => {
    const text =
      '¡Hola! Soy Lucía Fernández y me dedico a la traducción audiovisual. Vivo en Valencia con mi pareja, Marc, que es cocinero.';
    expect((await askOffline(text, '¿De qué trabaja Lucía?')).answer).toContain('traducción audiovisual');
    expect((await askOffline(text, '¿A qué se dedica Marc?')).answer).toContain('cocinero');
  });

  it('still says what else the person does', () => {
    const text =
      'Maya Patel is a data engineer who lives in Leeds. She works at a railway company. She also volunteers at a food bank on Saturdays.';
    expect(ask('en', text, 'What does she do on Saturdays?')).toContain('food bank');
  });
});
