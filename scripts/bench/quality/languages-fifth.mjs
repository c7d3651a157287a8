// A fifth multilingual set for `npm run bench:quality`: two personal bots per language (en, zh, ja, ko, de, es, fr,
// ru, ar) — a bio of one invented person written natively in that language (first person for the first bot of each
// language, third person for the second) followed by one or two unrelated short paragraphs, written for this benchmark
// (no outside text) — with questions a visitor would type in that language, the words the answer must hold, and
// questions the text cannot answer. Written blind on 2026-11-27 by a helper who never saw the answerer, its code or its
// output. Same format as languages.mjs. Measured once before any tuning on it, at 79f9a9b: first bios 67/90 hit and
// 18/18 declined, second bios 67/90 and 10/18. From then on the first bio per language is tuning data ("languages 5",
// misses printed) and the second held out ("languages 5, held out", only totals printed).

export const LANGUAGE_FIFTH_SETS = [
  {
    language: 'en',
    text: `Hello! I'm Ruth Abernathy, and for the last fifteen years I've worked as a midwife, mostly on night shifts at St. Luke's in Duluth, Minnesota. I'm 39, and I've caught somewhere north of 1,400 babies — I stopped counting properly after the first thousand. I grew up in Tucson, Arizona, so the Lake Superior winters were a shock at first; now I'd miss them. I did my nursing degree at the University of Arizona and then a master's in nurse-midwifery up in Minneapolis. I live in an old brick duplex in the Chester Park neighborhood with my husband Teodoro, who teaches high-school chemistry, and our son Elias, who's seven and obsessed with trains. We also have a grumpy tortoise named Mabel who is older than our marriage. I speak Spanish with my abuela on the phone every Sunday, and I'm picking up a little Ojibwe through a community class. When I'm off duty you'll find me cross-country skiing on the Lester Park trails or baking sourdough, which I'm stubbornly mediocre at.

The Aerial Lift Bridge, Duluth's best-known landmark, was first built in 1905 as a transporter bridge with a hanging gondola; the roadway that lifts for passing ships today was added in 1929.`,
    questions: [
      ['What do you do for a living?', 'midwife'],
      ['How old is Ruth?', '39'],
      ['where do u live', 'Duluth'],
      ["Where'd you grow up?", 'Tucson'],
      ["What's your husband called?", 'Teodoro'],
      ['Any pets at home?', 'Mabel'],
      ['What did she study at college?', 'nursing'],
      ['Does she speak any other languages?', 'Spanish'],
      ['What do you get up to on your days off?', 'skiing'],
      ['When was the lift bridge first built?', '1905'],
    ],
    unanswerable: ['How old is your husband?', "What's Ruth's favourite band?"],
  },
  {
    language: 'en',
    text: `Malcolm Ferris has been the pharmacist behind the counter at Ferris & Daughter Chemist on Elizabeth Street in Hobart for twenty-six years, and at 61 he shows no sign of slowing down. He grew up in Broken Hill, the outback mining town in far-western New South Wales, where his father worked underground at the silver mine. Malcolm studied pharmacy at the University of Sydney, then spent five years in a hospital dispensary in Darwin before moving to Tasmania in 1998. The "Daughter" on the shop sign is Georgia, who qualified in 2020 and now runs the compounding side of the business; his son Lachlan went the other way entirely and is a chef in Melbourne. Malcolm's wife, Yumi, is a piano teacher from Sapporo, and after thirty years of family visits he has become reasonably fluent in Japanese. They share a weatherboard house in Sandy Bay with a fat ginger cat called Biscuit. On weekends Malcolm fly-fishes for brown trout in the Central Highlands, and on Tuesday nights he sings bass in a community choir.

Salamanca Place, on Hobart's waterfront, is a row of sandstone warehouses built by convict labour in the 1830s and 1840s to store whale oil, wool and grain. Every Saturday it hosts a big outdoor market.`,
    questions: [
      ["What's Malcolm's job?", 'pharmacist'],
      ['how old is he', '61'],
      ["Where's he based?", 'Hobart'],
      ['Where is he from originally?', 'Broken Hill'],
      ["What's his wife's name?", 'Yumi'],
      ['Has he got a cat?', 'Biscuit'],
      ['Which uni did he go to?', 'Sydney'],
      ['Does Malcolm speak a second language?', 'Japanese'],
      ['What does he like doing on weekends?', 'fly-fish'],
      ['What were the warehouses at Salamanca Place used for?', 'whale oil'],
    ],
    unanswerable: ['How old is his daughter Georgia?', "What's Malcolm's favourite footy team?"],
  },
  {
    language: 'zh',
    text: `大家好，我叫赵立群，今年51岁，在青岛开了二十二年公交车，现在跑的是从栈桥到石老人海水浴场的26路。我是在哈尔滨长大的，小时候冬天零下三十度照样在松花江上滑冰。十九岁那年我考进了哈尔滨交通技工学校，学的是汽车修理，后来才改行当司机。1999年我跟着爱人搬到了青岛——她叫孙慧敏，是市立医院的护士长。我们的闺女赵一帆在上海读研究生，学建筑。家里还有一只叫“馒头”的柯基，每天早上我都带它去海边溜一圈。我会说普通话和东北话，跟乘客学了几句青岛方言，还能用简单的英语给外国游客指路。休息的时候我最喜欢去海边钓鱼，也爱下象棋，在小区里很少输。

青岛的啤酒很有名。1903年，英国和德国商人在这里合办了一家啤酒厂，就是今天青岛啤酒的前身。每年八月，城里都会举办国际啤酒节。`,
    questions: [
      ['你是做什么工作的？', '公交车'],
      ['师傅你多大了？', '51'],
      ['你现在住哪儿？', '青岛'],
      ['你是在哪儿长大的？', '哈尔滨'],
      ['你老婆叫啥？', '孙慧敏'],
      ['家里养宠物了吗？', '馒头'],
      ['他以前学的是什么？', '汽车修理'],
      ['你会说外语吗？', '英语'],
      ['平时有啥爱好？', '钓鱼'],
      ['青岛啤酒厂是哪年建的？', '1903'],
    ],
    unanswerable: ['你女儿今年多大？', '你一个月工资多少？'],
  },
  {
    language: 'zh',
    text: `叶知秋今年38岁，是苏州图书馆的古籍修复师，已经干了十四年。她在浙江绍兴长大，外婆家开过一间小小的裱画铺，她从小就看着外婆用浆糊和宣纸修补旧字画。大学时她在南京艺术学院读文物保护专业，毕业后又去北京跟着一位老师傅学了三年。一本虫蛀严重的明代刻本，她有时要花半年才能修好。她现在和丈夫陈牧住在平江路附近的一栋老房子里，陈牧是评弹演员。他们有一个八岁的儿子，小名叫豆豆，家里还养了两只乌龟。叶知秋会说普通话、绍兴话和苏州话，日语也能读个大概，因为经常要查日本的修复资料。业余时间她喜欢弹古琴，周末常常去太湖边骑自行车。

苏州的拙政园始建于明代正德年间，是中国四大名园之一。园中以水为中心，亭台楼阁大多临水而建。

松鼠鳜鱼是苏州名菜：把鳜鱼切上花刀，裹上淀粉炸至金黄，再浇上酸甜的番茄汁，样子就像一只松鼠。`,
    questions: [
      ['叶知秋是干什么的？', '古籍修复'],
      ['她几岁了？', '38'],
      ['她住在哪个城市？', '苏州'],
      ['她小时候在哪里长大？', '绍兴'],
      ['她老公叫什么名字？', '陈牧'],
      ['她家养了什么小动物？', '乌龟'],
      ['她大学念的什么专业？', '文物保护'],
      ['她懂什么外语？', '日语'],
      ['她业余喜欢干啥？', '古琴'],
      ['拙政园是什么时候建的？', '明代'],
    ],
    unanswerable: ['她儿子在哪个学校上学？', '叶知秋最喜欢哪本书？'],
  },
  {
    language: 'ja',
    text: `はじめまして、養蜂家の杉浦陽介です。長野県伊那市の山あいで、セイヨウミツバチとニホンミツバチをあわせて約180群飼っています。年は43歳。生まれも育ちも大阪の下町で、子どもの頃は蜂なんてほとんど見たこともありませんでした。京都の大学で農学を学んだあと、食品メーカーで10年間営業をしていましたが、32歳のときに会社を辞めて伊那に移りました。養蜂は今年で11年目です。妻の真理子は地元の小学校の先生で、小学4年生の娘の葵は、たまに巣箱の見回りを手伝ってくれます。家には保護犬の柴犬「ごま」がいますが、蜂にはまったく興味がないようです。英語は仕事で少し使う程度ですが、ニュージーランドの養蜂家と情報交換をするために毎朝勉強しています。趣味は渓流釣りと、冬のあいだの蕎麦打ちです。

伊那谷の名物といえば「ローメン」。蒸した太めの麺をマトンとキャベツと一緒に炒め、スープ仕立てか焼きそば風で食べる、昭和30年代に生まれたご当地料理です。`,
    questions: [
      ['お仕事は何をされてるんですか？', '養蜂'],
      ['杉浦さんって何歳？', '43'],
      ['今どこに住んでるの？', '伊那'],
      ['子どもの頃はどこで育ったんですか？', '大阪'],
      ['奥さんの名前は？', '真理子'],
      ['ペット飼ってる？', 'ごま'],
      ['大学では何を勉強してたの？', '農学'],
      ['今勉強してる言葉はありますか？', '英語'],
      ['休みの日は何してるの？', '釣り'],
      ['ローメンっていつ頃できた料理？', '昭和30年代'],
    ],
    unanswerable: ['娘さんの好きな食べ物は？', '年収はどのくらいですか？'],
  },
  {
    language: 'ja',
    text: `松永千尋さんは福岡市を拠点に活動する一級建築士で、現在49歳。2009年に天神で小さな設計事務所「ひだまり舎」を立ち上げ、これまで木造の住宅や保育園を中心に60件以上を手がけてきました。北海道の函館で生まれ育ち、坂道と古い洋館に囲まれた子ども時代が、建築を志すきっかけになったそうです。横浜国立大学で建築を学び、卒業後はポルトガルのリスボンにある事務所で4年間働いていたため、ポルトガル語も日常会話程度なら話せます。夫の健太郎さんは家具職人で、事務所にある家具の多くは彼の作品。高校生の息子の蓮くんは吹奏楽部でトロンボーンを吹いています。家には「もなか」という名前の三毛猫がいます。週末は糸島の海でサーフィンをするのが何よりの楽しみで、真冬でもウェットスーツを着て海に入るのだとか。

函館の五稜郭は、江戸時代末期の1864年に完成した星形の西洋式城郭です。春には約1600本の桜が咲き、五稜郭タワーの上からは星の形がよく見えます。`,
    questions: [
      ['松永さんの職業は？', '建築士'],
      ['千尋さんっておいくつですか？', '49'],
      ['彼女はどこに住んでるの？', '福岡'],
      ['出身はどこですか？', '函館'],
      ['旦那さんの名前は？', '健太郎'],
      ['ペットはいる？', 'もなか'],
      ['どこの大学を出たの？', '横浜国立'],
      ['外国語は話せる？', 'ポルトガル語'],
      ['趣味は何ですか？', 'サーフィン'],
      ['五稜郭ができたのは何年？', '1864'],
    ],
    unanswerable: ['健太郎さんの出身地はどこ？', '千尋さんの好きな映画は？'],
  },
  {
    language: 'ko',
    text: `안녕하세요, 저는 부산 영도에 사는 문학 번역가 한지수예요. 올해 36살이고, 스페인어와 영어 소설을 한국어로 옮기는 일을 12년째 하고 있어요. 지금까지 번역한 책이 스물세 권쯤 돼요. 고향은 강원도 춘천이고, 호숫가에서 자전거를 타며 자랐어요. 한국외대에서 스페인어를 전공했고, 졸업하고 나서 멕시코시티에서 2년 동안 한국어 강사로 일했어요. 남편 박도윤은 조선소에서 일하는 용접 기술자이고, 우리 집에는 '보리'라는 치즈색 고양이가 있어요. 여동생 한지은은 서울에서 웹툰 작가로 일하는데, 가끔 제 작업실에 놀러 와서 원고를 마감하고 가요. 한국어, 스페인어, 영어를 하고, 요즘은 포르투갈어를 독학하고 있어요. 쉬는 날에는 태종대 해안 산책로를 걷거나 동네 합창단에서 노래를 불러요.

영도대교는 1934년에 개통된 다리로, 원래는 큰 배가 지나갈 수 있도록 다리 한쪽이 들어 올려지는 도개교였어요. 지금도 매일 낮 2시에 한 번씩 다리를 들어 올리는 행사를 해요.`,
    questions: [
      ['무슨 일 하세요?', '번역'],
      ['지수 씨 나이가 어떻게 돼요?', '36'],
      ['지금 어디 살아요?', '부산'],
      ['어릴 때 어디서 컸어요?', '춘천'],
      ['남편분 이름이 뭐예요?', '박도윤'],
      ['반려동물 키워요?', '보리'],
      ['대학에서 뭐 전공했어요?', '스페인어'],
      ['요즘 새로 배우는 언어 있어요?', '포르투갈어'],
      ['쉬는 날엔 뭐 하면서 지내요?', '합창'],
      ['영도대교는 언제 생겼어요?', '1934'],
    ],
    unanswerable: ['남편은 몇 살이에요?', '제일 좋아하는 음식이 뭐예요?'],
  },
  {
    language: 'ko',
    text: `오태민 씨는 대전 유성소방서에서 근무하는 19년 차 소방관이다. 올해 44세로, 현재는 구조대 팀장을 맡고 있다. 전라남도 여수에서 어부의 아들로 태어나 바다를 보며 자랐고, 고등학교 때는 수영 선수로 활동하기도 했다. 대학에서는 응급구조학을 전공했으며, 인명구조 잠수 자격증도 가지고 있다. 아내 정미란 씨는 대전의 한 도서관 사서이고, 두 딸 오하은과 오하린은 각각 열 살, 여섯 살이다. 집에서는 '콩이'라는 진돗개를 키우는데, 퇴근 후 갑천 변을 함께 산책하는 것이 하루의 낙이다. 영어로 간단한 대화가 가능하고, 2023년 튀르키예 지진 때 해외 구조대로 파견되면서 배운 튀르키예어 인사말도 몇 마디 할 줄 안다. 주말에는 동료들과 조기 축구를 하고, 틈나는 대로 목공을 배워 딸들의 책상을 직접 만들어 주었다.

대전의 명물 빵집 성심당은 1956년 대전역 앞의 작은 찐빵 가게에서 시작했다. 튀김소보로가 가장 유명하며, 이 빵을 사러 일부러 대전을 찾는 사람도 많다.`,
    questions: [
      ['오태민 씨 직업이 뭐예요?', '소방관'],
      ['그분 몇 살이에요?', '44'],
      ['어느 도시에서 살아요?', '대전'],
      ['고향이 어디예요?', '여수'],
      ['부인 이름은 뭐예요?', '정미란'],
      ['강아지 키워요?', '콩이'],
      ['대학 때 전공이 뭐였어요?', '응급구조'],
      ['외국어 할 줄 알아요?', '영어'],
      ['주말엔 주로 뭐 해요?', '축구'],
      ['성심당에서 제일 유명한 빵이 뭐예요?', '튀김소보로'],
    ],
    unanswerable: ['오태민 씨 연봉은 얼마예요?', '아내분은 고향이 어디예요?'],
  },
  {
    language: 'de',
    text: `Moin und hallo! Ich heiße Henrike Lassen, bin 45 Jahre alt und baue seit über zwanzig Jahren Orgeln. Seit 2011 arbeite ich als Orgelbaumeisterin in einer kleinen Werkstatt in Freiburg im Breisgau, wo wir Kirchenorgeln restaurieren und ab und zu eine neue bauen – an einer mittelgroßen Orgel sitzen wir ungefähr zwei Jahre. Aufgewachsen bin ich in Rostock, direkt am Stadthafen, und meine Lehre habe ich bei einer Orgelbaufirma in Schwerin gemacht. Danach habe ich noch Musikwissenschaft in Leipzig studiert, aber nach vier Semestern abgebrochen, weil mir die Werkbank gefehlt hat. Ich wohne mit meinem Mann Jochen, der als Förster im Schwarzwald arbeitet, und unseren Zwillingen Ole und Frieda (13) in einem alten Fachwerkhaus in Staufen. Dazu kommen zwei Ziegen namens Paula und Pünktchen. Ich spreche Deutsch, Englisch und ganz ordentlich Französisch, weil wir oft im Elsass arbeiten. In meiner Freizeit spiele ich Posaune in einem Blasorchester, und im Winter gehe ich auf dem Feldberg langlaufen.

Die Freiburger Bächle sind schmale Wasserrinnen, die seit dem Mittelalter durch die Altstadt fließen. Früher dienten sie als Löschwasser und zum Tränken des Viehs. Wer versehentlich hineintritt, muss der Legende nach einen Freiburger oder eine Freiburgerin heiraten.`,
    questions: [
      ['Was machst du beruflich?', 'Orgel'],
      ['Wie alt bist du?', '45'],
      ['In welchem Ort wohnt Henrike?', 'Staufen'],
      ['Wo bist du groß geworden?', 'Rostock'],
      ['Wie heißt dein Mann?', 'Jochen'],
      ['Habt ihr Haustiere?', 'Ziege'],
      ['Was hat sie studiert?', 'Musikwissenschaft'],
      ['Welche Fremdsprachen kannst du?', 'Französisch'],
      ['Was machst du so in deiner Freizeit?', 'Posaune'],
      ['Was passiert, wenn man in ein Bächle tritt?', 'heiraten'],
    ],
    unanswerable: ['Was ist dein Lieblingsessen?', 'Wie alt ist Jochen?'],
  },
  {
    language: 'de',
    text: `Katja Brünninghaus ist 37 und seit 2015 Schornsteinfegermeisterin mit eigenem Kehrbezirk im Leipziger Süden. Rund 2.300 Haushalte gehören zu ihrem Bezirk, und an manchen Tagen steigt sie auf mehr als zwanzig Dächer. Geboren und aufgewachsen ist sie in Kassel, wo schon ihr Großvater denselben Beruf hatte – eigentlich wollte sie aber Tierärztin werden. Nach dem Abitur begann sie ein Biologiestudium in Göttingen, wechselte nach zwei Jahren aber in die Ausbildung zur Schornsteinfegerin. Heute wohnt sie mit ihrer Frau Deniz, einer Kinderärztin, und deren Sohn Mats im Stadtteil Connewitz. Zur Familie gehört außerdem ein alter Kater namens Herr Rußmann. Katja spricht neben Deutsch fließend Türkisch, das sie in Deniz' Familie gelernt hat, und ein bisschen Polnisch. Am Wochenende klettert sie in der Sächsischen Schweiz, und sie spielt Bass in einer Punkband, die nur in Kneipen auftritt.

Das Völkerschlachtdenkmal in Leipzig wurde 1913 eingeweiht, genau hundert Jahre nach der Schlacht gegen Napoleon. Es ist 91 Meter hoch, und über 500 Stufen führen hinauf zur Aussichtsplattform.`,
    questions: [
      ['Was ist Katja von Beruf?', 'Schornsteinfeger'],
      ['Wie alt ist sie?', '37'],
      ['In welcher Stadt lebt sie?', 'Leipzig'],
      ['Woher kommt sie ursprünglich?', 'Kassel'],
      ['Wie heißt ihre Partnerin?', 'Deniz'],
      ['Hat sie ein Haustier?', 'Rußmann'],
      ['Was hat Katja studiert?', 'Biologie'],
      ['Welche Sprachen spricht sie außer Deutsch?', 'Türkisch'],
      ['Was macht sie in ihrer Freizeit außer Klettern?', 'Punkband'],
      ['Wann wurde das Völkerschlachtdenkmal eröffnet?', '1913'],
    ],
    unanswerable: ['Wie alt ist Mats?', 'Wie viel verdient Katja im Monat?'],
  },
  {
    language: 'es',
    text: `¡Hola! Soy Valentina Orozco, tengo 34 años y soy ceramista. Vivo en Oaxaca de Juárez desde hace nueve años, en una casa con patio en el barrio de Jalatlaco, donde también tengo mi taller. Crecí en Monterrey, entre cerros y fábricas, y de niña nunca me imaginé que acabaría con las manos llenas de barro todos los días. Estudié Diseño Industrial en el Tec de Monterrey, pero un verano vine a un curso de barro negro en San Bartolo Coyotepec y ya no me fui. Hago sobre todo vajillas para restaurantes, unas tres mil piezas al año. Vivo con mi pareja, Emiliano, que es mezcalero y tiene su palenque en Santiago Matatlán, y con nuestra perrita Tlayuda, una xoloitzcuintle que odia el frío. Mi hermano mayor, Rodrigo, sigue en Monterrey y es bombero. Hablo español e inglés, y desde hace dos años tomo clases de zapoteco con una vecina. Los domingos me gusta subir en bici a Monte Albán y los jueves juego frontón con unas amigas.

La Guelaguetza se celebra en Oaxaca los dos últimos lunes de julio. Delegaciones de las ocho regiones del estado bailan en el cerro del Fortín y al final regalan al público frutas, panes y artesanías de su tierra.`,
    questions: [
      ['¿A qué te dedicas?', 'ceramista'],
      ['¿Cuántos años tienes?', '34'],
      ['¿Dónde vive Valentina?', 'Oaxaca'],
      ['¿Dónde creciste?', 'Monterrey'],
      ['¿Cómo se llama tu pareja?', 'Emiliano'],
      ['¿Tienes mascota?', 'Tlayuda'],
      ['¿Qué carrera estudió?', 'Diseño Industrial'],
      ['¿Qué idioma estás aprendiendo?', 'zapoteco'],
      ['¿Practicas algún deporte?', 'frontón'],
      ['¿Cuándo es la Guelaguetza?', 'julio'],
    ],
    unanswerable: ['¿Cuántos años tiene tu hermano?', '¿Cuál es tu comida favorita?'],
  },
  {
    language: 'es',
    text: `Joaquín Ibarra Lafuente tiene 57 años y lleva treinta como maquinista de Renfe. Empezó conduciendo trenes de mercancías por los Pirineos y hoy lleva trenes de alta velocidad entre Zaragoza y Madrid, un trayecto de una hora y veinte minutos. Nació y se crió en Vinuesa, un pueblo de Soria junto al embalse de la Cuerda del Pozo, y a los dieciocho se marchó a Valladolid a estudiar Ingeniería Técnica Industrial, que terminó antes de entrar en Renfe. Vive en el barrio de Delicias, en Zaragoza, con su mujer, Pilar, que es profesora de piano en el conservatorio. Tienen dos hijos: Marta, enfermera en Huesca, y Andrés, que estudia Periodismo en Barcelona. En casa manda Chispa, una gata tricolor que rescataron de las vías de una estación. Joaquín habla francés con soltura —pasó dos años destinado en Hendaya— y chapurrea algo de euskera. Su gran pasión es buscar setas: cada otoño vuelve a los pinares de Soria a por níscalos y boletus. Además, canta jotas en una rondalla del barrio.

La basílica del Pilar, junto al Ebro, guarda dos de las bombas que cayeron sobre el templo en 1936, durante la Guerra Civil, y que no llegaron a explotar. Hoy pueden verse colgadas junto a uno de sus pilares.`,
    questions: [
      ['¿En qué trabaja Joaquín?', 'maquinista'],
      ['¿Qué edad tiene?', '57'],
      ['¿Dónde vive ahora?', 'Zaragoza'],
      ['¿De dónde es?', 'Soria'],
      ['¿Cómo se llama su mujer?', 'Pilar'],
      ['¿Tiene animales en casa?', 'Chispa'],
      ['¿Qué estudió?', 'Ingeniería Técnica'],
      ['¿Habla algún idioma?', 'francés'],
      ['¿Qué le gusta hacer en otoño?', 'setas'],
      ['¿En qué año cayeron las bombas en el Pilar?', '1936'],
    ],
    unanswerable: ['¿Cuántos años tiene su hija Marta?', '¿De qué equipo de fútbol es Joaquín?'],
  },
  {
    language: 'fr',
    text: `Bonjour ! Je m'appelle Bastien Marchetti, j'ai 53 ans et je suis luthier depuis vingt-huit ans. Je fabrique et je répare surtout des violons et des altos dans mon atelier de Mirecourt, une petite ville des Vosges qui est la capitale historique de la lutherie française. Il me faut environ deux cents heures pour terminer un violon, du choix de l'érable jusqu'à la dernière couche de vernis. J'ai grandi à Marseille, dans le quartier du Panier, où mon père tenait une poissonnerie. Après un bac scientifique, j'ai fait trois ans à l'École nationale de lutherie de Mirecourt, puis j'ai travaillé quatre ans chez un maître luthier à Crémone, en Italie. Je parle donc italien couramment, et un peu d'allemand pour mes clients suisses. Je vis avec ma compagne Solène, qui est orthophoniste, et ma fille Lou, seize ans, qui joue du violoncelle (sur un instrument fait maison, évidemment). Nous avons aussi un vieux chien, un épagneul breton qui s'appelle Caramel. Le week-end, je joue de la musique irlandaise dans un pub d'Épinal et je cueille des myrtilles dans la forêt.

La tarte aux myrtilles vosgienne se prépare avec une pâte brisée garnie de myrtilles sauvages crues, simplement saupoudrées de sucre. On la sert souvent tiède, avec une cuillerée de crème fraîche.`,
    questions: [
      ['Tu fais quoi dans la vie ?', 'luthier'],
      ['T’as quel âge ?', '53'],
      ['Bastien habite où ?', 'Mirecourt'],
      ['Tu as grandi où ?', 'Marseille'],
      ['Comment s’appelle ta fille ?', 'Lou'],
      ['Tu as un animal ?', 'Caramel'],
      ['Il a fait quelle école ?', 'École nationale'],
      ['Tu parles quelles langues ?', 'italien'],
      ['Qu’est-ce que tu fais le week-end ?', 'musique irlandaise'],
      ['Comment on fait la tarte aux myrtilles ?', 'pâte brisée'],
    ],
    unanswerable: ['Quel âge a Solène ?', 'Quel est ton film préféré ?'],
  },
  {
    language: 'fr',
    text: `Awa Diop a 29 ans et crée des jeux vidéo à Montréal, où elle est programmeuse gameplay dans un studio indépendant du Mile End depuis six ans. Son dernier jeu, un jeu de plateforme dans un baobab qui grandit, s'est vendu à plus de 400 000 exemplaires. Awa a grandi à Dakar, dans le quartier de la Médina, l'aînée d'une famille de quatre enfants ; sa petite sœur Ndeye y est encore au lycée. Elle est arrivée au Québec à dix-huit ans pour étudier l'informatique à l'Université de Montréal, puis elle a fait une maîtrise en conception de jeux à Chicoutimi. Elle vit aujourd'hui dans un appartement du Plateau avec son mari Félix, un illustrateur qui dessine les décors de ses jeux, et un lapin nain nommé Gnocchi. Awa parle wolof, français et anglais, et elle apprend le coréen parce qu'elle rêve de passer un an à Séoul. Quand elle ne code pas, elle fait du roller derby dans une ligue de quartier et cuisine pour ses amis le thiéboudienne de sa mère.

Le thiéboudienne, plat national du Sénégal, est un riz cuit dans un bouillon de tomate où ont mijoté du poisson et des légumes comme le manioc, le chou et l'aubergine.`,
    questions: [
      ['C’est quoi le métier d’Awa ?', 'jeux vidéo'],
      ['Elle a quel âge ?', '29'],
      ['Elle habite dans quelle ville ?', 'Montréal'],
      ['Elle vient d’où ?', 'Dakar'],
      ['Son mari s’appelle comment ?', 'Félix'],
      ['Elle a des animaux ?', 'Gnocchi'],
      ['Qu’est-ce qu’elle a étudié ?', 'informatique'],
      ['Quelle langue elle apprend en ce moment ?', 'coréen'],
      ['Elle fait quoi pour se détendre ?', 'roller derby'],
      ['Le thiéboudienne, ça vient de quel pays ?', 'Sénégal'],
    ],
    unanswerable: ['Quel âge a Félix ?', 'Combien gagne Awa par an ?'],
  },
  {
    language: 'ru',
    text: `Здравствуйте! Меня зовут Вера Соколова, мне 46 лет, и я ветеринарный врач. Уже восемнадцать лет работаю в Калининграде, а семь лет назад открыла собственную клинику на улице Тельмана — лечим в основном кошек и собак, но иногда приносят и ежей, и даже попугаев. Выросла я в Норильске, за Полярным кругом, где зимой по полтора месяца не бывает солнца, так что балтийская погода мне кажется почти курортной. Училась в Санкт-Петербургской академии ветеринарной медицины. Мой муж Игорь — капитан рыболовецкого судна и по полгода проводит в море. У нас двое детей: сын Гриша учится на программиста в Москве, а младшая, Алёна, ещё школьница. Дома живут кот Бублик, которого мне когда-то принесли усыплять, а он до сих пор здоровее всех, и черепаха Дуся. Кроме русского, знаю английский и польский — в Польшу мы ездим часто, это совсем рядом. По выходным пою в хоре при Кафедральном соборе и катаюсь на велосипеде по Куршской косе.

Куршская коса — узкая песчаная полоса длиной 98 километров между заливом и Балтийским морем. Там есть «Танцующий лес», где стволы сосен закручены кольцами и спиралями.`,
    questions: [
      ['Кем ты работаешь?', 'ветеринар'],
      ['Сколько тебе лет?', '46'],
      ['Где Вера живёт?', 'Калининград'],
      ['Где прошло твоё детство?', 'Норильск'],
      ['Как зовут мужа?', 'Игорь'],
      ['Есть домашние животные?', 'Бублик'],
      ['Где она училась?', 'Петербург'],
      ['Какие языки ты знаешь?', 'польский'],
      ['Чем занимаешься в свободное время?', 'хор'],
      ['Какой длины Куршская коса?', '98'],
    ],
    unanswerable: ['Сколько лет твоему мужу?', 'Какой у тебя любимый фильм?'],
  },
  {
    language: 'ru',
    text: `Тимуру Галиеву 39 лет, он кондитер и владелец небольшой пекарни «Сахарный Урал» в центре Екатеринбурга. Печь он начал ещё подростком, а профессионально работает уже пятнадцать лет. Вырос Тимур в Уфе, в большой татарско-башкирской семье, где бабушка Гульнара каждое воскресенье пекла чак-чак и эчпочмаки. Сначала он выучился на инженера-химика в Уральском федеральном университете, но после двух лет на заводе понял, что химия интереснее в тесте, и уехал на курсы кондитеров в Лион. С тех пор свободно говорит по-французски, а ещё знает татарский и английский. Тимур женат на Ксении, учительнице рисования; у них есть пятилетняя дочь Амина и старый бассет-хаунд по кличке Пончик. Живут они на Уралмаше, в квартире с огромной кухней. В свободное время Тимур играет в хоккей в любительской лиге и собирает старые советские формочки для выпечки — у него их уже больше трёхсот.

Чак-чак — татарская и башкирская сладость: тесто нарезают мелкими кусочками, жарят во фритюре, а потом заливают горячим мёдом и выкладывают горкой.`,
    questions: [
      ['Чем Тимур занимается?', 'кондитер'],
      ['Сколько ему лет?', '39'],
      ['В каком городе он живёт?', 'Екатеринбург'],
      ['Где он вырос?', 'Уфе'],
      ['Как зовут его жену?', 'Ксени'],
      ['У него есть собака?', 'Пончик'],
      ['Кто он по образованию?', 'химик'],
      ['Какие языки он знает кроме русского?', 'татарский'],
      ['Какое у него хобби?', 'хоккей'],
      ['Как готовят чак-чак?', 'фритюр'],
    ],
    unanswerable: ['Сколько лет Ксении?', 'Сколько зарабатывает его пекарня?'],
  },
  {
    language: 'ar',
    text: `مرحباً، أنا يوسف الحوراني، خطاط عمري 55 سنة، وأعمل في هذه المهنة منذ أكثر من ثلاثين عاماً. أسكن في عمان، في حي جبل اللويبدة، وعندي مرسم صغير أعلّم فيه خط الثلث والديواني، وأكتب لوحات للمساجد والفنادق وبطاقات الأعراس. نشأت في مدينة إربد في شمال الأردن، وكان والدي نجاراً يبري لي أقلام القصب بيده. درست الفنون الجميلة في جامعة اليرموك، ثم سافرت إلى إسطنبول وبقيت فيها أربع سنوات أتتلمذ على يد أستاذ تركي حتى نلت الإجازة في الخط، ولذلك أتكلم التركية جيداً، إلى جانب العربية وقليل من الإنجليزية. زوجتي اسمها سلمى، وهي طبيبة أسنان، ولدينا ثلاثة أولاد: ليث ونور وكرم. وفي البيت قطة بيضاء اسمها ثلجة، تحب أن تنام فوق أوراقي. في أوقات الفراغ أحب المشي والتخييم في وادي رم، وألعب الشطرنج مع جيراني في المقهى كل خميس.

المنسف هو الطبق الوطني في الأردن: لحم خروف يُطبخ في لبن الجميد، ويُقدَّم فوق الأرز وخبز الشراك، ويُزيَّن باللوز والصنوبر المحمص.`,
    questions: [
      ['شو شغلك؟', 'خطاط'],
      ['كم عمرك؟', '55'],
      ['وين ساكن يوسف؟', 'عمان'],
      ['وين كبرت؟', 'إربد'],
      ['شو اسم زوجتك؟', 'سلمى'],
      ['عندك حيوانات أليفة؟', 'ثلجة'],
      ['ماذا درس في الجامعة؟', 'الفنون الجميلة'],
      ['بتحكي لغات غير العربي؟', 'التركية'],
      ['شو بتحب تعمل بوقت فراغك؟', 'الشطرنج'],
      ['من شو بينعمل المنسف؟', 'الجميد'],
    ],
    unanswerable: ['كم عمر زوجتك سلمى؟', 'ما هو لونك المفضل؟'],
  },
  {
    language: 'ar',
    text: `ليلى بناني مرشدة سياحية في مراكش، تبلغ من العمر 42 عاماً، وتعمل في الإرشاد السياحي منذ ستة عشر عاماً. تأخذ زوارها كل يوم في جولات بين أزقة المدينة القديمة وساحة جامع الفنا، وتنظم في الربيع رحلات إلى جبال الأطلس. وُلدت ليلى ونشأت في فاس، في بيت قديم قرب جامع القرويين، ودرست التاريخ في جامعة سيدي محمد بن عبد الله قبل أن تنتقل إلى مراكش سنة 2008. تتحدث العربية والأمازيغية والفرنسية والإسبانية، وتتعلم حالياً اللغة اليابانية لأن عدد السياح اليابانيين في ازدياد. تعيش مع زوجها كريم، وهو مهندس زراعي، وابنتهما ياسمين في رياض صغير بحي القصبة، ومعهم سلحفاة عجوز اسمها للا فاطمة. ولليلى أخ توأم اسمه مهدي يعمل طباخاً في باريس. تحب في أوقات فراغها تصوير الأبواب القديمة، وقد نشرت كتاباً مصوراً عنها، كما تمارس ركوب الخيل في صحراء أكفاي.

الطاجين طبق مغربي يُطهى ببطء في إناء فخاري ذي غطاء مخروطي، ومن أشهر أنواعه طاجين الدجاج بالليمون المصير والزيتون.`,
    questions: [
      ['ما هي وظيفة ليلى؟', 'مرشدة سياحية'],
      ['كم عمرها؟', '42'],
      ['أين تسكن؟', 'مراكش'],
      ['في أي مدينة كبرت؟', 'فاس'],
      ['ما اسم زوجها؟', 'كريم'],
      ['هل عندها حيوان أليف؟', 'سلحفاة'],
      ['ماذا درست في الجامعة؟', 'التاريخ'],
      ['ما اللغة التي تتعلمها الآن؟', 'اليابانية'],
      ['ما هي هواياتها؟', 'تصوير'],
      ['كيف يُطهى الطاجين؟', 'فخاري'],
    ],
    unanswerable: ['كم عمر ابنتها ياسمين؟', 'ما هو طبق ليلى المفضل؟'],
  },
];
