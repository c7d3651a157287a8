/**
 * What visitors call the parts of a resume or portfolio, and the words those parts go by: "hobbies?" is answered
 * under "Interests", "what degree" under "Education", "can she code?" under "Skills", "where does he work now" by the
 * job that runs to "present". Most bots are resumes and portfolios, whose sections are named by a heading rather
 * than by the words a visitor uses. These are asked in English (to an English bot, or to a bot in another script
 * whose English lines are analysed as English); a bio in another language is asked in its own words (OWN_SECTIONS:
 * where its person lives, comes from, studied and works, their pets, languages, family and free time).
 *
 * Beyond résumés, the everyday words a visitor asks a licence, a paper or a talk with stand for the words those texts
 * use (EVERYDAY: "pay" for "no-charge", "sue" for "litigation", "info" for "information", "medicine" for "prescription
 * drug").
 *
 * A question word of a group makes the group's section words stand for it: retrieval searches for them too, and a
 * sentence holding one counts as holding the question word.
 */
import { isUnspaced, type PassageIndex, type RankedPassage, type TextAnalyzer, tokenize } from '@botfolio/core';
import { spelledAcronyms } from './acronyms.js';
import { PREVIOUSLY, PROGRAMMING_WORDS, SINCE_WORD } from './implied.js';
import { readsAsEnglish } from './language.js';
import { COUNTRY_NAMES } from './names.js';
import { isEnglishWord } from './typos.js';

/** The dogs and cats a bio names by breed or kind ("a greyhound called Biscuit"): a dog, a cat and a pet alike. */
const DOG_BREEDS =
  'greyhound labrador retriever terrier spaniel poodle collie beagle dachshund whippet lurcher sheepdog hound mutt pooch russell pug husky corgi schnauzer lagotto';
const CAT_WORDS = 'kitten tabby';

/** Dogs by breed in Chinese, Japanese and Korean bios ("一只叫汤圆的柯基", "'보리'라는 진돗개"), and Chinese cats. */
const ZH_DOGS = '柯基 金毛 哈士奇 泰迪 柴犬 拉布拉多 边牧 萨摩耶 比熊 博美 柯基犬 中华田园犬';
const ZH_CATS = '橘猫 布偶 英短 美短 暹罗';
const JA_DOGS = '保護犬 トイプードル プードル ダックスフンド チワワ ポメラニアン コーギー 秋田犬';
const KO_DOGS = '진돗개 진도개 제주개 풍산개 삽살개 푸들 말티즈 포메라니안 시츄 비숑 웰시코기 시바견 치와와';

/**
 * What a bio says someone does for pleasure, when it does not call it a hobby ("When I'm not on shift, I'm usually out
 * fell running", "me escapo a la sierra a hacer escalada"), in each answer language.
 */
const PASTIMES = {
  en:
    'running hiking climbing cycling swimming skiing sailing surfing painting gardening photography yoga chess ' +
    'guitar piano knitting baking birdwatching fishing swimmer runner climber cyclist sailor surfer hiker skier ' +
    'bouldering kayaking rowing tennis golf football soccer basketball rugby boxing',
  de: 'wandern klettern laufen joggen radfahren schwimmen segeln skifahren ski malen fotografieren lesen kochen backen schach gitarre klavier posaune chor kontrabass cello geige violine schlagzeug saxophon trompete querflöte',
  es: 'escalada senderismo correr nadar natación pintar lectura leer cocinar fotografía yoga ajedrez guitarra piano cerámica surf esquí ciclismo bicicleta bailar baile tango tejer fútbol tenis frontón pádel baloncesto voleibol béisbol boxeo violín batería',
  fr: 'randonnée randonner escalade courir vélo natation nager voile ski peinture peindre photographie lecture lire cuisiner échecs guitare piano chorale chanter handball football tennis rugby basket danse violon violoncelle batterie contrebasse saxophone',
  ru: 'лыжах лыжи бегом бег плаванием плавание рисую рисование акварелью фотографирую читаю чтение шахматы гитаре рыбалка походы хоре хор пою велосипеде',
  ar: 'السباحة الجري المشي القراءة الرسم الطبخ التصوير الشطرنج الدراجة السفر الخط الخياطة التطريز',
  zh: '爬山 跑步 游泳 画画 摄影 看书 读书 做饭 下棋 吉他 钢琴 钓鱼 旅行 旅游 骑行 露营 徒步 瑜伽 种花 养花 唱歌 跳舞 书法 马拉松',
  pt: 'corrida correr caminhada caminhadas trilha trilhas escalada nadar natação pintura pintar leitura ler cozinhar fotografia ioga xadrez violão guitarra piano violino violoncelo bateria contrabaixo saxofone surfe surf ciclismo bicicleta dançar dança futebol tênis ténis crochê tricô jardinagem pesca',
  it: 'corsa correre camminate escursioni trekking arrampicata nuotare nuoto pittura dipingere lettura leggere cucinare fotografia yoga scacchi chitarra pianoforte violino violoncello batteria contrabbasso sassofono ciclismo bicicletta ballare danza calcio tennis vela sci giardinaggio pesca coro cantare',
  hi: 'संगीत गाना गाने नाचना नृत्य किताबें ट्रेकिंग क्रिकेट बैडमिंटन शतरंज योग बागवानी चित्रकारी फ़ोटोग्राफ़ी सितार गिटार तबला हारमोनियम दौड़ना तैराकी साइकिल',
  ja: '登山 山歩き ランニング 水泳 スキー スノーボード 写真 読書 料理 釣り 家庭菜園 園芸 ガーデニング 俳句 囲碁 将棋 書道 茶道',
  ko: '등산 서핑 수영 달리기 요가 낚시 독서 사진 캠핑 테니스 축구 농구 야구 골프 자전거 배드민턴 탁구 스키 마라톤 클라이밍 볼링 보드게임',
};

/** The words for sport in a bio's own language: they ask for the pastimes too ("Она занимается спортом?"). */
const SPORT: Readonly<Record<string, string>> = {
  de: 'sport',
  es: 'deporte deportes',
  fr: 'sport sports',
  ru: 'спорт спортом',
  ar: 'رياضة الرياضة',
  ja: 'スポーツ 運動',
  ko: '운동 스포츠',
  pt: 'esporte esportes desporto',
  it: 'sport',
  hi: 'खेल खेलकूद',
};

/**
 * A bio's free time in its own language, as two groups: the words that ask for it and those that say it
 * ([asked, said]), and the pastimes that answer it, which the language's words for sport ask for as well.
 */
function freeTime(language: Exclude<keyof typeof PASTIMES, 'en'>, asked: string, said: string) {
  const sport = SPORT[language];
  return [
    [asked, said],
    [sport ? `${asked} ${sport}` : asked, PASTIMES[language]],
  ] as const;
}

/** Countries a text names, as "which countries…?" is answered by them (and Turkey, Taiwan: no word of a question). */
const COUNTRIES = `${COUNTRY_NAMES} turkey taiwan`;

/** [what visitors ask with, what resumes say], each a list of words. */
const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  // (a bio says what she does "in her free time", "at weekends")
  [
    'hobby hobbies pastime pastimes spare free fun sport sports',
    'interests hobbies activities sports free spare leisure weekend weekends',
  ],
  // (or by what she does: "When I'm not on shift, I'm usually out fell running")
  ['hobby hobbies pastime pastimes fun', PASTIMES.en],
  // ("what does she do on weekends?" of "on Saturdays")
  ['weekend weekends', 'saturday saturdays sunday sundays'],
  [
    'degree degrees diploma studied study major majored school university uni college graduate graduated masters master’s ' +
      "master's bachelor bachelors bachelor's phd doctorate alma mater",
    'education university msc bsc phd master bachelor institute college graduated graduating',
  ],
  ['job jobs employer employers career working worked role roles position', 'experience employment'],
  ['now currently current moment today', 'present current'],
  ['code coding program programming tech technologies tools stack software', 'skills typescript javascript python'],
  [
    'speak speaks language languages fluent',
    'languages fluent native english spanish french german portuguese dutch italian mandarin chinese cantonese ' +
      'japanese korean arabic russian hindi polish swedish danish norwegian finnish greek turkish hebrew irish welsh ' +
      'gaelic catalan basque galician ukrainian czech slovak hungarian romanian bulgarian croatian serbian persian ' +
      'farsi urdu bengali punjabi tamil vietnamese thai indonesian malay tagalog swahili',
  ],
  ['instrument instruments', 'piano guitar violin cello drums flute trumpet trombone saxophone ukulele harp clarinet'],
  // ("where's he based?" of "He lives in…")
  ['live lives living reside resides hometown based located', 'based located lives live resides'],
  // "where is he from?" of "grew up in Cork", "born in Seoul"
  ['from originally grow grew raised born hometown', 'born grew raised hometown native originally'],
  // "what's his dog's name?" of "a greyhound called Biscuit"
  // (a pet is any animal; a dog is no cat)
  [
    'pet pets animal animals',
    `dog cat puppy kitten parrot rabbit hamster tortoise turtle horse goat goats sheep donkey donkeys chickens hens ducks budgie canary ferret goldfish ${DOG_BREEDS} ${CAT_WORDS}`,
  ],
  // "is she married?" of "…with my partner"
  ['married marriage wife husband spouse boyfriend girlfriend', 'wife husband partner spouse married fiancé fiancée'],
  ['dog dogs breed breeds', `puppy ${DOG_BREEDS}`],
  ['cat cats', CAT_WORDS],
  ['talk talks spoken speaker conference conferences presented', 'talks speaking conference'],
  ['award awards prize prizes', 'awards honors honours'],
  ['certificate certificates certification certifications certified', 'certifications certificates certified'],
  ['published publication publications', 'publications'],
  // a recruiter's "when can she start?"
  ['available availability start join joining notice', 'availability notice available'],
  // "is she looking for a job?" of "open to remote roles"
  ['looking seeking', 'open available availability seeking looking'],
  // "would he move cities?" of "Open to relocating to Vancouver"
  ['move moving relocate relocating relocation', 'relocate relocating relocation relocated'],
  // "visa situation?" of "would need sponsorship for the Netherlands"
  ['visa visas', 'sponsorship sponsor sponsored permit citizenship citizen residency resident'],
  // "did she study abroad?" of "Erasmus exchange semester at Chalmers"
  ['abroad overseas', 'exchange erasmus abroad overseas international'],
  // "why did you leave X?" of "Why I moved on: …", "where did he train?" of a college
  ['leave leaving left quit', 'moved reason reasons leaving left'],
  ['train trained training apprenticeship', 'college apprenticeship training trained qualified'],
  // "how many papers?" of "41 peer-reviewed articles"; "editorial roles?" of "Associate Editor"; "postdoc"
  ['paper papers publication publications', 'articles article papers publications published'],
  ['editorial', 'editor editors editorial'],
  ['postdoc postdocs', 'postdoctoral'],
  // "m&a experience?" of "the £640M acquisition of…"; "diversity?" of "women in senior leadership"
  ['m&a merger mergers acquisition acquisitions', 'acquisition acquisitions acquired merger mergers'],
  ['diversity inclusion', 'women gender diversity inclusion'],
];

/**
 * The everyday words a visitor asks a licence, a paper or a talk with, and the words such texts use for them, as
 * [asked, said] like SECTIONS: "do I have to pay?" of "a no-charge, royalty-free license", "what if I break the
 * license?" of "will terminate automatically if You fail to comply", "who paid for it?" of "This work is supported
 * by…", "did it do better than expected?" of "higher than the 24 percent predicted".
 */
