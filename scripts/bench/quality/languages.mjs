// The multilingual set of `npm run bench:quality`: one personal bot per language — a short bio among unrelated
// paragraphs, written for this benchmark (no outside text) — with questions a visitor would ask in that language,
// the words the answer must hold, and questions the text cannot answer. Written before any tuning; not tuned on.

export const LANGUAGE_SETS = [
  {
    language: 'en',
    text: `Maya Patel is a data engineer who lives in Leeds. Maya studied statistics at the University of Edinburgh. She works at a railway company, where she builds systems that predict train delays. In her free time Maya plays the cello in a local orchestra. She also volunteers at a food bank on Saturdays.

The river Aire flows through Leeds and joins the Ouse near Goole.

Sourdough bread needs a starter culture, flour, water and salt, and a long, slow rise.`,
    questions: [
      ['Where did Maya study?', 'Edinburgh'],
      ['What did she study?', 'statistics'],
      ['Which city does Maya live in?', 'Leeds'],
      ['What does she build at work?', 'predict train delays'],
      ['What instrument does Maya play?', 'cello'],
      ['What does she do on Saturdays?', 'food bank'],
      ['Which river flows through Leeds?', 'Aire'],
      ['What does sourdough bread need?', 'starter culture'],
      ['Where does the Aire join the Ouse?', 'Goole'],
      ['What kind of company does she work for?', 'railway'],
    ],
    unanswerable: ['How old is Maya?', 'Does Maya have a dog?'],
  },
  {
    language: 'zh',
    text: `王芳是一名软件工程师，住在杭州。王芳在浙江大学学习计算机科学。她现在在一家电商公司负责搜索系统。业余时间她喜欢弹古筝。每个周末她还会去西湖边跑步。

长江是中国最长的河流，全长约六千三百公里。

大熊猫主要生活在四川的山区，以竹子为食。`,
    questions: [
      ['王芳在哪里上的大学？', '浙江大学'],
      ['她学的是什么专业？', '计算机科学'],
      ['王芳住在哪个城市？', '杭州'],
      ['她在公司负责什么？', '搜索系统'],
      ['王芳会弹什么乐器？', '古筝'],
      ['她周末去哪里跑步？', '西湖'],
      ['中国最长的河流是哪条？', '长江'],
      ['长江有多长？', '六千三百公里'],
      ['大熊猫吃什么？', '竹子'],
      ['大熊猫生活在哪里？', '四川'],
    ],
    unanswerable: ['王芳有几个孩子？', '王芳喜欢吃什么水果？'],
  },
  {
    language: 'ja',
    text: `佐藤健は大阪に住むウェブデザイナーです。佐藤さんは京都大学で建築を学びました。現在はデザイン事務所でアプリの画面を作っています。趣味は写真で、休日には奈良の寺を撮影します。毎朝コーヒーを自分で淹れるのも好きです。

富士山は日本で一番高い山で、高さは三七七六メートルです。

新幹線は東京と大阪を約二時間半で結んでいます。`,
    questions: [
      ['佐藤さんはどこの大学で学びましたか？', '京都大学'],
      ['佐藤さんは大学で何を学びましたか？', '建築'],
      ['佐藤さんはどこに住んでいますか？', '大阪'],
      ['佐藤さんの仕事は何ですか？', 'ウェブデザイナー'],
      ['佐藤さんの趣味は何ですか？', '写真'],
      ['休日にどこで撮影しますか？', '奈良'],
      ['日本で一番高い山は何ですか？', '富士山'],
      ['富士山の高さは？', '三七七六メートル'],
      ['新幹線で東京から大阪までどのくらいかかりますか？', '二時間半'],
      ['佐藤さんは毎朝何を淹れますか？', 'コーヒー'],
    ],
    unanswerable: ['佐藤さんは結婚していますか？', '佐藤さんの誕生日はいつですか？'],
  },
  {
    language: 'ko',
    text: `박민준은 부산에 사는 게임 개발자입니다. 박민준은 서울대학교에서 컴퓨터 공학을 공부했습니다. 그는 지금 모바일 게임 회사에서 서버를 만듭니다. 주말에는 해운대에서 서핑을 합니다. 그는 고양이 두 마리를 키웁니다.

한강은 서울을 가로질러 흐르는 큰 강입니다.

김치는 배추와 고춧가루, 마늘로 만드는 한국의 전통 음식입니다.`,
    questions: [
      ['박민준은 어느 대학교에서 공부했나요?', '서울대학교'],
      ['박민준은 무엇을 공부했나요?', '컴퓨터 공학'],
      ['박민준은 어디에 살아요?', '부산'],
      ['박민준의 직업은 무엇인가요?', '게임 개발자'],
      ['그는 회사에서 무엇을 만드나요?', '서버'],
      ['주말에 어디에서 서핑을 하나요?', '해운대'],
      ['박민준은 고양이를 몇 마리 키우나요?', '두 마리'],
      ['서울을 가로질러 흐르는 강은 무엇인가요?', '한강'],
      ['김치는 무엇으로 만드나요?', '배추'],
      ['김치는 어느 나라 음식인가요?', '한국'],
    ],
    unanswerable: ['박민준은 몇 살인가요?', '박민준은 결혼했나요?'],
  },
  {
    language: 'de',
    text: `Jonas Weber ist Elektroingenieur und wohnt in Leipzig. Jonas Weber hat an der Technischen Universität Dresden studiert. Heute entwickelt er Ladestationen für Elektroautos. In seiner Freizeit spielt Jonas Schach im Verein. Im Sommer wandert er gern in den Alpen.

Der Rhein ist einer der längsten Flüsse Europas und mündet in die Nordsee.

Ein Sauerteigbrot braucht Mehl, Wasser, Salz und viel Zeit zum Gehen.`,
    questions: [
      ['Wo hat Jonas studiert?', 'Dresden'],
      ['Was ist Jonas von Beruf?', 'Elektroingenieur'],
      ['In welcher Stadt wohnt Jonas?', 'Leipzig'],
      ['Was entwickelt er heute?', 'Ladestationen'],
      ['Welches Spiel spielt Jonas im Verein?', 'Schach'],
      ['Wo wandert er im Sommer?', 'Alpen'],
      ['In welches Meer mündet der Rhein?', 'Nordsee'],
      ['Was braucht ein Sauerteigbrot?', 'Mehl'],
      ['Für welche Autos entwickelt Jonas Ladestationen?', 'Elektroautos'],
      ['Welcher Fluss mündet in die Nordsee?', 'Rhein'],
    ],
    unanswerable: ['Hat Jonas Kinder?', 'Wie alt ist Jonas Weber?'],
  },
  {
    language: 'es',
    text: `Lucía Fernández es médica y vive en Valencia. Lucía estudió medicina en la Universidad de Salamanca. Ahora trabaja en el servicio de urgencias de un hospital. En su tiempo libre Lucía toca la guitarra. Los domingos nada en el mar.

El Ebro es uno de los ríos más largos de España y desemboca en el Mediterráneo.

La paella valenciana lleva arroz, pollo, conejo, judías verdes y azafrán.`,
    questions: [
      ['¿Dónde estudió Lucía?', 'Salamanca'],
      ['¿Qué estudió Lucía?', 'medicina'],
      ['¿En qué ciudad vive Lucía?', 'Valencia'],
      ['¿Dónde trabaja ahora?', 'urgencias'],
      ['¿Qué instrumento toca Lucía?', 'guitarra'],
      ['¿Qué hace los domingos?', 'nada en el mar'],
      ['¿Dónde desemboca el Ebro?', 'Mediterráneo'],
      ['¿Qué lleva la paella valenciana?', 'arroz'],
      ['¿Cuál es la profesión de Lucía?', 'médica'],
      ['¿Qué especia lleva la paella?', 'azafrán'],
    ],
    unanswerable: ['¿Tiene hijos Lucía?', '¿Cuántos años tiene Lucía?'],
  },
  {
    language: 'fr',
    text: `Camille Martin est architecte et habite à Bordeaux. Camille a étudié l'architecture à l'École nationale supérieure d'architecture de Nantes. Aujourd'hui, elle dessine des écoles en bois. Pendant son temps libre, Camille fait de la photographie. Le dimanche, elle joue du piano.

La Loire est le plus long fleuve de France et se jette dans l'océan Atlantique.

Le croissant est une viennoiserie faite de pâte feuilletée et de beurre.`,
    questions: [
      ['Où Camille a-t-elle étudié ?', 'Nantes'],
      ['Quel est le métier de Camille ?', 'architecte'],
      ['Dans quelle ville habite Camille ?', 'Bordeaux'],
      ['Que dessine-t-elle aujourd’hui ?', 'écoles en bois'],
      ['Quel est le passe-temps de Camille ?', 'photographie'],
      ['De quel instrument joue-t-elle le dimanche ?', 'piano'],
      ['Quel est le plus long fleuve de France ?', 'Loire'],
      ['Où se jette la Loire ?', 'Atlantique'],
      ['De quoi est fait le croissant ?', 'pâte feuilletée'],
      ['Qu’a étudié Camille ?', 'architecture'],
    ],
    unanswerable: ['Camille a-t-elle un chat ?', 'Quel âge a Camille ?'],
  },
  {
    language: 'ru',
    text: `Анна Смирнова — врач, она живёт в Казани. Анна училась в Московском государственном университете. Сейчас она работает кардиологом в городской больнице. В свободное время Анна играет на скрипке. Зимой она катается на лыжах.

Волга — самая длинная река в Европе, она впадает в Каспийское море.

Борщ готовят из свёклы, капусты, картофеля и мяса.`,
    questions: [
      ['Где училась Анна?', 'Московском государственном университете'],
      ['Где живёт Анна?', 'Казани'],
      ['Кем работает Анна?', 'кардиологом'],
      ['Где она работает?', 'больнице'],
      ['На чём играет Анна?', 'скрипке'],
      ['Что Анна делает зимой?', 'лыжах'],
      ['Куда впадает Волга?', 'Каспийское море'],
      ['Какая река самая длинная в Европе?', 'Волга'],
      ['Из чего готовят борщ?', 'свёклы'],
      ['Какая профессия у Анны?', 'врач'],
    ],
    unanswerable: ['Есть ли у Анны дети?', 'Сколько лет Анне?'],
  },
  {
    language: 'ar',
    text: `ليلى حسن مهندسة برمجيات تعيش في عمّان. درست ليلى علوم الحاسوب في جامعة القاهرة. تعمل ليلى الآن في شركة اتصالات حيث تبني تطبيقات الهاتف. في وقت فراغها تحب ليلى الرسم بالألوان المائية. وفي عطلة نهاية الأسبوع تمشي في جبال عجلون.

نهر النيل هو أطول نهر في أفريقيا ويصب في البحر المتوسط.

يُصنع الحمّص من الحمّص المسلوق والطحينة وعصير الليمون والثوم.`,
    questions: [
      ['أين درست ليلى؟', 'جامعة القاهرة'],
      ['ماذا درست ليلى؟', 'علوم الحاسوب'],
      ['في أي مدينة تعيش ليلى؟', 'عمّان'],
      ['أين تعمل ليلى الآن؟', 'شركة اتصالات'],
      ['ماذا تبني ليلى في عملها؟', 'تطبيقات الهاتف'],
      ['ما هواية ليلى؟', 'الرسم'],
      ['أين تمشي ليلى في عطلة نهاية الأسبوع؟', 'عجلون'],
      ['ما هو أطول نهر في أفريقيا؟', 'النيل'],
      ['أين يصب نهر النيل؟', 'البحر المتوسط'],
      ['مما يُصنع الحمّص؟', 'الطحينة'],
    ],
    unanswerable: ['هل ليلى متزوجة؟', 'كم عمر ليلى؟'],
  },
];
