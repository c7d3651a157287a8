// A seventh multilingual set for `npm run bench:quality`: two personal bots per language (en, zh, ja, ko, de, es, fr,
// ru, ar) — a bio of one invented person written natively in that language, all in the third person (as a friend, an
// employer page or a festival programme would introduce someone), followed by one or two unrelated short paragraphs,
// written for this benchmark (no outside text) — with questions a visitor would type in that language, the words the
// answer must hold, and questions the text cannot answer. Written blind on 2026-11-27 by a helper who never saw the
// answerer, its code or its output. Same format as languages.mjs. Measured once before any tuning on it, at 9ce0c07:
// 136/180 hit, 28/36 declined. Tuning data since, whole ("languages 7", misses printed).

export const LANGUAGE_SEVENTH_SETS = [
  {
    language: 'en',
    text: `Dermot Kilbride has been Galway's go-to locksmith for twenty-seven years. He runs a small shop on Dominick Street, a few doors down from the bridge, and he will happily tell you he has opened everything from a bishop's safe to a horsebox with a goat locked inside. Dermot is 52 and grew up in Sligo, the youngest of six; he came to Galway to study history at the university and simply never left. He lives in Salthill with his wife Aoife, a radiographer at the regional hospital, and their two teenagers, Ciarán and Niamh. The household is ruled by Biscuit, a scruffy Jack Russell who rides along in the van. Dermot speaks Irish at home and decent French from a year working in Lyon. Outside the shop he coaches under-12 hurling with the local club and swims off the Blackrock diving tower most mornings, winter included.

The Spanish Arch, beside the mouth of the Corrib, was built in 1584 as an extension of the old city walls, and was meant to protect the quays where ships unloaded wine and salt.

For a quick brown soda bread, mix wholemeal flour with a spoon of bread soda and a pinch of salt, stir in buttermilk until soft, and bake at 200 degrees for about forty minutes.`,
    questions: [
      ['What does Dermot do for a living?', 'locksmith'],
      ["Where's his shop?", 'Dominick Street'],
      ["Where's he from originally?", 'Sligo'],
      ['How old is he?', '52'],
      ["What's his wife called?", 'Aoife'],
      ['Does he have kids?', 'Ciarán'],
      ['Any pets?', 'Biscuit'],
      ['What did he study in college?', 'history'],
      ['How long has he been doing this job?', 'twenty-seven years'],
      ['When was the Spanish Arch built?', '1584'],
    ],
    unanswerable: ['What car does Dermot drive?', 'Is his mother still alive?'],
  },
  {
    language: 'en',
    text: `Born in Durban in 1988, Thandi Mokoena now works as a speech and language therapist at St James's Hospital in Leeds, where she mostly helps adults relearn to talk and swallow after a stroke. She has been in the job for eleven years, the last four as a team lead. Thandi studied linguistics at the University of Cape Town before doing her clinical master's in Sheffield, and she switches between isiZulu, Afrikaans and English without noticing. She lives in a terraced house in Chapel Allerton with her partner Marcus, a plumber from Bradford, and a fifty-year-old tortoise called Gerald who came with the house. Her younger brother Sipho is a chef in Johannesburg and visits every summer. Weekends belong to her allotment, where she grows far too many courgettes, and to the Leeds Community Gospel Choir, in which she sings alto.

Kirkstall Abbey, on the banks of the River Aire, was founded by Cistercian monks in 1152. After Henry VIII closed it in 1539, local people carted away its stone for their own houses, but the great church still stands almost to its full height.`,
    questions: [
      ["What's Thandi's job?", 'speech and language therapist'],
      ['Which hospital does she work at?', "St James's"],
      ['Where was she born?', 'Durban'],
      ['What year was she born?', '1988'],
      ["What's her boyfriend's name?", 'Marcus'],
      ['Has she got any brothers or sisters?', 'Sipho'],
      ['Does she have a pet?', 'Gerald'],
      ['What did she study at uni?', 'linguistics'],
      ['What does she do at the weekend?', 'allotment'],
      ['Who founded Kirkstall Abbey?', 'Cistercian monks'],
    ],
    unanswerable: ['Does Thandi have children?', "What's her favourite food?"],
  },
  {
    language: 'zh',
    text: `林晓峰今年45岁，在成都玉林路开了一家自行车修理店，店名叫"老林单车"，一干就是十八年。他老家在重庆万州，大学在西南交通大学读的是机械工程，毕业后在一家汽车配件厂当了三年技术员，后来觉得坐办公室太闷，干脆辞职修车。街坊都说，整条街没有他修不好的变速器。晓峰的妻子周敏是一名中学语文老师，女儿林朵朵今年12岁，正在学小提琴。家里还有一只橘猫叫"花卷"，每天趴在店门口晒太阳。晓峰会说四川话和普通话，年轻时还自学过一点日语。他最大的爱好是钓鱼和长途骑行，去年夏天骑车走完了川藏线，一共用了二十三天。

宽窄巷子由宽巷子、窄巷子和井巷子三条平行的老街组成，是清朝留下的古街道，如今是成都最热闹的景点之一。

麻婆豆腐的做法：豆腐切块焯水，锅里放郫县豆瓣酱炒出红油，加牛肉末和豆腐小火煮，最后勾芡，撒上花椒粉。`,
    questions: [
      ['林晓峰是做什么工作的？', '自行车'],
      ['他的店在哪儿？', '玉林路'],
      ['他老家是哪里的？', '万州'],
      ['他多大了？', '45'],
      ['他老婆叫什么名字？', '周敏'],
      ['他有孩子吗？', '林朵朵'],
      ['他家养宠物吗？', '花卷'],
      ['他大学学的什么专业？', '机械工程'],
      ['他平时喜欢干什么？', '钓鱼'],
      ['宽窄巷子由哪几条街组成？', '井巷子'],
    ],
    unanswerable: ['林晓峰的父母还健在吗？', '他的店一个月能赚多少钱？'],
  },
  {
    language: 'zh',
    text: `出生在哈尔滨的陈雨桐，如今是广州市公安局的一名法医。她1990年生，本科和研究生都在中山大学读法医学，工作至今已经九年。同事们说她胆子大、心细，再难的案子也能沉住气。雨桐的丈夫黄志强是一名程序员，两人在大学的羽毛球社认识，儿子黄乐乐今年5岁，刚上幼儿园大班。一家人住在天河区，家里养了一只会说"早上好"的虎皮鹦鹉，名叫"豆豆"。在广州住久了，她的粤语已经相当流利，英语也能看专业文献。工作之外，雨桐喜欢打羽毛球，每到冬至还会按东北老家的习惯包一大锅酸菜饺子。她的父母至今还住在哈尔滨道里区。

哈尔滨的中央大街始建于1898年，全长一千四百多米，街面用方石铺成，两旁保留着许多欧式建筑，是这座城市最有名的步行街。`,
    questions: [
      ['陈雨桐是干什么的？', '法医'],
      ['她是哪里人？', '哈尔滨'],
      ['她哪年出生的？', '1990'],
      ['她在哪个学校读的书？', '中山大学'],
      ['她结婚了吗？', '黄志强'],
      ['她有小孩吗？', '黄乐乐'],
      ['她养了什么宠物？', '鹦鹉'],
      ['她会说什么语言？', '粤语'],
      ['她干这行多久了？', '九年'],
      ['中央大街是哪一年建的？', '1898'],
    ],
    unanswerable: ['陈雨桐有兄弟姐妹吗？', '她最喜欢看什么电影？'],
  },
  {
    language: 'ja',
    text: `長野県松本市の中町通りで古書店「佐藤書房」を営む佐藤健一さんは、今年58歳。北海道函館の出身で、早稲田大学で国文学を学んだあと、東京の出版社に十年勤め、父親の店を継ぐために松本へ移ってきた。店を切り盛りして今年で二十五年になる。江戸時代の和本から昭和の漫画雑誌まで、棚に並ぶ本はおよそ三万冊。妻の由美子さんは店の二階で小さな喫茶スペースを担当しており、一人息子の翔太さんは東京でシステムエンジニアをしている。看板猫の「こむぎ」は、レジ横の座布団が定位置だ。健一さんは英語とロシア語の本なら辞書を片手に読めるという。休みの日には北アルプスの山に登り、夜は近所の将棋クラブで指すのが楽しみだ。

国宝・松本城の天守は、戦国時代の終わりから江戸時代のはじめにかけて建てられた。外壁の黒い下見板から「烏城」とも呼ばれている。`,
    questions: [
      ['佐藤さんって何の仕事してるの？', '古書店'],
      ['お店はどこにある？', '中町通り'],
      ['出身はどこ？', '函館'],
      ['何歳ですか？', '58'],
      ['奥さんの名前は？', '由美子'],
      ['子どもはいる？', '翔太'],
      ['ペットは飼ってますか？', 'こむぎ'],
      ['大学では何を勉強したの？', '国文学'],
      ['店をやって何年くらい？', '二十五年'],
      ['松本城はなんて呼ばれてる？', '烏城'],
    ],
    unanswerable: ['佐藤さんの好きな作家は誰？', '奥さんとはどこで出会ったの？'],
  },
  {
    language: 'ja',
    text: `沖縄県那覇市生まれ、1993年生まれの比嘉さくらは、福岡市天神のリハビリテーション病院で働く理学療法士だ。スポーツ選手のけがの回復を得意とし、勤めはじめて八年になる。高校まで沖縄で過ごし、九州大学の保健学科で理学療法を学んだ。現在は福岡市中央区の薬院に、夫で高校の数学教師の田中大輔と暮らしている。子どもはまだいないが、柴犬の「ゴマ」が家族の中心だ。英語は日常会話程度、韓国語は週末の教室に三年通い、釜山旅行では困らなかったそうだ。趣味は祖母に習った三線と、年に一度の宮古島でのダイビング。弟の比嘉海斗は地元那覇で飲食店を開いている。

太宰府天満宮は学問の神様・菅原道真をまつる神社で、毎年春の受験シーズンには全国から多くの参拝者が訪れる。境内の「飛梅」は、道真を慕って京都から一夜で飛んできたと伝えられている。`,
    questions: [
      ['さくらさんの仕事は？', '理学療法士'],
      ['どこに住んでる？', '薬院'],
      ['もともとどこの人？', '那覇'],
      ['何年生まれ？', '1993'],
      ['旦那さんは何してる人？', '数学教師'],
      ['犬飼ってるの？', 'ゴマ'],
      ['兄弟はいますか？', '海斗'],
      ['何語が話せる？', '韓国語'],
      ['趣味はなんですか？', '三線'],
      ['太宰府天満宮には誰がまつられてる？', '菅原道真'],
    ],
    unanswerable: ['さくらさんの血液型は？', '結婚して何年ですか？'],
  },
  {
    language: 'ko',
    text: `김민준 씨(49)는 부산 해운대 수영만 요트경기장 옆에서 요트 수리점 '바다공방'을 운영한다. 경남 통영에서 태어나 어릴 적부터 아버지의 고깃배를 타며 자랐고, 부산대학교에서 조선해양공학을 전공했다. 대형 조선소에서 몇 년 일하다 독립해 요트 수리를 시작한 지 벌써 22년째다. 아내 이수진 씨는 초등학교 교사이고, 두 딸 하은과 하린은 각각 고등학생과 중학생이다. 집에는 진돗개 '백구'가 있는데, 주말마다 민준 씨를 따라 공방에 출근한다. 외국 손님이 많아 영어와 일본어는 업무에 지장이 없을 만큼 한다. 쉬는 날에는 송정 앞바다에서 낚시를 하거나 동네 기원에서 바둑을 둔다. 매년 가을 부산국제영화제 기간에는 요트를 띄워 손님들을 태우는 일도 맡는다.

감천문화마을은 한국전쟁 때 피란민들이 산비탈에 모여 살면서 생긴 마을이다. 계단식으로 늘어선 알록달록한 집들 덕분에 '한국의 마추픽추'라고도 불린다.`,
    questions: [
      ['김민준 씨는 무슨 일 해요?', '요트 수리'],
      ['가게는 어디 있어요?', '해운대'],
      ['고향이 어디예요?', '통영'],
      ['나이가 어떻게 돼요?', '49'],
      ['부인 이름이 뭐예요?', '이수진'],
      ['애들 있어요?', '하은'],
      ['반려동물 있어요?', '백구'],
      ['대학에서 뭐 전공했어요?', '조선해양공학'],
      ['이 일 한 지 얼마나 됐어요?', '22년'],
      ['감천문화마을은 뭐라고 불려요?', '마추픽추'],
    ],
    unanswerable: ['김민준 씨는 술을 좋아해요?', '부모님은 아직 통영에 사세요?'],
  },
  {
    language: 'ko',
    text: `대구에서 태어난 박지현은 서울 망원동에 사는 웹툰 작가다. 1995년생으로, 홍익대학교에서 시각디자인을 공부했고 졸업 직후 연재를 시작해 올해로 7년째 작품을 그리고 있다. 대표작은 고양이 탐정이 등장하는 추리 웹툰 '야옹 수사대'로, 누적 조회수가 3억 회를 넘었다. 결혼은 하지 않았고, 회계사로 일하는 여동생 박소연과 함께 투룸에서 산다. 작품의 모델이 된 회색 고양이 '두부'도 함께다. 영어와 중국어를 할 줄 알아서 해외 번역판 작업 때 직접 검수도 한다. 마감이 끝나면 실내 클라이밍장에 가거나 친구들과 보드게임 모임을 연다. 부모님은 아직 대구 수성구에서 작은 칼국수 가게를 하신다.

망원시장은 1970년대에 생긴 전통시장으로, 요즘은 고로케와 닭강정을 먹으러 오는 젊은 손님들로 주말마다 붐빈다. 시장에서 한강 망원지구까지는 걸어서 십오 분 정도다.`,
    questions: [
      ['박지현은 직업이 뭐예요?', '웹툰 작가'],
      ['어디 살아요?', '망원동'],
      ['원래 어디 출신이에요?', '대구'],
      ['몇 년생이에요?', '1995'],
      ['결혼했어요?', '하지 않았'],
      ['누구랑 같이 살아요?', '박소연'],
      ['고양이 이름이 뭐예요?', '두부'],
      ['무슨 전공이었어요?', '시각디자인'],
      ['쉴 때 뭐 해요?', '클라이밍'],
      ['망원시장은 언제 생겼어요?', '1970년대'],
    ],
    unanswerable: ['박지현은 남자친구 있어요?', '한 달에 얼마나 벌어요?'],
  },
  {
    language: 'de',
    text: `Jürgen Hallmann, 61, ist seit 33 Jahren Schleusenwärter am Nord-Ostsee-Kanal, die meiste Zeit davon an der großen Schleuse in Kiel-Holtenau. Geboren und aufgewachsen ist er in Kassel, weit weg vom Meer, was er selbst immer noch komisch findet. Nach dem Abitur studierte er Wasserbau an der Fachhochschule in Lübeck und landete danach eher zufällig beim Wasserstraßen- und Schifffahrtsamt. Mit seiner Frau Birgit, die in der Stadtbücherei arbeitet, wohnt er in einem Backsteinhaus in Friedrichsort. Die beiden haben zwei erwachsene Kinder: Lukas ist Polizist in Hamburg, Merle studiert Meeresbiologie in Bremen. Zur Familie gehört außerdem Otto, ein sehr eigensinniger Rauhaardackel. Jürgen spricht inzwischen fließend Plattdeutsch und ganz ordentlich Dänisch. In seiner Freizeit spielt er Schach im Verein und paddelt im Sommer mit dem Kanu über die Schlei.

Die Rendsburger Hochbrücke wurde 1913 fertiggestellt und überspannt den Kanal in 42 Metern Höhe. Unter ihr hängt eine Schwebefähre, die bis heute Fußgänger und Radfahrer über das Wasser bringt.`,
    questions: [
      ['Was macht Jürgen beruflich?', 'Schleusenwärter'],
      ['Wo arbeitet er genau?', 'Holtenau'],
      ['Wo kommt er ursprünglich her?', 'Kassel'],
      ['Wie alt ist er?', '61'],
      ['Ist er verheiratet?', 'Birgit'],
      ['Hat er Kinder?', 'Lukas'],
      ['Hat er ein Haustier?', 'Otto'],
      ['Was hat er studiert?', 'Wasserbau'],
      ['Welche Sprachen spricht er?', 'Dänisch'],
      ['Wann wurde die Rendsburger Hochbrücke fertig?', '1913'],
    ],
    unanswerable: ['Wann geht Jürgen in Rente?', 'Was für ein Auto fährt er?'],
  },
  {
    language: 'de',
    text: `Als Präparatorin am Naturkundemuseum Leipzig sorgt Selin Aydın dafür, dass Füchse, Eulen und sogar ein ganzer Elch so aussehen, als wären sie nur kurz stehen geblieben. Die 1986 in Graz geborene Österreicherin macht den Job seit zwölf Jahren; vorher studierte sie Biologie an der Universität Wien und machte danach eine Ausbildung zur Präparatorin in Bochum. Ihre Eltern kamen in den Siebzigern aus Izmir nach Graz, deshalb ist Türkisch neben Deutsch ihre zweite Muttersprache, dazu kommen Englisch und etwas Italienisch. Selin lebt im Leipziger Stadtteil Plagwitz mit ihrem Partner Moritz, der als Kletterlehrer arbeitet, und ihrem dreijährigen Sohn Emil. In der Küche zwitschern zwei Wellensittiche namens Pünktchen und Anton. Abends spielt Selin Kontrabass in einer kleinen Jazzband, und im Herbst geht sie im Auwald Pilze sammeln.

Das Völkerschlachtdenkmal im Südosten Leipzigs erinnert an die Schlacht von 1813 gegen Napoleon. Es wurde 1913 eingeweiht und ist mit 91 Metern eines der größten Denkmäler Europas.`,
    questions: [
      ['Was arbeitet Selin?', 'Präparatorin'],
      ['In welchem Viertel wohnt sie?', 'Plagwitz'],
      ['Wo ist sie geboren?', 'Graz'],
      ['In welchem Jahr ist sie geboren?', '1986'],
      ['Wie heißt ihr Freund?', 'Moritz'],
      ['Hat sie Kinder?', 'Emil'],
      ['Hat sie Tiere?', 'Wellensittiche'],
      ['Was hat sie studiert?', 'Biologie'],
      ['Was macht sie in ihrer Freizeit?', 'Kontrabass'],
      ['Wie hoch ist das Völkerschlachtdenkmal?', '91 Metern'],
    ],
    unanswerable: ['Hat Selin Geschwister?', 'Wie ist ihr Lieblingsessen?'],
  },
  {
    language: 'es',
    text: `Lucía Ferrández tiene 34 años y es controladora aérea en el aeropuerto de Madrid-Barajas, donde lleva nueve años guiando aviones desde la torre. Nació en Elche y estudió Física en la Universidad de Valencia antes de sacar la licencia de controladora en Salamanca. Vive en un piso pequeño de Lavapiés con su novio, Andrés, que es profesor de música en un instituto de Getafe, y con Mora, una gata negra que duerme sobre el router porque está calentito. No tienen hijos, aunque Lucía tiene cuatro sobrinos a los que adora. Habla inglés perfectamente, que es obligatorio en su trabajo, además de francés y valenciano. Cuando sale del turno le gusta bailar salsa los jueves en una sala de Tetuán y jugar al pádel con sus compañeros. Cada agosto vuelve a Elche para las fiestas y el Misteri.

El Templo de Debod es un templo egipcio de más de dos mil años que Egipto regaló a España en 1968. Se reconstruyó piedra a piedra en el Parque del Oeste y es uno de los mejores sitios de Madrid para ver el atardecer.`,
    questions: [
      ['¿A qué se dedica Lucía?', 'controladora aérea'],
      ['¿Dónde vive?', 'Lavapiés'],
      ['¿De dónde es?', 'Elche'],
      ['¿Cuántos años tiene?', '34'],
      ['¿Tiene pareja?', 'Andrés'],
      ['¿Tiene mascota?', 'Mora'],
      ['¿Qué estudió?', 'Física'],
      ['¿Qué idiomas habla?', 'valenciano'],
      ['¿Qué hace en su tiempo libre?', 'salsa'],
      ['¿Cuándo regaló Egipto el Templo de Debod?', '1968'],
    ],
    unanswerable: ['¿Cómo se llaman los padres de Lucía?', '¿Cuál es su comida favorita?'],
  },
  {
    language: 'es',
    text: `Nacido en Cusco en 1971, Wilmer Quispe llegó a Chile con diecinueve años y hoy es profesor de matemáticas en el Liceo Eduardo de la Barra de Valparaíso, donde enseña desde hace veintiséis años. Estudió Pedagogía en Matemáticas en la Universidad de Playa Ancha y, según sus alumnos, explica las ecuaciones con ejemplos de fútbol. Vive en el cerro Alegre con su esposa, Carmen Rojas, que trabaja como contadora en el puerto, y sus dos hijos, Diego y Valentina. En casa también vive Pancho, un loro que silba la cueca. Wilmer se crió hablando quechua con sus abuelos y todavía lo habla con su hermana Rosa, que sigue en Cusco; además se defiende en inglés. Los domingos toca el charango en un grupo de música andina y participa en torneos de ajedrez del barrio.

Los ascensores de Valparaíso son funiculares que suben a los cerros desde el plan de la ciudad. El Ascensor Concepción, inaugurado en 1883, es el más antiguo de los que siguen funcionando.`,
    questions: [
      ['¿En qué trabaja Wilmer?', 'profesor de matemáticas'],
      ['¿Dónde vive?', 'cerro Alegre'],
      ['¿De dónde es originalmente?', 'Cusco'],
      ['¿En qué año nació?', '1971'],
      ['¿Cómo se llama su mujer?', 'Carmen'],
      ['¿Tiene hijos?', 'Diego'],
      ['¿Tiene animales?', 'Pancho'],
      ['¿Qué lenguas habla?', 'quechua'],
      ['¿Cuánto tiempo lleva enseñando?', 'veintiséis años'],
      ['¿Cuál es el ascensor más antiguo de Valparaíso?', 'Concepción'],
    ],
    unanswerable: ['¿Por qué se fue Wilmer a Chile?', '¿De qué equipo de fútbol es?'],
  },
  {
    language: 'fr',
    text: `Fromagère depuis quinze ans, Margaux Lemoine tient la boutique « Les Caves de la Croix-Rousse », tout en haut des pentes lyonnaises, où elle affine elle-même ses saint-marcellin et ses tommes. À 42 ans, cette Savoyarde née à Annecy a pourtant commencé par des études de droit à Grenoble, avant de tout plaquer après un stage chez un affineur de Beaufort. Elle vit au-dessus du magasin avec son mari Thomas, électricien, et leurs deux enfants, Jules, 10 ans, et Lila, 7 ans. Pistou, un vieux beagle très gourmand, monte la garde devant la vitrine. Margaux parle anglais couramment et se débrouille en italien, utile pour ses fournisseurs du Piémont. Le dimanche, elle fait de l'escalade dans le Bugey ou cultive son potager dans un jardin partagé. Sa sœur Camille, qui habite Chambéry, lui envoie chaque hiver des caisses de reblochon.

La Fête des Lumières, à Lyon, a lieu chaque année autour du 8 décembre. Elle remonte à 1852, quand les Lyonnais ont posé des bougies sur leurs fenêtres pour l'inauguration de la statue de la Vierge à Fourvière.`,
    questions: [
      ['Elle fait quoi comme métier, Margaux ?', 'Fromagère'],
      ['Elle habite où ?', 'Croix-Rousse'],
      ["Elle vient d'où à la base ?", 'Annecy'],
      ['Quel âge a-t-elle ?', '42'],
      ['Comment s’appelle son mari ?', 'Thomas'],
      ['Elle a des enfants ?', 'Jules'],
      ['Elle a un animal ?', 'Pistou'],
      ['Qu’est-ce qu’elle a étudié ?', 'droit'],
      ['Elle a des frères et sœurs ?', 'Camille'],
      ['Depuis quand existe la Fête des Lumières ?', '1852'],
    ],
    unanswerable: ['Margaux a combien de salariés ?', 'Quel est son fromage préféré ?'],
  },
  {
    language: 'fr',
    text: `Originaire de Dakar, Ousmane Diallo enseigne le judo depuis vingt ans au Judo Club de Wazemmes, à Lille. Né en 1979, ceinture noire cinquième dan, il a été champion du Sénégal chez les moins de 81 kilos avant de venir en France pour faire une licence STAPS à l'université de Bordeaux. Aujourd'hui, il entraîne près de deux cents licenciés, des petits de quatre ans aux vétérans. Ousmane est marié à Aminata, comptable dans un cabinet du Vieux-Lille, et le couple a une fille, Awa, qui vient d'entrer au lycée. À la maison vit aussi Baobab, une tortue de terre d'une trentaine d'années. Ousmane parle wolof, peul, français et anglais. Quand il n'est pas sur le tatami, il cuisine pour les amis — son thiéboudienne est réputé dans tout le quartier — et il ne rate aucun match du LOSC.

Le beffroi de l'hôtel de ville de Lille, achevé en 1932, mesure 104 mètres. C'est le plus haut beffroi civil d'Europe, et il est inscrit au patrimoine mondial de l'UNESCO.`,
    questions: [
      ['Il fait quoi, Ousmane ?', 'judo'],
      ['Il bosse où ?', 'Wazemmes'],
      ['Il est originaire de quel pays ?', 'Dakar'],
      ['Il est né en quelle année ?', '1979'],
      ['Il est marié ?', 'Aminata'],
      ['Il a des gosses ?', 'Awa'],
      ['Des animaux ?', 'Baobab'],
      ['Il a fait quelles études ?', 'STAPS'],
      ['Quelles langues il parle ?', 'wolof'],
      ['Le beffroi de Lille fait combien de mètres ?', '104'],
    ],
    unanswerable: ['Ousmane a des frères ?', 'Il retourne souvent au Sénégal ?'],
  },
  {
    language: 'ru',
    text: `Ольга Васильевна Смирнова уже тридцать один год заведует городской библиотекой имени Шаламова в Вологде. Ей 56 лет, родилась она в Мурманске, в семье моряка, а филологию изучала в Петрозаводском университете. В Вологду попала по распределению и, как сама говорит, «осталась из-за кружев и тишины». Муж Ольги, Николай, работает мастером на деревообрабатывающем комбинате; у них двое взрослых сыновей — Артём служит на флоте в Североморске, а Денис преподаёт химию в местном колледже. Дома хозяйничает рыжий кот Барсик, который ходит за Ольгой по пятам. Она свободно читает по-английски и немного говорит по-фински — научилась ещё в студенчестве. Зимой Ольга Васильевна каждые выходные встаёт на лыжи, а по вечерам вяжет шерстяные носки для всей родни. Библиотечный клуб любителей поэзии, который она основала, собирается по четвергам.

Вологодский кремль начали строить в 1567 году по приказу Ивана Грозного. Рядом возвышается Софийский собор — один из самых старых каменных храмов Русского Севера.`,
    questions: [
      ['Кем работает Ольга?', 'библиотекой'],
      ['В каком городе она живёт?', 'Вологде'],
      ['Откуда она родом?', 'Мурманске'],
      ['Сколько ей лет?', '56'],
      ['Как зовут её мужа?', 'Николай'],
      ['У неё есть дети?', 'Артём'],
      ['Есть ли у неё животные?', 'Барсик'],
      ['Где она училась?', 'Петрозаводском'],
      ['Чем она увлекается?', 'лыжи'],
      ['Когда начали строить Вологодский кремль?', '1567'],
    ],
    unanswerable: ['Какая у Ольги любимая книга?', 'Как зовут её родителей?'],
  },
  {
    language: 'ru',
    text: `Родом из Казани, Тимур Гарипов четырнадцатый год работает геологом на нефтяных месторождениях под Сургутом. Тимур 1984 года рождения; геологию он окончил в Казанском федеральном университете, а первую полевую практику проходил на Урале. Работает вахтой — месяц на буровой, месяц дома. Живёт Тимур в Сургуте, в микрорайоне у набережной Оби, с женой Алиной, которая преподаёт английский, и дочкой Аминой — ей восемь, и она уже обыгрывает отца в шахматы. В семье есть и сибирский хаски по кличке Буран, который обожает морозы под сорок. Тимур говорит по-татарски, по-русски и по-английски — последнее пригодилось, когда он два года работал с норвежскими инженерами. Свободное время он проводит на льду: играет в любительской хоккейной команде, а летом берёт гитару и уезжает с друзьями на рыбалку. Каждое лето вся семья летит к его родителям в Казань.

Эчпочмак — татарский треугольный пирожок. Тесто раскатывают кругами, кладут сырую баранину с картошкой и луком, защипывают в треугольник, оставив сверху дырочку, и пекут около часа, подливая бульон.`,
    questions: [
      ['Чем занимается Тимур?', 'геологом'],
      ['Где он живёт?', 'Сургуте'],
      ['Откуда он?', 'Казани'],
      ['Какого он года рождения?', '1984'],
      ['Он женат?', 'Алиной'],
      ['Дети есть?', 'Аминой'],
      ['Как зовут его собаку?', 'Буран'],
      ['Какие языки он знает?', 'по-татарски'],
      ['Сколько лет он этим занимается?', 'четырнадцатый год'],
      ['Какой формы эчпочмак?', 'треугольный'],
    ],
    unanswerable: ['Сколько Тимур зарабатывает?', 'Есть ли у него брат?'],
  },
  {
    language: 'ar',
    text: `مهندس اتصالات في إحدى شركات الهاتف المحمول في عمّان، كريم الحداد يعمل في تصميم شبكات الجيل الخامس منذ خمسة عشر عاماً. يبلغ كريم من العمر 39 عاماً، وقد وُلد ونشأ في مدينة إربد شمال الأردن، ودرس هندسة الاتصالات في جامعة اليرموك قبل أن ينتقل إلى العاصمة. يسكن اليوم في حي اللويبدة مع زوجته ريم، وهي معلمة رياضيات في مدرسة حكومية، وطفليهما يوسف وليلى. في البيت أيضاً قطة بيضاء اسمها لولو تنام دائماً على لوحة المفاتيح. يتحدث كريم العربية والإنجليزية بطلاقة، وتعلم الألمانية خلال سنة تدريب قضاها في ميونخ. في عطلة نهاية الأسبوع يحب المشي في الجبال حول عجلون، ويلعب الشطرنج مع أصدقائه في مقهى قديم في وسط البلد. أخوه الأكبر سامر طبيب في دبي.

يقع المدرج الروماني في قلب عمّان، وقد بُني في القرن الثاني الميلادي في عهد الإمبراطور أنطونيوس بيوس، ويتسع لنحو ستة آلاف متفرج، وما زال يستضيف الحفلات حتى اليوم.`,
    questions: [
      ['شو بيشتغل كريم؟', 'مهندس اتصالات'],
      ['وين ساكن؟', 'اللويبدة'],
      ['من وين أصله؟', 'إربد'],
      ['كم عمره؟', '39'],
      ['شو اسم مرته؟', 'ريم'],
      ['عنده أولاد؟', 'يوسف'],
      ['عنده حيوانات أليفة؟', 'لولو'],
      ['وين درس؟', 'جامعة اليرموك'],
      ['شو اللغات اللي بيحكيها؟', 'الألمانية'],
      ['كم متفرج يتسع المدرج الروماني؟', 'ستة آلاف'],
    ],
    unanswerable: ['هل والدا كريم ما زالا على قيد الحياة؟', 'ما هو فريقه المفضل في كرة القدم؟'],
  },
  {
    language: 'ar',
    text: `وُلدت سلمى بنعلي في فاس عام 1982، وهي اليوم مصممة قفاطين وأزياء تقليدية تدير مشغلاً صغيراً في حي المعاريف بالدار البيضاء، يعمل فيه سبعة حرفيين. بدأت الخياطة في سن الخامسة عشرة على يد جدتها، ثم درست تصميم الأزياء في معهد بباريس، وهي تمارس المهنة باحترافية منذ ثمانية عشر عاماً. شاركت تصاميمها في عروض بمراكش وتونس. سلمى متزوجة من عمر، وهو محاسب في شركة للنقل البحري، ولهما ابنة واحدة اسمها نور تبلغ إحدى عشرة سنة. في شرفة البيت قفص فيه عصفوران من الكناري. تتحدث سلمى الدارجة والأمازيغية والفرنسية والإسبانية. وفي أوقات فراغها تحب ركوب الخيل في نادٍ قرب بوسكورة، وتطبخ كل جمعة الكسكس لعائلتها الكبيرة.

اكتمل بناء مسجد الحسن الثاني في الدار البيضاء عام 1993، وهو مبني جزئياً فوق مياه المحيط الأطلسي، وترتفع مئذنته إلى 210 أمتار.`,
    questions: [
      ['شنو خدمة سلمى؟', 'قفاطين'],
      ['فين كتسكن؟', 'المعاريف'],
      ['منين هي في الأصل؟', 'فاس'],
      ['في أي سنة ولدت؟', '1982'],
      ['هل هي متزوجة؟', 'عمر'],
      ['عندها أولاد؟', 'نور'],
      ['واش عندها شي حيوان؟', 'الكناري'],
      ['ماذا درست؟', 'تصميم الأزياء'],
      ['كم سنة وهي تشتغل في هذا المجال؟', 'ثمانية عشر'],
      ['كم طول مئذنة مسجد الحسن الثاني؟', '210'],
    ],
    unanswerable: ['هل لسلمى إخوة؟', 'ما هو لونها المفضل؟'],
  },
];