const EVERYDAY: ReadonlyArray<readonly [string, string]> = [
  // (what is paid for a work is its funding: "who paid for it?" of "This work is supported by the X Foundation")
  [
    'pay paying paid cost costs free price money fee fees',
    'charge fee fees royalty no-charge price funded funding supported grant grants sponsored',
  ],
  ['sell selling sold sale sales', 'sell charge fee price offer'],
  // ("how much money does she manage?" of "an annual media budget of €4.2M")
  ['money', 'budget budgets'],
  // ("how many new places would get service?" of "160 previously unserved communities")
  ['place places', 'communities towns cities locations sites'],
  // ("what older code is it based on?" of "inherited from its predecessor PeleLM")
  ['older', 'predecessor predecessors previous earlier'],
  // ("which technologies matter most?" of "…will be of particular importance")
  ['matter matters', 'importance important crucial critical'],
  // ("which countries…?" of the countries a text names)
  ['country countries nation nations', COUNTRIES],
  ['sue suing sued lawsuit lawsuits court', 'litigation lawsuit counterclaim'],
  [
    'break breaks broke breaking broken violate violates violated violation breach breached',
    'comply fail fails violation terminate terminated termination',
  ],
  ['fix fixes fixed cure cured', 'cure cured cease ceases cessation compliant'],
  ['regain restore restored back', 'reinstated reinstate restored'],
  ['closed proprietary', 'proprietary'],
  ['credit credits attribute attribution', 'attribution notices notice'],
  ['binary binaries compiled executable', 'executable object'],
  ['share sharing shared', 'distribute distribution convey available'],
  [
    'change changes changed changing edit edits edited tweak remix remixed remixing adapt adapted adaptation',
    'modify modified modification modifications adapted adaptation derivative',
  ],
  ['copy copies copying', 'reproduce reproduction copies copy'],
  // ("am I allowed to run it?" of "The act of running the Program is not restricted")
  ['allowed allow allows', 'permitted permit permits grant granted restricted unrestricted'],
  ['last lasts lasting duration', 'term duration perpetual expire expires expiry'],
  // ("can I put DRM on it?": "apply any Effective Technological Measures")
  ['drm', 'technological measures'],
  ['law laws legal statute', 'statute regulation judicial law'],
  ['guarantee guarantees guaranteed', 'warranty warranties'],
  ['header headers', 'notice'],
  ['lose lost end ends ended stop stops cancel revoke revoked', 'terminate terminated termination revoked'],
  ['funded funding sponsor sponsored sponsors financed fund funds', 'supported funding grant grants funded sponsored'],
  ['expected anticipated', 'predicted anticipated'],
  ['better worse', 'higher lower improved'],
  // ("best record since when?" of "the highest winning percentage of any team since 1954")
  ['worst biggest largest best', 'longest largest biggest highest'],
  // ("a power cut")
  ['outage outages blackout blackouts cut cuts', 'outage outages blackout failure'],
  ['ahead', 'lead'],
  ['kinds kind sorts types varieties', 'types kinds forms'],
  ['extra more', 'additional further'],
  ['argument arguments args', 'parameter parameters inputs'],
  // ("what databases does she know?" of a résumé's "Data: PostgreSQL, Redis…")
  ['database databases', 'postgresql postgres mysql sqlite mongodb redis oracle data'],
  ['follow following obey obeying', 'comply compliance compliant'],
  // ("how big is her team?" of "she leads a research group of eight people", "a brigade of 14 cooks")
  ['team teams', 'group groups brigade crew squad staff fte headcount'],
  // ("how many people does she manage?" of "Lead the bridges group (7 engineers…)"; "the team she runs")
  [
    'manage manages managing run runs running supervise supervises supervising supervised oversee oversees',
    'lead leads led leading',
  ],
  // ("has he brought stock levels down?" of "cut inventory by €9.5M")
  ['stock stocks', 'inventory inventories'],
  // ("did she lower costs?" of "Brought food cost down", "cut food waste by 38 %")
  [
    'lower lowered lowering reduce reduced reducing decrease decreased down',
    'reduced reduce cut cuts down decreased lowered',
  ],
  // ("how much money did his work save?" of "reduced fresh-produce waste by an estimated CA$6.8M a year"; "what file
  // types does it save the results in?" of "stored in files")
  ['save saves saved saving savings', 'saved saving savings reduced cut stored store stores storing'],
  // ("who owns the team?" of "our team owner")
  // (and "who owns the scripts I write?" of "belong to whoever generated them")
  ['own owns owned', 'owner owners ownership belong belongs belonging'],
  // ("which player gave a speech?" of a transcript's "remarks")
  // (and "to say a few words": to speak)
  ['speech speeches spoke speak speaks', 'remarks address spoke speak words'],
  // ("what ship did they take to America?" of "…to sail to the United States")
  ['america', 'united states'],
  ['mark marks marked label labelled labeled', 'notice notices stating'],
  // ("has her restaurant won any awards?" of "received a Michelin Bib Gourmand")
  ['award awards prize prizes won', 'received awarded honours honors'],
  // ("does he have kids?" of "we have a daughter", "twin boys"; a daughter, not a son: "Clarke & Sons" is a firm)
  ['kid kids child children', 'daughter daughters twins boys girls teenagers teens'],
  // ("what does she research?" of "published more than 40 papers on heart failure")
  ['research researches researching', 'papers paper published studies'],
  // ("what gift did he get?" of "The President is presented with a Dodgers jersey")
  ['gift gifts', 'gift gifts presented'],
  ['celebrate celebrated celebrating celebration', 'honor honoring honored honour honouring honoured celebration'],
  ['beat beaten defeat defeated', 'defeat defeated beat knock'],
  // ("under the normal GPL" of "the ordinary GNU General Public License")
  ['normal regular standard usual', 'ordinary'],
  ['ship shipping shipped bundle bundled', 'supply accompany'],
  // ("how is it different from Mesa?" of "Melodie is distinguished from Mesa")
  ['different difference differences differ differs', 'distinguished distinguishes difference differences unlike'],
  ['private privacy', 'privacy protection'],
  ['dynamic dynamically', 'shared'],
  ['dissertation dissertations', 'thesis theses'],
  // ("is he married?" of "Raj is divorced")
  ['married marriage', 'married wife husband spouse divorced widowed engaged'],
  // ("what did Russia put in its weapons?" of "chips from dishwashers in its military equipment")
  ['weapon weapons', 'military'],
  // ("how many times a day does the sun come up?" of "We see 16 sunrises and sunsets every day")
  ['sun', 'sunrise sunrises sunset sunsets sunlight solar'],
  // words that say the same thing, either way round
  ...[
    'users customers clients',
    // ("how many employees does she have?" of "she employs twelve people")
    'employee employees staff employ employs employed employing worker workers',
    'company companies firm firms employer corporation corporations',
    'salary salaries wage wages compensation',
    'pick picked picking choose chose chosen choice select selected',
    'author authors creator creators',
    'soldier soldiers troop troops',
    'boss manager supervisor',
    'kid kids child children',
    'sibling siblings brother brothers sister sisters',
    'wife husband spouse partner',
    'doctor doctors physician physicians',
    'medicine medicines medication medications drug drugs prescription prescriptions meds',
    'buy buying bought purchase purchased',
    'limit limits cap caps ceiling maximum max',
    'weapon weapons missile missiles arms',
    'volunteer volunteering volunteers charity charitable community nonprofit',
    'visualise visualize visualisation visualization plot plotting',
    'graphics gpu gpus',
    'phone telephone mobile',
    // ("how many vaccine shots…?" of "nearly a half million vaccine doses")
    'shot shots jab jabs dose doses',
    'flag flags banner banners',
    'complicated complex',
    'car cars vehicle vehicles',
    'begin began begun beginning start started starting',
    // ("how long will the US keep funding the ISS?" of "committed to continuing that work… through 2030")
    'keep keeps keeping kept continue continues continued continuing',
    'finish finished end ended complete completed completing',
    'quick quicker fast faster speed accelerate accelerates accelerated acceleration',
    'slow slower latency',
    'big bigger size capacity',
    'teach teaching taught teacher teachers lecture lectures mentor mentored mentoring',
    'award awards prize prizes',
    'mistake mistakes error errors bug bugs',
    'problem problems issue issues',
    'help helps helped assist assists assisted',
    'rule rules regulation regulations',
    'country countries nation nations',
    'test tests testing trial trials',
    'meant intended designed aimed aims',
    'tool tools package packages',
    // ("how much funding overall?" of "Total external funding…: over NZ$4 million")
    'overall altogether total combined cumulative',
    // ("what if the author asks me to take their name off?" of "If requested by the Licensor, You must remove…")
    'ask asks asked asking request requests requested requesting',
    // ("what did he find in his mom's things?" of "…among my mother's keepsakes")
    'mom mum mother',
    'dad father',
    // ("how many Americans have Irish roots?" of "…claim Irish heritage")
    'roots heritage ancestry ancestors descent',
  ].map((words): readonly [string, string] => [words, words]),
  // ("what is the moonshot trying to achieve?" of "The goal is to cut cancer death rates…")
  ['achieve achieves achieved achieving accomplish accomplishes', 'goal goals aim aims objective objectives'],
  // ("what are the main parts of the strategy?" of "four pillars at the heart of our strategy")
  ['part parts component components', 'pillar pillars component components element elements'],
  // ("what hardware was it written for?" of "developed for Intel Knights Landing (KNL) chips")
  ['hardware', 'chip chips cpu cpus gpu gpus processor processors supercomputer supercomputers'],
  // ("what stops it crashing?" of "To avoid catastrophic failures…")
  ['crash crashes crashed crashing', 'failure failures catastrophic crash crashes'],
  ['stop stops stopping prevent prevents preventing', 'avoid avoids avoided avoiding prevent prevents prevented'],
  // ("what's his safety record like?" of "Five years with zero RIDDOR-reportable incidents")
  ['safety safe', 'incident incidents accident accidents injury injuries'],
  // ("who is the target audience?" of "PeleLMeX is intended for students, researchers and engineers")
  ['audience', 'intended aimed'],
  // ("when is she leaving her job?" of "…will step down as CEO at the AGM in May 2027")
  [
    'leave leaving leaves quit quits quitting',
    'stepping resign resigns resigning resignation retire retiring retirement',
  ],
  // ("what does she want to do after?" of "…is seeking a portfolio of non-executive and chair roles")
  ['want wants wanted wanting', 'seeking seeks hoping hopes'],
  // ("what kind of role is she after?" of "Looking for a training captain or base chief pilot position")
  ['role roles', 'position positions'],
  // a visitor's shortenings
  ['info', 'information'],
  ['docs doc', 'documentation'],
  ['app apps', 'application applications'],
  ['repo repos', 'repository repositories'],
  ['config', 'configuration'],
  ['stats', 'statistics'],
  ['spec specs', 'specification specifications'],
  ['admin admins', 'administrator administrators administration'],
  ['govt gov', 'government'],
  ['org orgs', 'organization organizations organisation organisations'],
  ['yrs yr', 'years year'],
  ['hrs hr', 'hours hour'],
  ['ppl', 'people'],
  ['mins', 'minutes'],
];

/**
 * What is asked of a bio in its own language, [what visitors ask with, what bios say]: in every language what a
 * person does for pleasure ("ما هواية ليلى؟" of "في وقت فراغها…", "他的爱好是什么？" of "业余时间…", "Hobbys?" of "In
 * seiner Freizeit…"); in Chinese what they studied; in Korean where they live, whose verb changes its last syllable
 * ("살아요" of "사는").
 */
const OWN_SECTIONS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  de: [
    // ("Was kosten Eheringe?" of "Ein Paar schlichte Trauringe… ab etwa 1.200 Euro")
    ['eheringe ehering', 'trauringe trauring eheringe'],
    ...freeTime('de', 'hobby hobbys hobbies freizeit gern gerne', 'freizeit wochenende wochenenden hobby hobbys'),
    // "Wie viele Kinder hat sie?" of "mit unseren zwei Söhnen"
    ['kinder kind', 'sohn söhne söhnen tochter töchter töchtern zwillinge'],
    // "Wo hat sie vorher gearbeitet?" of "Davor war sie… an der Uniklinik"
    ['vorher früher zuvor davor', 'davor vorher früher zuvor'],
    // "Wie lange war er auf Wanderschaft?" of "drei Jahre auf der Walz": a journeyman's years on the road
    ['wanderschaft walz', 'walz wanderschaft'],
    // "Wie viele Mitarbeiter hat er?" of "heute beschäftige ich drei Gesellen"
    [
      'mitarbeiter mitarbeiterin mitarbeitende angestellte beschäftigte',
      'beschäftige beschäftigt beschäftigen angestellte team',
    ],
    ['wochenende wochenenden', 'samstag samstags sonntag sonntags'],
    [
      'wohnt wohnen wohne wohnort lebt leben lebe zuhause',
      'wohne wohnt wohnen lebe lebt leben zuhause daheim ansässig',
    ],
    [
      'herkunft ursprünglich stammt stammen stamme geboren aufgewachsen heimat heimatstadt',
      'stamme stammt geboren aufgewachsen wuchs heimat heimatstadt ursprünglich komme kommt',
    ],
    [
      'studiert studieren studium studierte uni universität hochschule ausbildung abschluss',
      'studiert studierte studium universität uni hochschule ausbildung ausgebildet abschluss gelernt',
    ],
    [
      'arbeitet arbeiten angestellt beschäftigt tätig arbeitgeber firma stelle job',
      'arbeite arbeitet angestellt beschäftigt tätig arbeitgeber firma',
    ],
    [
      'haustier haustiere tier tiere',
      'hund hunde katze katzen kater pferd pferde hühner huhn kaninchen hamster vogel papagei hündin welpe dackel ziege ziegen schaf schafe esel schildkröte meerschweinchen wellensittich enten pony ponys',
    ],
    // "Wie heißt seine Katze?" of "unserem Kater Fritz"; "Hat er eine Partnerin?" of "mit meiner Freundin Lea"
    ['katze katzen', 'kater katze katzen kätzchen'],
    // "Hat er Geschwister?" of "seine ältere Schwester Andrea"
    ['geschwister', 'bruder brüder schwester schwestern geschwister zwillingsbruder zwillingsschwester'],
    ['hund hunde', 'hündin rüde welpe dackel schäferhund pudel beagle husky labrador'],
    [
      'partner partnerin freundin freund frau mann ehefrau ehemann verheiratet lebensgefährte lebensgefährtin',
      // (not "Freund": "mit Freunden" is with friends)
      'partner partnerin freundin frau mann ehefrau ehemann verheiratet lebensgefährte lebensgefährtin',
    ],
    [
      'sprachen sprache spricht sprechen fremdsprachen fremdsprache',
      'spreche spricht sprachen englisch französisch spanisch italienisch türkisch russisch',
    ],
    ['instrument instrumente', 'klavier gitarre geige cello schlagzeug flöte trompete posaune saxophon'],
  ],
  es: [
    // ("¿Quién le enseñó?" of "aprendió el oficio con su abuelo")
    ['enseñó enseñaron enseñar enseña', 'aprendió aprendí aprendieron'],
    ...freeTime(
      'es',
      'pasatiempo pasatiempos afición aficiones hobby hobbies libre ocio',
      'libre ocio aficiones pasatiempos',
    ),
    // "¿Qué idioma estás aprendiendo?" of "tomo clases de zapoteco"
    ['aprender aprendiendo aprende aprendes aprendo', 'clases clase curso cursos'],
    // (an age asked: IMPLIED)
    ['edad', 'años'],
    // "¿Ha escrito libros?" of "escribe novelas históricas"
    ['libro libros', 'novela novelas libro libros'],
    ['fin semana', 'sábado sábados domingo domingos'],
    ['vive vives vivir reside', 'vivo vive vivimos resido reside radico'],
    [
      'origen originario originaria nació naciste crió creció natal',
      'nací nació crecí creció natal originario originaria',
    ],
    [
      'estudió estudiaste estudios estudiar carrera universidad título máster maestría licenciatura',
      // ("¿Dónde estudió?" of "Aprendí a cocinar en la escuela…")
      'estudié estudió estudios carrera universidad título máster maestría licenciatura escuela aprendí aprendió formé formó',
    ],
    ['trabaja trabajas trabajo empleo empresa', 'trabajo trabaja empresa'],
    [
      'mascota mascotas animal animales',
      'perro perra perrito perrita gato gata gatito caballo galgo podenco conejo loro tortuga cabra cabras oveja ovejas burro gallinas hámster perico periquito pájaro',
    ],
    ['perro perra perrito perrita', 'perro perra perrito perrita cachorro galgo podenco'],
    [
      'herramienta herramientas programa programas tecnología tecnologías lenguaje lenguajes',
      'python sql excel javascript java',
    ],
    ['esposa esposo marido mujer pareja casado casada', 'esposa esposo marido mujer pareja casado casada novia novio'],
    // ("¿Tienes novio?" of "Vivo… con mi pareja, Iago")
    ['novio novia', 'pareja novio novia marido esposa'],
    ['idiomas idioma lenguas habla hablas', 'hablo habla idiomas inglés francés alemán italiano portugués'],
    ['instrumento instrumentos', 'piano guitarra violín violonchelo batería flauta trompeta saxofón'],
  ],
  fr: [
    // ("Qui lui a appris ?" of "il a appris le métier avec son grand-père")
    ['enseigné apprendre', 'appris apprit'],
    ...freeTime('fr', 'loisir loisirs passe-temps hobby hobbies libre', 'libre loisirs week-end week-ends'),
    // ("Tu te lèves à quelle heure ?" of "je me réveille à quatre heures")
    ['lèves lève lever réveilles réveille', 'réveille réveiller lève lever'],
    // (a visitor's shortening: "au labo" of "un laboratoire agronomique")
    ['labo labos', 'laboratoire laboratoires'],
    // "A-t-elle des enfants ?" of "leurs deux filles"
    ['enfant enfants gosses gamins', 'fille filles fils garçon garçons jumeaux jumelles'],
    // "Combien de salariés a-t-il ?" of "Il emploie cinq personnes"
    ['salariés salarié employés employé', 'emploie emploient employés salariés équipe'],
    // (an age asked: IMPLIED)
    ['âge', 'ans'],
    ['week-end week-ends', 'samedi samedis dimanche dimanches'],
    ['vit habite habites vis domicile', 'vis vit habite habitons installé installée'],
    ['origine originaire né née grandi vient venez viens', 'né née grandi originaire natal natale'],
    [
      'étudié études étudier diplôme université fac formation',
      'étudié études diplôme université fac formation licence master doctorat',
    ],
    ['travaille travailles travail emploi employeur entreprise boulot', 'travaille travaillé entreprise employeur'],
    [
      // ("elle a des bêtes ?": any animals)
      'animal animaux compagnie bêtes bestioles',
      'chien chienne chat chatte chats chiens cheval poules lapin lapins perroquet hamster tortue chèvre chèvres mouton moutons âne ânes beagle labrador teckel carlin caniche husky colley collie collies',
    ],
    ['chat chats', 'chat chats chatte chaton'],
    // "Elle utilise quels outils ?" of "je travaille surtout avec Python et SQL"
    [
      'outil outils logiciel logiciels technologie technologies langage langages programmation',
      'python sql excel javascript java',
    ],
    [
      // ("ton mec il s'appelle comment ?": a boyfriend as spoken)
      'femme épouse mari conjoint compagne compagnon marié mariée copain copine couple mec chéri chérie',
      // (not "copains": "avec des copains" is with friends)
      'femme épouse mari conjoint compagne compagnon marié mariée',
    ],
    ['langues langue parle parles', 'parle langues anglais allemand espagnol italien arabe'],
    ['instrument instruments', 'piano guitare violon violoncelle batterie flûte trompette saxophone'],
  ],
  ru: [
    ...freeTime(
      'ru',
      'хобби увлечение увлечения увлекается увлекаешься досуг свободное',
      'свободное досуг выходные увлечения',
    ),
    ['выходные выходных', 'субботу субботам воскресенье воскресеньям'],
    ['живёт живет живешь живёте проживает', 'живу живёт живет живём живем проживаю'],
    [
      'родом родился родилась вырос выросла откуда родной детство детства',
      'родом родился родилась вырос выросла родной',
    ],
    [
      'учился училась учёба образование университет институт окончил окончила вуз вуза вузе заканчивал заканчивала заканчивали',
      'учился училась окончил окончила университет институт училище академию образование',
    ],
    ['работает работаешь работа', 'работаю работает работал работала'],
    ['женат замужем жена муж супруг супруга', 'жена жену женой муж мужем супруг супруга женат замужем'],
    [
      'животные питомец питомцы',
      'собака собаку пёс пса кошка кошку кот кота попугай попугаи попугаев черепаха черепаху коза козу козы кролик кролика хомяк неразлучники птицы хаски лабрадор такса овчарка спаниель',
    ],
    ['собака собаку собаки', 'пёс пса щенок щенка хаски лабрадор такса овчарка спаниель'],
    // (and a cat by its breed: "мейн-кун Марсель")
    ['кошка кошку кошки', 'кот кота котёнок котенок мейн-кун британец британка сфинкс'],
    ['языки язык говорит говоришь', 'говорю говорит по-английски по-немецки по-французски языки'],
    ['инструмент инструменте инструментах', 'пианино фортепиано гитаре гитара скрипке скрипка барабанах флейте'],
    ['жена жену муж мужа женат замужем супруга', 'жена женой муж мужем супруга женат замужем'],
    // "Есть ли у него дети?" (any children?) of "дочка Варя"
    ['дети детей ребёнок ребенок', 'дочь дочка дочери сын сына сыновья дети детей'],
    ['дочь дочери дочка дочку', 'дочь дочка дочери дочку'],
    ['сын сына сынок', 'сын сына сынок сыновья'],
  ],
  ar: [
    ...freeTime('ar', 'هواية هوايات هواياتها هواياته فراغ فراغه فراغها فراغك', 'فراغ فراغي فراغها فراغه الفراغ هوايات'),
    // (a plural Snowball does not fold: "وقت فراغها" of "في أوقات فراغي")
    ['وقت بوقت', 'أوقات'],
    // (and in Darija, the present with its "ك": "فين كتسكن؟", where does she live)
    ['يعيش تعيش يسكن تسكن يقيم تقيم ساكن ساكنة كتسكن كيسكن كنسكن', 'أعيش يعيش تعيش أسكن يسكن تسكن أقيم يقيم تقيم'],
    ['أصله أصلها ولد ولدت نشأ نشأت', 'ولدت ولد نشأت نشأ أصلي'],
    ['درس درست دراسة دراسته الجامعة تخرج', 'درست درس دراستي الجامعة جامعة تخرجت تخرج'],
    // (Darija "خدمة", "كتخدم": her work, she works)
    ['يعمل تعمل يشتغل تشتغل اشتغل اشتغلت عمل خدمة خدمتها خدمته كتخدم كيخدم', 'أعمل يعمل اشتغلت عملت اشتغل'],
    // (and as it is spoken in the Levant: "شو اسم مرته؟", his wife's name)
    // (and the husband as Egyptians say him: "جوزي اسمه طارق")
    [
      'زوجة زوجته زوج زوجها زوجك متزوج متزوجة مرته مرتو جوزك جوزها',
      'زوجتي زوجته زوجها زوجي زوجة زوج متزوج متزوجة جوزي جوزها',
    ],
    // "هل لديها حيوان أليف؟" (does she have a pet) of "قطة بيضاء اسمها لولو"
    [
      'حيوان حيوانات أليف أليفة',
      'قطة قط قطط كلب كلاب عصفور عصفوران عصافير كناري الكناري ببغاء أرنب سلحفاة حصان حمار حمارة ماعز',
    ],
    // "عندك إخوة؟" (any siblings?) of "لدي أخ وأختان"
    ['إخوة اخوة أخوة إخوان أخوات اخوات', 'أخ أخت أختان أخوان إخوة أخوات أخي أختي'],
    // "ما اسم قطتها؟" (her cat's name) of "عندي قطة اسمها…": a stem of two letters keeps its ت before a pronoun
    ['قطتها قطته قطتي قطتك', 'قطة قط'],
    // ("كم طفلا لديه؟" of "وله ثلاثة أطفال": the singular asks of the plural)
    [
      'أولاد أطفال ابن ابنة طفل طفلا أطفاله أطفالها',
      // (and as it is spoken: "عنا بنتين", we have two girls)
      'ابني ابنتي ابن ابنة ابنتان ابنتين ابنتينا ابنان ابنين أبناء بنات أولاد أطفال طفل طفلين طفلان طفلة طفلتين بنت بنتين بنتان',
    ],
    // "ما اللغات التي يتحدثها؟" (which languages does he speak) of "أتحدث الإنجليزية والإيطالية"
    [
      // (and as it is spoken in the Levant: "بيحكي", he speaks)
      'لغات اللغات لغة يتحدث تتحدث يتكلم تتكلم بيحكي بيحكيها بتحكي يحكي تحكي',
      'أتحدث أتكلم يتحدث الإنجليزية الفرنسية الإيطالية الألمانية الإسبانية التركية العبرية الروسية الصينية اليابانية',
    ],
    // "هل يعزف على آلة موسيقية؟" (does he play an instrument) of "أعزف على العود"
    ['آلة موسيقية', 'العود الكمان البيانو الغيتار الناي القانون الطبل'],
  ],
  zh: [
    // ("他平时喜欢干什么？": what he usually likes doing)
    ...freeTime('zh', '爱好 兴趣 业余 平时', '业余 空闲 周末 爱好 兴趣 平时 闲暇'),
    // (an age asked: IMPLIED; a number and 岁 are one run, indexed in pairs: "三十二岁" holds "二岁")
    ['年龄 年纪', '岁 一岁 两岁 二岁 三岁 四岁 五岁 六岁 七岁 八岁 九岁 十岁 出生'],
    // "她学的是什么专业？" (what did she major in) of "在浙江大学学习计算机科学"
    // ("他在哪个学校毕业的？" of "他毕业于中央美术学院")
    // (and "他在哪儿读的书？" of "他考进集美航海学校": the school someone got into)
    ['专业 学位 学 读 学校 大学 毕业', '学习 专业 学位 硕士 学士 博士 毕业 读 大学 学院 毕业于 学校 考进 考上 考入'],
    // ("你老家哪里的？" of "我是山东烟台人": someone is from where they are a person of)
    ['哪里人 老家 家乡 出生', '出生 长大 老家 家乡 人'],
    // "有兄弟姐妹吗？" (any siblings?) of "我弟弟周磊…", "一个双胞胎哥哥"
    ['兄弟 姐妹 兄弟姐妹', '哥哥 姐姐 弟弟 妹妹 兄弟 姐妹 双胞胎'],
    // "她在哪儿工作？" (where does she work) of "她现在在一家电商公司负责搜索系统"
    ['工作 上班 单位 公司', '工作 上班 单位 任职 就职 公司'],
    // "她喜欢运动吗？" (does she do sports) of "去西湖边跑步"
    ['运动 体育', '跑步 游泳 爬山 骑车 篮球 足球 网球 羽毛球 乒乓球 瑜伽 滑雪 健身'],
    ['外语 语言', '英语 日语 法语 德语 韩语 俄语 西班牙语'],
    ['乐器', '钢琴 吉他 小提琴 古筝 二胡 鼓 长笛'],
    // "她住在哪里？" (where does she live) of "2016年我搬到了西安，一直住到现在" (the segmenter keeps 住在 whole)
    ['住在 住 居住 定居', '住 住在 居住 定居 搬到 现居 居于 合租'],
    // "有宠物吗？" (any pets?) of "家里养了一只橘猫"; a teacher is 老师 to a visitor and 教师 in a CV
    ['宠物 动物 养', `猫 狗 小狗 小猫 橘猫 兔子 仓鼠 鹦鹉 金鱼 乌龟 龟 鸟 鱼 ${ZH_DOGS} ${ZH_CATS}`],
    ['狗 小狗', ZH_DOGS],
    ['猫 小猫', ZH_CATS],
    ['老师', '教师'],
    // ("她哪年出生的？" of "她1990年生": a year and "生", which the segmenter keeps as "年生")
    ['出生', '年生 生于 出生'],
    // "他结婚了吗？" (is he married) of "我老婆也在店里帮忙" (asked by marriage only: "她丈夫是做什么的？" asks his work)
    ['结婚 已婚 成家', '老婆 老公 丈夫 妻子 爱人 太太 结婚 已婚'],
    // "他老婆叫什么名字？" (his wife's name) of "晓峰的妻子周敏是…", "和妻子刘倩…"
    ['老婆 媳妇 妻子 太太 爱人 夫人', '妻子 太太 爱人 老婆 媳妇 夫人'],
    // "你老公叫啥名？", "她老公是干嘛的？" of "我爱人叫孙立军", "她的丈夫杨志明是…"
    ['老公 丈夫 先生', '丈夫 老公 爱人 先生'],
    // ("有对象吗？": is there someone, a boyfriend or a girlfriend)
    ['对象 男朋友 女朋友 男友 女友', '男朋友 女朋友 男友 女友 对象 老公 老婆 丈夫 妻子 爱人'],
    // "她有孩子吗？" (any children) of "有一个五岁的女儿"
    ['孩子 小孩 子女 儿女 宝宝', '女儿 儿子 孩子 小孩 宝宝 儿女'],
    // "她之前在哪工作？" (where did she work before) of "以前我在深圳…干过两年"
    ['之前 以前 曾经 过去', '以前 之前 曾经 过去'],
  ],
  ja: [
    // ("休日は何してる？" of "休みの日は…")
    ...freeTime('ja', '趣味 休日 休み 週末', '趣味 休日 休み 暇 週末'),
    // (an age asked: IMPLIED)
    // (the segmenter keeps a small age whole: "三歳の娘")
    ['年齢', '歳 才 生まれ 一歳 二歳 三歳 四歳 五歳 六歳 七歳 八歳 九歳 十歳'],
    // "お店の名前は？" (the shop's name) of "パン屋「こむぎ堂」"
    ['店 お店', '屋 店 堂'],
    // "結婚していますか？" (is she married) of "夫は…"; "一番人気" of "いちばん人気"
    ['結婚 夫 妻 旦那 奥さん 配偶者 主人', '夫 妻 主人 旦那 結婚 奥さん'],
    // "奥さんの名前は？" (his wife's name) of "妻の由美子さんは…"
    ['奥さん 奥様 嫁 家内 妻', '妻 奥さん 奥様 家内 嫁'],
    ['一番', 'いちばん'],
    // "お店はいつオープンしたの？" (when did the shop open) of "小さなお店を開きました"
    ['オープン 開店 開業', '開 開店 開業 オープン'],
    // "子供はいますか？" (any children) of "二人の息子と…"
    ['子供 子ども こども 子供たち お子さん 子さん', '息子 娘 子供 子ども'],
    // "お孫さんは何人？" (grandchildren) of "孫が三人いて"
    ['お孫さん 孫さん お孫', '孫'],
    // "どこに住んでいますか？" (where do you live) of "2018年に北海道へ引っ越しました" (moved to Hokkaido)
    ['住 暮らし 在住', '住 暮らし 在住 引っ越し 移り 移っ 移住'],
    // (and "飼ってる？" asks of a pet with it: it asks nothing else — not "約180群飼っています" of bees)
    [
      'ペット 動物 飼',
      `犬 猫 柴犬 愛犬 子犬 子猫 飼っ ${JA_DOGS} 三毛猫 黒猫 インコ 文鳥 オウム ハムスター うさぎ ウサギ 金魚 メダカ 熱帯魚 カメ 亀`,
    ],
    // ("犬飼ってるの？": the segmenter keeps "犬飼" whole)
    ['犬 ワンちゃん わんちゃん ワンコ わんこ 犬飼', `柴犬 愛犬 子犬 ${JA_DOGS}`],
    // "娘さんはどこに住んでる？" (where does the daughter live) of "長女の由香さんは横浜で…": an eldest daughter is a daughter
    ['娘 娘さん', '娘 長女 次女 三女'],
    ['息子 息子さん', '息子 長男 次男 三男'],
    // "兄弟はいますか？" (any siblings?) of "弟の比嘉海斗は…"
    ['兄弟 姉妹 きょうだい', '兄 姉 弟 妹 兄弟 姉妹'],
    ['出身 生まれ 育ち', '出身 生まれ 育ち 育っ'],
    // "今どこで働いていますか？" of "現在はデザイン事務所で…作っています"
    ['働い 勤め 職場', '働い 勤め 勤務 会社 事務所'],
    // "専攻は何？" (what's the major) of "京都大学で建築を学びました"
    // ("どこの大学を出たの？": which university did she come out of)
    ['専攻 学部 大学 勉強 学ん 卒業 出', '学び 学ん 専攻 学部 大学 勉強 卒業'],
    ['言語 外国語 語学 言葉', '英語 中国語 韓国語 フランス語 ドイツ語 スペイン語 ロシア語 外国語'],
    ['楽器', 'ピアノ ギター バイオリン 三味線 ドラム フルート'],
    // "どこの学校ですか？" of "大阪の高校で…"
    ['学校', '高校 中学 中学校 小学校 学校'],
  ],
  ko: [
    // ("양봉은 누구한테 배웠대요?" of "외삼촌 밑에서 2년간 일을 배운 뒤")
    ['배웠대요 배웠어요 배웠나요 가르쳐 가르친', '배운 배웠 배웠다 배웠고 배웠어요 밑에서'],
    ...freeTime('ko', '취미 쉬는 쉴', '취미 주말 여가 쉬는'),
    // (an age asked: IMPLIED)
    // ("몇 살이에요?" asks the age as "살" or as "나이": "서른한 살이고", "나이는 서른일곱이고")
    // (and as a native number of tens with no 살: "올해 마흔둘이고")
    ['나이 살', '살 세 나이 출생 스물 서른 마흔 쉰 예순 일흔 여든'],
    // ("어디 살아요?" of "제주로 이사 왔어요": moved there)
    // (and "산다", as a third-person bio says it: "여동생 박소연과 함께 투룸에서 산다")
    ['살아요 살아 살고 삽니다 사나요 거주 사는 사세요 사시나요', '사는 살고 살아 거주 삽니다 이사 산다'],
    // ("누구랑 같이 살아요?": who with, "…과 함께")
    ['같이', '함께'],
    ['출신 고향 태어 자랐 자란 자라 컸 컸어요 어릴', '출신 고향 태어 나고 자랐 자란'],
    // ("어느 대학 나왔어요?": which university did you come out of)
    // ("어느 대학 다녀?": which university does he go to)
    ['공부 전공 학위 대학 대학교 나오 다녀 다니', '전공 공부 졸업 학위 대학교'],
    // "꿈이 뭐야?" (your dream?) of "…들어가고 싶어"; "형제 있어?" (siblings?) of "형이 한 명 있어"
    ['꿈 목표 희망', '싶어 싶어요 싶습니다 꿈 목표'],
    ['형제 형제자매 남매 자매', '형 누나 오빠 언니 동생 남동생 여동생'],
    ['일하 근무 직장', '근무 일하 직장'],
    ['언어 외국어', '영어 일본어 중국어 프랑스어 독일어 스페인어 러시아어 아랍어 한국어 외국어'],
    ['악기', '피아노 바이올린 드럼 플루트 가야금 첼로 기타 우쿨렐레 색소폰 트럼펫 해금'],
    // "가족이 어떻게 돼요?" (your family?) of "아내와 딸 하나가 있어요"
    ['가족 식구', '아내 남편 딸 아들 부모님 가족'],
    // "반려동물 있어요?" (any pets?) of "흰 고양이를 키우고 있고요"; a teacher is 선생님 to a visitor and 교사 in a CV
    // (and "강아지 키우세요?": keeping one asks nothing more)
    ['반려동물 애완동물 동물 키우', `고양이 강아지 햄스터 토끼 앵무새 ${KO_DOGS}`],
    ['강아지 반려견 개', KO_DOGS],
    // "아이가 있어요?" (any children) of "딸이 하나 있어요"; "부인은…" (your wife) of "아내는…"
    // ("따님", "아드님": a visitor's polite daughter and son; "집사람": how a man says his wife)
    ['아이 아이들 자녀 자식 애들 애 애기 아기 따님 아드님', '딸 아들 딸아이 자녀 아이'],
    // ("약국 언제 오픈했어요?" of "약국은 2016년에 열었으니까")
    ['오픈 개업 창업', '열었 개업 창업 오픈 차렸 차린'],
    ['따님', '딸'],
    ['아드님', '아들'],
    [
      '부인 아내 와이프 남편 배우자 결혼 아내분 남편분 부인분 와이프분 집사람',
      '아내 남편 부인 와이프 배우자 결혼 집사람',
    ],
    ['선생님 선생', '교사'],
  ],
  pt: [
    // ("Quem é que o ensinou?" of "…que aprendeu a fazer com o avô": who taught is whom someone learned from)
    ['ensinou ensinaram ensinar ensina', 'aprendeu aprendi aprendeu aprenderam'],
    ...freeTime('pt', 'passatempo passatempos hobby hobbies lazer livre folga', 'livre lazer folga passatempos'),
    // "Que horas você levanta?" of "Acordo todo dia às três e meia": getting up is waking up
    ['levanta levantas levantar levanto acorda acordas', 'acordo acordar acorda levanto levanta'],
    // (an age asked: IMPLIED)
    ['idade', 'anos'],
    ['vive mora morar reside', 'vivo vive moro mora moramos resido reside'],
    ['origem natural nasceu nasceste cresceu', 'nasci nasceu cresci cresceu natural'],
    [
      'estudou estudos estudar curso faculdade universidade formação formou diploma mestrado',
      'estudei estudou curso faculdade universidade formei formou formada formado mestrado licenciatura',
    ],
    ['trabalha trabalho emprego empresa', 'trabalho trabalha empresa'],
    [
      'animal animais estimação pet pets bicho bichos bichinho bichinhos',
      'cão cachorro cachorra cadela gato gata papagaio coelho tartaruga vira-lata',
    ],
    // (what someone earns: "Quanto ganhas por mês?" of "O meu ordenado… ronda os 1.350 euros")
    ['ganha ganhas ganho salário ordenado', 'salário ordenado ganho ganha recebe'],
    // (and by its breed, as Portuguese and Italian bios name it in English: "um border collie")
    ['cão cachorro cachorra cadela', `cão cachorro cachorra cadela vira-lata ${DOG_BREEDS}`],
    [
      'esposa esposo marido mulher casado casada companheiro companheira namorado namorada noivo noiva',
      'esposa esposo marido mulher casado casada companheiro companheira namorado namorada noivo noiva',
    ],
    ['filhos filho filha crianças', 'filho filha filhos filhas gêmeos gémeos'],
    ['idiomas idioma línguas língua fala falas', 'falo fala idiomas inglês francês espanhol alemão italiano'],
    ['instrumento instrumentos', 'piano violão guitarra violino bateria flauta cavaquinho saxofone'],
  ],
  it: [
    // ("Chi gli ha insegnato?" of "ha imparato dal nonno")
    ['insegnato insegnò insegnare', 'imparato imparò imparai'],
    ...freeTime('it', 'hobby passatempo passatempi libero', 'libero passatempi weekend'),
    // ("A che ora ti alzi?" of "mi sveglio alle quattro")
    ['alzi alza alzarsi sveglia svegli', 'sveglio sveglia alzo alza'],
    // (an age asked: IMPLIED)
    ['età', 'anni'],
    ['vive abita abiti vivi', 'vivo vive abito abita viviamo abitiamo'],
    [
      'origine originario originaria nato nata cresciuto cresciuta',
      'nato nata cresciuto cresciuta originario originaria',
    ],
    [
      'studiato studi studiare laurea laureato laureata università',
      'studiato studi laurea laureato laureata università',
    ],
    ['lavora lavori lavoro impiego azienda', 'lavoro lavora azienda'],
    ['animali animale domestici', 'cane cani gatto gatta gatti cagnolino coniglio pappagallo tartaruga'],
    ['cane cani cagnolino', `cane cagnolino cagnolina bastardino ${DOG_BREEDS}`],
    [
      'moglie marito sposato sposata compagno compagna fidanzato fidanzata',
      'moglie marito sposato sposata sposati compagno compagna fidanzato fidanzata',
    ],
    ['figli figlio figlia bambini', 'figlio figlia figli figlie bambini gemelli gemelle'],
    ['lingue lingua parla parli', 'parlo parla lingue inglese francese spagnolo tedesco portoghese'],
    ['strumento strumenti', 'pianoforte chitarra violino batteria flauto violoncello sassofono'],
  ],
  hi: [
    ...freeTime('hi', 'शौक खाली फुर्सत पसंद', 'शौक खाली फुर्सत पसंद'),
    // (an age asked: IMPLIED)
    ['उम्र आयु age', 'साल वर्ष वर्षीय'],
    ['रहते रहती रहता रहना निवास', 'रहते रहती रहता रहना निवास बसे बसी'],
    // (and a married woman's mother's home, her मायका: "कमला जी का मायका टोंक ज़िले के मालपुरा में है")
    ['जन्म पैदा मूल निवासी', 'जन्म पैदा मूल निवासी पली बढ़ी बढ़े मायका मायके'],
    ['पढ़ाई पढ़ा पढ़ी शिक्षा डिग्री कॉलेज विश्वविद्यालय', 'पढ़ाई विश्वविद्यालय कॉलेज डिग्री स्नातक स्नातकोत्तर शिक्षा पीएचडी'],
    ['काम नौकरी पेशा job work', 'काम नौकरी कार्यरत'],
    ['पालतू जानवर pet pets animal animals', 'कुत्ता कुत्ते बिल्ली तोता खरगोश गाय गायें भैंस बकरी बकरियाँ मुर्गियाँ'],
    // (a wife is "बीवी", "घरवाली" too; and many visitors ask in English words written in Devanagari: "वाइफ", "सैलरी",
    // "प्रिंसिपल" for what a bio says in Hindi's own — पत्नी, तनख़्वाह, प्रधानाचार्य)
    ['पति पत्नी बीवी बेगम घरवाली शादी विवाह शादीशुदा हसबैंड वाइफ', 'पति पत्नी बीवी बेगम घरवाली शादी विवाह हसबैंड वाइफ'],
    ['अवॉर्ड अवार्ड इनाम', 'पुरस्कार सम्मान इनाम'],
    ['डांस नृत्य नाच', 'नृत्य नाचना कथक भरतनाट्यम ओडिसी डांस'],
    ['सैलरी सैलेरी वेतन तनख़्वाह तनख्वाह कमाई कमाती कमाते कमाता', 'वेतन तनख़्वाह तनख्वाह कमाई सैलरी'],
    // (a year is "साल" and "वर्ष" alike: "कितने साल से?" of "चौदह वर्ष से")
    ['साल सालों', 'वर्ष वर्षों'],
    ['ट्रेनिंग', 'प्रशिक्षण'],
    ['कोचिंग कोच', 'कोच प्रशिक्षण सिखा सिखाते सिखाती'],
    ['डॉगी डॉग कुत्ता कुत्ते dog dogs', 'कुत्ता कुत्ते कुतिया पिल्ला लैब्राडोर पग बीगल पॉमेरेनियन'],
    ['प्रिंसिपल', 'प्रधानाचार्य प्रधानाचार्या प्राचार्य'],
    ['सेंटर', 'केंद्र केन्द्र'],
    ['टीचर', 'शिक्षक शिक्षिका अध्यापक अध्यापिका'],
    ['डॉक्टर', 'चिकित्सक'],
    ['जॉब नौकरी', 'नौकरी काम'],
    ['फैमिली फ़ैमिली परिवार', 'परिवार'],
    ['हॉबी हॉबीज़', 'शौक'],
    ['वर्कशॉप', 'कार्यशाला'],
    ['बच्चे बच्चा बच्चों संतान', 'बेटा बेटी बेटे बच्चे'],
    [
      'भाषा भाषाएं भाषाएँ',
      'हिंदी हिन्दी अंग्रेज़ी अंग्रेजी मराठी बंगाली तमिल तेलुगु गुजराती पंजाबी उर्दू संस्कृत कन्नड़ मलयालम फ्रेंच जर्मन जापानी स्पेनिश बोलती बोलते बोलता',
    ],
    ['वाद्य वाद्ययंत्र इंस्ट्रूमेंट', 'सितार तबला गिटार हारमोनियम बांसुरी पियानो वीणा सारंगी'],
  ],
};

/** The shortest part of a compound read alone (a German word's parts are rarely shorter: "Tal", "Rad"). */
const MIN_PART = 3;

/**
 * The two parts of a compound term the text says as words of their own (their terms), or none: "münsterturm" of a text
 * that says "Münster" and "Turm", with or without the "s" that joins them ("Arbeitszimmer": "Arbeit", "Zimmer").
 * Linear in the term's length.
 */
function partsSaid(term: string, analyzer: TextAnalyzer, text: TextTerms): string[] {
  for (let at = term.length - MIN_PART; at >= MIN_PART; at -= 1) {
    const first = analyzer.stem(term.slice(0, at));
    if (text.share(first) === 0) continue;
    const rest = term.slice(at);
    for (const second of [rest, rest.startsWith('s') ? rest.slice(1) : ''])
      if (second.length >= MIN_PART && text.share(analyzer.stem(second)) > 0) return [first, analyzer.stem(second)];
  }
  return [];
}

interface SectionTerms {
  asked: Set<string>;
  said: string[];
  /** A word of the text each said term is made from ("aufgewachsen" for "aufgewachs"): what retrieval searches for. */
  words: Map<string, string>;
}

/** The terms of a section's words, and the word each term is made from. */
function sectionTerms(asked: string, said: string, analyzer: TextAnalyzer): SectionTerms {
  const words = new Map<string, string>();
  for (const word of said.split(' '))
    for (const term of wholeTerms(word, analyzer)) if (!words.has(term)) words.set(term, word);
  return { asked: new Set(tokenize(asked, analyzer)), said: [...words.keys()], words };
}

/**
 * The terms a word a text may say stands for: an unspaced word of three characters or more is indexed whole and as its
 * pairs of characters, and only the whole word is that word — "プードル" is no "ード" of "ロードバイク", nor
 * "ダックスフンド" the "ンド" of "グランドピアノ".
 */
function wholeTerms(word: string, analyzer: TextAnalyzer): string[] {
  const terms = tokenize(word, analyzer);
  const [longest] = [...terms].sort((a, b) => b.length - a.length);
  return longest !== undefined && longest.length >= 3 && isUnspaced(longest) && terms.every((t) => longest.includes(t))
    ? [longest]
    : terms;
}

const built = new WeakMap<TextAnalyzer, SectionTerms[]>();

function sectionsFor(analyzer: TextAnalyzer): SectionTerms[] {
  let sections = built.get(analyzer);
  if (!sections) {
    sections = [...SECTIONS, ...EVERYDAY].map(([asked, said]) => sectionTerms(asked, said, analyzer));
    built.set(analyzer, sections);
  }
  return sections;
}

const builtOwn = new WeakMap<TextAnalyzer, SectionTerms[]>();
/** The sections asked of in the analyzer's own language, as its terms. */
function ownSectionsFor(analyzer: TextAnalyzer): SectionTerms[] {
  let sections = builtOwn.get(analyzer);
  if (!sections) {
    sections = (OWN_SECTIONS[analyzer.language] ?? []).map(([asked, said]) => sectionTerms(asked, said, analyzer));
    builtOwn.set(analyzer, sections);
  }
  return sections;
}

/**
 * Questions that ask where someone comes from with words that ask and nothing else ("Where is she from?", "¿De dónde
 * es?", "من أين هو؟", "Woher kommt sie?").
 */
const ORIGIN_ASKED: Readonly<Record<string, RegExp>> = {
  en: /\bwhere\b.{0,40}\b(?:from|born|grow\s+up|grew\s+up|raised)\b/i,
  // (and "which country / town is he from": "¿De qué país es?", "Il est originaire de quel pays ?")
  es: /\bde\s+d[óo]nde\b|\bde\s+qu[ée]\s+(?:pa[íi]s|ciudad|regi[óo]n)\b/iu,
  // (with "où" last, whose "ù" no \b follows: "Tu es d'où ?")
  fr: /\bd['’]\s?o[ùu](?!\p{L})|\boriginaire\b|\b(?:de|du)\s+quel(?:le)?\s+(?:pays|ville|région|coin)\b/iu,
  // (and with the verb between: "Wo kommst du her?", "Wo kommt sie eigentlich her?")
  de: /\bwoher\b|\bwo\s+(?:\p{L}+\s+){1,3}?her\b|\bgro(?:ß|ss)\s+geworden\b|\baus\s+welche[mr]\s+(?:land|stadt|gegend|region)\b/iu,
  // (and where someone spent their childhood: "Где прошло твоё детство?")
  ru: /(?<!\p{L})(?:откуда|детств\p{L}*)(?!\p{L})/iu,
  // (and as it is spoken: "من وين هي؟", "منين؟")
  // (and where someone grew up: "وين كبرت؟")
  ar: /من\s+(?:أين|وين)|منين|(?<!\p{L})(?:كبرت|كبر|تربيت|تربى|تربت)(?!\p{L})/u,
  pt: /\bde\s+onde\b|\bde\s+que\s+(?:pa[íi]s|cidade|regi[ãa]o)\b/iu,
  it: /\bdi\s+dove\b|\bda\s+dove\s+viene\b|\b(?:di|da)\s+che\s+(?:paese|città|regione)\b/iu,
  // ("ये असल में कहाँ की हैं?": where is she from, really)
  hi: /कहा[ँं]\s+(?:की|के|का)\s+(?:हो|हैं|है|हूँ|हूं)|कहा[ँं]\s+से\s+(?:हो|हैं|है|आई|आए|आया)/u,
};

/** The language a question is asked of a bio in: English for English words to any bot, else the bot's. */
const askedIn = (question: string, analyzer: TextAnalyzer): string =>
  readsAsEnglish(question, analyzer) ? 'en' : analyzer.language;

/** Whether a question asks where someone comes from (ORIGIN_ASKED). */
export function originAsked(question: string, analyzer: TextAnalyzer): boolean {
  return ORIGIN_ASKED[askedIn(question, analyzer)]?.test(question) ?? false;
}

/**
 * The words a question means without saying them, and the word of its language's group they mean: where someone
 * comes from (ORIGIN_ASKED) is asked as if the visitor had said the origin word.
 */
/**
 * "What did she do before the thing named?": German "vor der Schule… gemacht", Korean "버스 전에는 뭐…". The past job is
 * asked (IMPLIED), not the thing (ASKING_PHRASES).
 */
const DE_BEFORE_THING = String.raw`\bvor\s+(?:der|dem|den|ihrer|seiner|ihrem|seinem|deiner|deinem)\s+\p{L}+`;
const DE_DONE = String.raw`\s+(?:gemacht|getan|gearbeitet)\b`;
const KO_BEFORE_WHAT = String.raw`전에(?:는)?(?=\s*(?:무슨|뭐|어떤))`;

/**
 * A verb and its particle, which a formal text says in one word, as [verb, particle, the words it means]: "can I take
 * the dedication back?" of "shall not be subject to revocation", "what if they ask me to take it off?" of "You must
 * remove…". What they mean is asked (IMPLIED), not the verb and the particle (ASKING_PHRASES).
 */
const PHRASAL_VERBS: ReadonlyArray<readonly [verb: string, particle: string, means: string]> = [
  ['take|takes|taking|taken|took', 'back', 'revoke revocation withdraw'],
  ['take|takes|taking|taken|took', 'off', 'remove removal'],
];

/** The verbs and particles of PHRASAL_VERBS in a question, each alone (the words between them are asked). */
const PHRASAL_WORDS = PHRASAL_VERBS.map(
  ([verb, particle]) =>
    String.raw`\b(?:${verb})(?=\s+(?:\p{L}+\s+){0,3}?(?:${particle})\b)|(?:${particle})\b(?<=\b(?:${verb})\s+(?:\p{L}+\s+){0,3}?(?:${particle}))`,
).join('|');

const IMPLIED: Readonly<Record<string, ReadonlyArray<readonly [RegExp, string]>>> = {
  en: [
    [/\bsince\s+when\b/i, SINCE_WORD],
    [ORIGIN_ASKED.en!, 'hometown'],
    // ("who is this tool meant for?", "who is the paper for?": its audience, what it is aimed at)
    [/^\W*who\s+(?:is|are|was|were)\s+(?:this|it|that|these|the)\b.{0,40}\b(?:for|at)\W*$/i, 'audience'],
    // ("how long has she been doing this job?", "how long have you been a nurse?": the years someone has been at what
    // they do, which a bio says as "for the past eleven years", "fifteen years of nursing")
    [
      /\bhow\s+long\s+(?:has|have)\s+(?:she|he|they|you|\p{Lu}\p{L}+)\s+been\s+(?:doing\b|working\b|an?\s+\p{L}|in\s+(?:this|the|her|his|their|your)\s+(?:job|role|field|profession|line|trade|business|industry)\b)/iu,
      'years',
    ],
    // ("how old is he?": his age, which "Dermot is 52" says — origin.ts)
    [/\bhow\s+old\s+(?:is|are|was)\s+(?:he|she|they|you|u|\p{Lu}\p{L}+)\W*$/iu, 'age'],
    // ("what do you get up to on your days off?", "what does he do for fun?": what someone does for pleasure)
    [
      /\b(?:days?\s+off|time\s+off|off\s+duty|get\s+up\s+to|for\s+fun|to\s+unwind|outside\s+(?:of\s+)?work)\b/i,
      'hobbies',
    ],
    // ("what was his job before that?", "what did she do previously?": what came earlier, which a text says as "Before
    // that he spent six years as a line cook" — implied.ts gives such a sentence the word too; "before" is a stop word)
    [/\bbefore\s+(?:that|this|then)\b|\bpreviously\b|\bprior\s+to\s+(?:that|this)\b|\bbefore\W*$/i, PREVIOUSLY],
    ...PHRASAL_VERBS.map(([verb, particle, means]): readonly [RegExp, string] => [
      new RegExp(String.raw`\b(?:${verb})\s+(?:\p{L}+\s+){0,3}?(?:${particle})\b`, 'iu'),
      means,
    ]),
    // ("what did the loan pay for?": what it bought — "a federal loan that allowed Amtrak to purchase the new Acela
    // trains"; not "who paid for it?", its funding)
    [/\bwhat\b.{0,40}\bpa(?:y|ys|id)\s+for\W*$/i, 'purchase buy bought'],
    // ("how long do I have once they tell me?": once notified, which a licence says as "…after Your receipt of the
    // notice", "notifies You")
    [
      /\b(?:once|when|after|if|before|until)\s+(?:they|he|she|someone|somebody|you|the\s+\p{L}+)\s+(?:tell|tells|told)\b/iu,
      'notice notify notifies notified notification',
    ],
    // ("what part of korea was it in?": a part of a place, said by its side — "deep in what is now North Korea")
    [
      /\b(?:what|which)\s+part\s+of\b/i,
      'north south east west northern southern eastern western central northeast northwest southeast southwest',
    ],
    // ("what came out of the 2017 comparison study?": what it concluded — "One conclusion was that…")
    [
      /\bwhat\s+(?:came|comes|come)\s+out\s+of\b|\bwhat\s+(?:was|were|are|is)\s+the\s+(?:outcome|outcomes|findings?)\b/i,
      'conclusion conclusions concluded outcome findings',
    ],
    // ("what's it written in?", "what is the code implemented in?": its programming language, which a paper says as
    // "a package for the Julia language", "written in Fortran" — implied.ts)
    [
      /\bwhat(?:['’]s|\s+(?:is|was|are|were))\s+(?:\p{L}+\s+){0,3}?(?:written|coded|implemented|programmed|built)\s+in\W*$/iu,
      PROGRAMMING_WORDS,
    ],
    // ("m&a experience?": mergers and acquisitions, which no tokenizer reads in "m&a")
    [/(?<![\p{L}\p{N}])m\s?&\s?a(?![\p{L}\p{N}])/iu, 'acquisitions mergers'],
    // ("did the rebrand actually work?", "did it pay off?", "diversity track record?": a result, which a text says as a
    // change in figures —
    // "rose from 21% to 34%", whose sentence holds "improved": trends.ts)
    [
      /^\W*(?:so\s+)?did\s+(?:(?:the|it|that|this|her|his|their|its)\s+)?(?:\p{L}+\s+){0,2}?(?:actually\s+|really\s+)?(?:work|pay\s+off|succeed|help)\W*$|\btrack\s+record\b/iu,
      'improved',
    ],
    // ("who does he work for?", "which company is she with?": the employer, which a text may name as whom someone has
    // been with — implied.ts)
    [/\bwho\s+(?:does|do|did)\s+\p{L}+\s+work\s+for\b|\bwhich\s+(?:company|firm|employer)\b/iu, 'employer'],
    // ("can I put GPL code in my closed-source product?": proprietary, whose "source" is not the "source code" a licence
    // says throughout)
    [/\bclosed[\s-]+source\b/i, 'proprietary'],
    // ("what kind of role is she after?", "what are you after?": what someone is looking for, which a résumé says as
    // "Looking for a training captain… position", "seeking")
    [/\b(?:is|are|am|'s|’s|'re|’re)\s+(?:she|he|they|you|i)?\s*after(?:\s+next)?\W*$/iu, 'looking seeking'],
  ],
  pt: [
    // ("O que ele fazia antes?": what he did before, a past job — implied.ts's PAST_SPAN)
    [/\bantes\b.{0,40}\b(?:fazia|fez|trabalhava|trabalhou)\b|\b(?:fazia|trabalhava)\b.{0,20}\bantes\b/iu, PREVIOUSLY],
    [ORIGIN_ASKED.pt!, 'origem'],
    [/\bquantos\s+anos\s+(?:\p{L}+\s+)?(?:tem|tens)\b|\bqual\s+(?:é\s+)?a\s+(?:sua\s+|tua\s+)?idade\b/iu, 'idade anos'],
    // ("Faz quanto tempo que você trabalha nisso?": for how many years, "Já são seis anos nessa função")
    [/\b(?:faz|há)\s+(?:quanto\s+|muito\s+)?tempo\b|\bdesde\s+quando\b/iu, 'anos'],
    [/\bdesde\s+quando\b/iu, SINCE_WORD],
  ],
  it: [
    // ("Da quando hai aperto?": the year it began — "è in via del Pratello dal 2009", implied.ts's SINCE_YEAR)
    [/\bda\s+quando\b/iu, SINCE_WORD],
    // ("Cosa faceva prima?": what she did before, a past job — implied.ts's PAST_SPAN)
    [/\bprima\b.{0,40}\b(?:faceva|fatto|lavorava|lavorato)\b|\b(?:faceva|lavorava)\b.{0,20}\bprima\b/iu, PREVIOUSLY],
    [ORIGIN_ASKED.it!, 'origine'],
    // (the years of "quanti anni ha?" are her age, said in years: "ho 44 anni" — ASKING_PHRASES)
    [/\bquanti\s+anni\b|\bche\s+età\b/iu, 'età anni'],
    // ("Da quanto tempo fa questo lavoro?": for how many years, "da dodici anni")
    [/\bda\s+quanto\s+tempo\b/iu, 'anni'],
  ],
  hi: [
    [ORIGIN_ASKED.hi!, 'जन्म'],
    // ("पुणे में कब से हो?": since when, for how many years — "पिछले नौ साल से")
    [/कब\s+से|कितने\s+(?:सालों|साल|समय|टाइम)\s+से/u, 'साल'],
    // ("इससे पहले क्या करते थे?": what he did before, a past job — implied.ts's PAST_SPAN)
    [/(?:इससे|उससे|इसके|उसके)\s+पहले\s+क्या/u, PREVIOUSLY],
  ],
  es: [
    [/\bdesde\s+cu[áa]ndo\b/iu, SINCE_WORD],
    // ("¿Qué hacía antes?": what he did before, a past job — implied.ts's PAST_SPAN)
    [
      /\bantes\b.{0,40}\b(?:hac[íi]a|hizo|trabajaba|trabaj[óo])\b|\b(?:hac[íi]a|trabajaba)\b.{0,20}\bantes\b/iu,
      PREVIOUSLY,
    ],
    [ORIGIN_ASKED.es!, 'origen'],
    // ("¿Qué te gusta hacer?": what do you like doing)
    [/\bqu[ée]\s+(?:te|le|les)\s+gusta\s+hacer\b/i, 'pasatiempos'],
    [/\bqu[ée]\s+edad\b|\bcu[áa]ntos\s+a[ñn]os\s+tiene\b/i, 'edad'],
  ],
  fr: [
    // ("Que faisait-elle avant ?": what she did before, a past job — implied.ts's PAST_SPAN)
    [
      /\bavant\b.{0,40}\b(?:faisait|fait|travaillait|travaillé)\b|\b(?:faisait|travaillait)\b.{0,20}\bavant\b/iu,
      PREVIOUSLY,
    ],
    [ORIGIN_ASKED.fr!, 'originaire'],
    // ("Ça fait combien de temps que tu fais ça ?": since how many years, "Depuis quinze ans, je…")
    [/\bcombien\s+de\s+temps\b|\bdepuis\s+quand\b/iu, 'depuis ans'],
    [/\bdepuis\s+quand\b/iu, SINCE_WORD],
    [/\bquel\s+[âa]ge\b/i, 'âge'],
  ],
  de: [
    [/\bseit\s+wann\b/iu, SINCE_WORD],
    [ORIGIN_ASKED.de!, 'herkunft'],
    // ("Wie lange machst du das schon?": for how many years, "seit über zwanzig Jahren")
    [/\bwie\s+lange\b.{0,40}\bschon\b/iu, 'jahren'],
    // ("Was hat sie vor der Schule gemacht?": what she did before, a past job — implied.ts's PAST_SPAN)
    [new RegExp(`${DE_BEFORE_THING}${DE_DONE}`, 'iu'), PREVIOUSLY],
    // ("Wo hat sie früher gearbeitet?": a past job the bio dates, "von 1995 bis 2012 … angestellt")
    [/\b(?:früher|vorher|davor|zuvor)\b/iu, PREVIOUSLY],
  ],
  ru: [
    [/(?<!\p{L})с\s+(?:какого\s+года|каких\s+пор)(?!\p{L})/iu, SINCE_WORD],
    // ("Чем он занимался раньше?": what he did before, a past job — implied.ts's PAST_SPAN)
    [
      /(?<!\p{L})(?:раньше|до\s+этого|прежде|до\s+\p{L}{1,20})(?!\p{L}).{0,40}(?:делал|работал|занимал)|(?:делал|работал|занимал)\p{L}{0,6}.{0,20}(?<!\p{L})(?:раньше|до\s+этого|прежде)(?!\p{L})/iu,
      PREVIOUSLY,
    ],
    [ORIGIN_ASKED.ru!, 'родом'],
    // ("Как давно ты работаешь ветеринаром?": for how many years, "уже восемнадцать лет работаю")
    [/(?<!\p{L})давно(?!\p{L})/iu, 'лет год'],
    // ("Сколько человек у неё работает?": how many people work for her, "у нас двенадцать сотрудников")
    [
      /(?<!\p{L})сколько\s+(?:человек|сотрудник\p{L}*|работник\p{L}*)\s+(?:у\s+\p{L}+\s+)?(?:работа|трудит)/iu,
      'сотрудников работников сотрудника работника',
    ],
    // ("Сколько лет он этим занимается?": for how many years at what he does, "четырнадцатый год работает геологом")
    [/(?<!\p{L})сколько\s+лет\s+(?:\p{L}+\s+){0,2}(?:этим|занима|работа|трудит)/iu, 'лет год'],
  ],
  ar: [
    [ORIGIN_ASKED.ar!, 'أصله'],
    // ("منذ متى تعمل في هذا المجال؟": for how many years, "منذ عشر سنوات", "منذ 22 عاماً")
    // (and "كم سنة وهي تشتغل…؟": how many years has she been working)
    [
      /(?<!\p{L})(?:منذ|من)\s+متى(?!\p{L})|(?<!\p{L})كم\s+(?:سنة|عاما|عام)\s+(?:\p{L}+\s+){0,2}(?:تعمل|يعمل|تشتغل|يشتغل|تمارس|يمارس)(?!\p{L})/u,
      'سنوات عاما',
    ],
  ],
  // an age asked with words that ask and nothing else ("她多大了？", "나이가 어떻게 돼요?", "年齢は？", "Quel âge
  // a-t-elle ?") asks for the age, which OWN_SECTIONS says in the words the text uses ("三十二岁", "서른 살",
  // "三十八歳", "34 ans"); the answer must say an age still (offlineReply's AGES)
  zh: [
    [/多大|几岁|多少岁|年龄|年纪/u, '年龄'],
    // ("你以前干啥的？", "来社区之前在哪个科？": what someone did before, a past job — implied.ts's PAST_SPAN)
    [/以前|之前|从前|原先|早先/u, PREVIOUSLY],
  ],
  ja: [
    [/何歳|何才|おいくつ|年齢/u, '年齢'],
    // ("独立する前はどこで働いてたの？", "タクシーの前は何の仕事？": what someone did before — PAST_SPAN)
    [/前は|前に|以前|その前/u, PREVIOUSLY],
    // ("もともとどこの人？": where someone is from originally)
    [/もともと|元々|どこの人/u, '出身'],
  ],
  ko: [
    [/몇\s*살|나이|연세/u, '나이'],
    // ("이 일 한 지 얼마나 됐어요?": for how many years, "진행한 지 벌써 8년째예요")
    [/얼마나\s*(?:됐|되었|했|하셨|일하)|몇\s*년/u, '년 년째'],
    // ("버스 전에는 무슨 일 하셨어요?": what he did before, a past job — implied.ts's PAST_SPAN)
    [new RegExp(KO_BEFORE_WHAT, 'u'), PREVIOUSLY],
  ],
};

/**
 * The words of a phrase that asks for what a group's words say, and so asks nothing itself: "groß geworden" (grown
 * up) of "Wo bist du groß geworden?", whose "groß" is no size asked; "wie lange", "как давно" (how long).
 */
const ASKING_PHRASES: Readonly<Record<string, RegExp>> = {
  // ("how old is he?": the age it implies is asked, not "old" — "the old city walls")
  // (and "did the rebrand actually work?": a result, IMPLIED — not work, the verb)
  // (and a phrasal verb's verb and particle: what it means is asked — PHRASAL_VERBS; and the "cards" of "graphics
  // cards", which are GPUs — EVERYDAY)
  en: new RegExp(
    String.raw`\b(?:has|have|had|did|does|do)\s+(?:she|he|they|you|\p{Lu}\p{L}+)\s+(?:ever\s+)?work(?:ed)?(?=\s+(?:in|with|on|at|for)\b)|\b(?:came|comes|come)\s+out\s+of\b|\bclosed[\s-]+source\b|\boutside\s+(?:of\s+)?work\b|\bhow\s+old(?=\s+(?:is|are|was)\s+(?:he|she|they|you|u|\p{Lu}\p{L}+)\W*$)|\b(?:work|pay\s+off|succeed)(?=\W*$)(?<=^\W*(?:so\s+)?did\s.{0,40}?(?:work|pay\s+off|succeed))|\btrack\s+record\b|cards?\b(?<=\bgraphics\s+cards?)|${PHRASAL_WORDS}`,
    'giu',
  ),
  // ("wie lange… schon", "как давно": how long, which the years said answer — IMPLIED)
  // (and what someone did before the thing named, which the past job answers, not the thing: "vor der Schule gemacht")
  de: new RegExp(String.raw`\bgro(?:ß|ss)\s+geworden\b|\bwie\s+lange\b|${DE_BEFORE_THING}(?=${DE_DONE})`, 'giu'),
  ru: /(?<!\p{L})(?:как\s+)?давно(?!\p{L})/giu,
  // ("もともとどこの人？": the words that ask where someone is from, 出身 — IMPLIED)
  // (and "どのくらいの広さ？": how big, which the size said answers — "約4ヘクタール")
  // (and what someone did before the thing named, which the past job answers, not the thing: "タクシーの前は何の仕事…")
  ja: /もともと|元々|どこの人|広さ|大きさ|高さ|長さ|[\p{Script=Han}\p{Script=Katakana}ー]{1,12}(?=(?:の|する)?前(?:は|に))/gu,
  fr: /\b(?:ça\s+fait\s+)?combien\s+de\s+temps\b/giu,
  ar: /(?<!\p{L})(?:منذ|من)\s+متى(?!\p{L})/gu,
  // ("há quanto tempo", "da quanto tempo": how long, which the years said answer — IMPLIED)
  pt: /\b(?:faz|há)\s+(?:quanto\s+|muito\s+)?tempo\b|\bquantos\s+anos(?=\s+(?:\p{L}+\s+)?(?:tem|tens)\b)/giu,
  it: /\bda\s+quanto\s+tempo\b|\bquanti\s+anni(?=\s+(?:ha|hai)\b)/giu,
  // ("मूल रूप से", "असल में": originally, really — where someone is from, IMPLIED)
  // (and the name of whom the question names: "हसबैंड का नाम बताओ", which a text says by naming him — "उनके पति रमेश…")
  // (and "कितने टाइम से": for how long, which the years said answer — IMPLIED)
  hi: /मूल\s+रूप\s+से|असल\s+में|(?:का|के|की)\s+नाम(?!\p{L})|कितने\s+(?:टाइम|समय)(?=\s+से)/gu,
  // ("이 일 한 지 얼마나 됐어요?", "그 일 얼마나 했대요?": how long at this work, which the years said answer)
  // (and what someone did before the thing named: "버스 전에는 무슨 일 하셨어요?", the past job, not the bus)
  ko: new RegExp(
    String.raw`\p{L}{1,20}\s+${KO_BEFORE_WHAT}|(?:(?:이|그)\s+일(?:을|은)?\s+(?:한\s+지\s+)?)?얼마나(?:\s+(?:됐어요|됐어|됐나요|되었어요|됐대요|했어요|했어|했대요|하셨어요|하셨나요))?`,
    'gu',
  ),
};

/** The terms of the question's ASKING_PHRASES. */
function askingTerms(question: string, analyzer: TextAnalyzer): string[] {
  const phrases = ASKING_PHRASES[askedIn(question, analyzer)];
  return phrases ? [...question.matchAll(phrases)].flatMap((match) => tokenize(match[0], analyzer)) : [];
}

/**
 * The words a question means without saying them (its language's origin word for "where… from?"): of each, the first
 * word, and the others that say the same (a text says "سنوات" or "عاما", not both: "منذ عشر سنوات", "22 عاما").
 */
function impliedWords(question: string, analyzer: TextAnalyzer): Array<readonly [string, string[]]> {
  return (IMPLIED[askedIn(question, analyzer)] ?? [])
    .filter(([asks]) => asks.test(question))
    .map(([, words]) => {
      const [first = '', ...others] = words.split(' ');
      return [first, others] as const;
    });
}

/** What a question asks of a bio's or a résumé's sections, worked out once per question. */
export interface SectionQuestion {
  /** `said term → asked term`: the section words that stand for the question's words. */
  aliases: Map<string, string>;
  /** The word of the text each said term is made from (what retrieval searches for). */
  words: Map<string, string>;
  /** The question's terms that ask again what another of its terms asks (a second word of the same group). */
  repeated: Set<string>;
  /** The words it means without saying them (impliedWords), or ''. */
  implied: string;
  /** The text's compounds of the question's words it never says alone (German "Elektroautos" of "Autos"), as terms. */
  compounds: string[];
}

/** A German verb's ending of the third person or the plural's second ("spielt", "arbeitet"), which Snowball keeps. */
const PERSON_ENDING = /e?t$/;

/** What a bot's text holds, for a question's words: which it says, and the compounds it makes of them. */
export type TextTerms = Pick<PassageIndex, 'share' | 'compounding'>;

/**
 * Words a question means that are asked only of a text that says them (implied.ts): "previously" of "what did she do
 * before?" is not asked of a text that dates no past job — the question's other words still find what it says,
 * "Entre 2010 y 2014 trabajé como mesero" — nor the year "since when?" asks of one that says no year it began.
 */
const ASKED_WHEN_SAID: ReadonlySet<string> = new Set([PREVIOUSLY, SINCE_WORD]);

/** The section words that stand for a question's words, the words each is made from, and its repeated terms. */
export function sectionQuestion(question: string, analyzer: TextAnalyzer, text?: TextTerms): SectionQuestion {
  const aliases = new Map<string, string>();
  const words = new Map<string, string>();
  const repeated = new Set<string>();
  const meant = impliedWords(question, analyzer).filter(
    ([word]) => !ASKED_WHEN_SAID.has(word) || !text || tokenize(word, analyzer).some((term) => text.share(term) > 0),
  );
  const implied = meant.map(([word]) => word).join(' ');
  // (a word that says the same as one meant stands for it: one asked term, whichever the text says)
  for (const [word, others] of meant) {
    const term = tokenize(word, analyzer)[0];
    if (term !== undefined)
      for (const other of others)
        for (const said of tokenize(other, analyzer))
          if (said !== term && !aliases.has(said)) {
            aliases.set(said, term);
            words.set(said, other);
          }
  }
  // a word of the question the text never says alone stands in its compounds ("Autos" in "Elektroautos"), and a
  // verb in the person the text says it in: Snowball keeps German's "-t" ("spielt sie?" of "ich spiele": spielt, spiel)
  const compounds: string[] = [];
  if (text && analyzer.compounds)
    for (const term of new Set(tokenize(question, analyzer))) {
      if (text.share(term) > 0) continue;
      const person = PERSON_ENDING.exec(term);
      const stem = person ? term.slice(0, person.index) : '';
      const inside = stem.length >= 3 && text.share(stem) > 0 ? [stem] : text.compounding(term);
      // (and a compound of the question's whose parts the text says apart: "Münsterturm" of "Münster… Turm")
      const found = inside.length > 0 ? inside : partsSaid(term, analyzer, text);
      for (const said of found)
        if (!aliases.has(said)) {
          aliases.set(said, term);
          compounds.push(said);
        }
    }
  for (const term of askingTerms(question, analyzer)) repeated.add(term);
  const english = readsAsEnglish(question, analyzer);
  // a doer stands for the doing and the doing for the doer, which Snowball keeps apart ("welding" of "welder",
  // "a welder?" of "welding", "teaching" of "teacher"): the other when the text says it
  if (english && text) {
    for (const term of new Set(tokenize(question, analyzer))) {
      const doer = /(?:er|or)$/.test(term) && term.length >= 6;
      const others = doer ? [term.slice(0, -2)] : term.length >= 3 ? [`${term}er`, `${term}or`] : [];
      for (const other of others) {
        if (aliases.has(other) || text.share(other) === 0) continue;
        aliases.set(other, term);
        words.set(other, other);
      }
    }
    // a name the question spells out stands for the acronym the text says it by ("the event horizon telescope" of
    // "EHT"): an acronym the text says that is no English word ("eht", not "the" of "take her everywhere")
    for (const { initials, last } of spelledAcronyms(question, analyzer.stopWords)) {
      const term = tokenize(last, analyzer)[0];
      if (term === undefined || aliases.has(initials) || text.share(initials) === 0 || isEnglishWord(initials))
        continue;
      aliases.set(initials, term);
      words.set(initials, initials);
    }
  }
  if (!english && !OWN_SECTIONS[analyzer.language]) return { aliases, words, repeated, implied, compounds };
  const terms = new Set(tokenize(`${question} ${implied}`, analyzer));
  const groups = english ? sectionsFor(analyzer) : ownSectionsFor(analyzer);
  // a Korean word is indexed as its pairs of syllables: of a word that asks by a group's pair, the other pairs are its
  // ending, and ask nothing ("결혼하셨어요?": 결혼, and 혼하, 하시)
  if (!english && analyzer.language === 'ko')
    for (const word of question.split(/\s+/)) {
      const pieces = tokenize(word, analyzer);
      if (pieces.length > 1 && pieces.some((t) => groups.some((g) => g.asked.has(t))))
        for (const t of pieces) if (!groups.some((g) => g.asked.has(t))) repeated.add(t);
    }
  for (const section of groups) {
    // two words of one group ask one thing ("Woher kommt sie ursprünglich?": where from, originally)
    const [term, ...again] = [...terms].filter((t) => section.asked.has(t));
    if (term === undefined) continue;
    // (and what the text says of the second is said of the first: "charity or volunteer work?" of "VOLUNTEERING")
    for (const t of again) {
      repeated.add(t);
      if (!aliases.has(t)) aliases.set(t, term);
    }
    for (const said of section.said)
      if (!terms.has(said) && !aliases.has(said)) {
        aliases.set(said, term);
        words.set(said, section.words.get(said) ?? said);
        // (and the text's compounds of it, in German: "Rauhaardackel" is a "Dackel", which "Haustier" stands for)
        if (text && analyzer.compounds && text.share(said) === 0)
          for (const compound of text.compounding(said))
            if (!aliases.has(compound) && !terms.has(compound)) {
              aliases.set(compound, term);
              compounds.push(compound);
            }
      }
  }
  return { aliases, words, repeated, implied, compounds };
}

/**
 * For a question, the section words that stand for its words: `said term → asked term` (a résumé's sections for an
 * English question; where someone lives, comes from, studied and works, their pets, languages and family in the bot's
 * own language).
 */
export function sectionAliases(question: string, analyzer: TextAnalyzer): Map<string, string> {
  return sectionQuestion(question, analyzer).aliases;
}

/**
 * The question with the section words that stand for its words, for retrieval: the words as the text writes them
 * (their terms would be folded twice: German "aufgewachs" is no "aufgewachsen").
 */
export function withSectionWords(question: string, analyzer: TextAnalyzer): string {
  return searchedFor(question, sectionQuestion(question, analyzer));
}

/** The question as retrieval searches for it, with the words that stand for its words (see withSectionWords). */
function searchedFor(question: string, { words, implied }: SectionQuestion): string {
  const asked = `${question} ${implied}`.trim();
  return words.size === 0 ? asked : `${asked} ${[...words.values()].join(' ')}`;
}

/**
 * The passages a question finds, as retrieval asks for them: with the section words that stand for its words, and
 * the text's compounds of its words (analysed terms, searched for as they are: German stems are not folded twice).
 */
export function rankForQuestion(question: string, index: PassageIndex, k: number): RankedPassage[] {
  const asked = sectionQuestion(question, index.analyzer, index);
  return index.rankPassages(searchedFor(question, asked), k, asked.compounds);
}
