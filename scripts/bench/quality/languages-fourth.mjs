// A fourth multilingual set for `npm run bench:quality`: two personal bots per language (en, zh, ja, ko, de, es, fr,
// ru, ar) — a bio of one invented person written natively in that language (first person for the first bot of each
// language, third person for the second) followed by one or two unrelated short paragraphs, written for this benchmark
// (no outside text) — with questions a visitor would type in that language, the words the answer must hold, and
// questions the text cannot answer. Written blind on 2026-11-27 by a helper who never saw the answerer, its code or its
// output. Same format as languages.mjs. Measured once before any tuning on it, at 58fd71c (and unchanged at 5df60b1):
// first bios 71/90 hit and 17/18 declined, second bios 66/90 and 9/18. From then on the first bio per language is
// tuning data ("languages 4", misses printed) and the second held out ("languages 4, held out", only totals printed).

export const LANGUAGE_FOURTH_SETS = [
  {
    language: 'en',
    text: `Hi there, I'm Gordon McAllister. I was an airline pilot for thirty-four years — first flying transport planes with the RAF, then as a captain with British Airways on the long-haul routes to Johannesburg and Singapore — until I hung up my wings in 2019. These days I'm 68 and live in a whitewashed cottage just outside Oban, on the west coast of Scotland, with my wife Fiona, who was a primary school headteacher. Our daughter Kirsty lives in Toronto with her two boys, so we fly over every Christmas — as passengers now, which still feels odd. I was born in Dundee and studied mechanical engineering at Strathclyde before the RAF took me on. Retirement has turned out busier than flying ever was: I volunteer with the local lifeboat crew, I'm restoring a 1962 wooden sailing boat called Morag, and I've started learning Gaelic, badly. Our collie, Bess, supervises everything from the harbour wall.

McCaig's Tower, the great stone ring that looms over Oban, was built in the 1890s by a local banker, John Stuart McCaig. He meant it as a memorial to his family, but he died before it was finished, and it has stood unroofed ever since.

For a proper cranachan, fold toasted oatmeal, a splash of whisky and some heather honey into whipped cream, then layer it with fresh raspberries just before serving.`,
    questions: [
      ["What was Gordon's job before he retired?", 'pilot'],
      ['Where do you live these days?', 'Oban'],
      ['Where were you born?', 'Dundee'],
      ['How old are you?', '68'],
      ["What's your wife's name?", 'Fiona'],
      ['How long did he fly for?', 'thirty-four years'],
      ['What did you study at uni?', 'mechanical engineering'],
      ['Which language is he learning?', 'Gaelic'],
      ['Any pets?', 'Bess'],
      ["When was McCaig's Tower built?", '1890s'],
    ],
    unanswerable: ["What are Gordon's grandsons called?", "What's your favourite film?"],
  },
  {
    language: 'en',
    text: `Hannah Whitaker, 44, runs a sheep and beef farm near Geraldine in South Canterbury, New Zealand — about 1,200 Merino ewes across 600 hectares of rolling hill country. She took the place over from her dad in 2012, after eight years working as a vet nurse in Christchurch, and she's never looked back. Hannah actually grew up in Invercargill, right at the bottom of the South Island, and studied agricultural science at Lincoln University. She lives on the farm with her partner Rewi, a helicopter mechanic, and their twins, Maia and Sam, who are nine. There are four working dogs, but the real boss is an old heading dog called Tui. On Saturdays she plays netball for the Geraldine club, and in winter she teaches herself te reo Māori with an app while she's on the tractor. Her one luxury is a long weekend in Wanaka every autumn.

The Church of the Good Shepherd on the shore of Lake Tekapo was built in 1935 from local stone. The window behind its altar frames the lake and the mountains, and it is one of the most photographed buildings in the country.`,
    questions: [
      ['What does Hannah do for a living?', 'farm'],
      ['Whereabouts is her place?', 'Geraldine'],
      ['Where did she grow up?', 'Invercargill'],
      ['How old is she?', '44'],
      ['What did she do before farming?', 'vet nurse'],
      ['When did she take over from her dad?', '2012'],
      ['Has she got kids?', 'Maia'],
      ["Who's her partner?", 'Rewi'],
      ['What sport does she play?', 'netball'],
      ['When was the Church of the Good Shepherd built?', '1935'],
    ],
    unanswerable: ['Does Hannah have any brothers or sisters?', "What's her favourite food?"],
  },
  {
    language: 'zh',
    text: `大家好，我叫林浩然，今年二十七岁，是个写代码的。现在在深圳南山区一家做无人机的公司当后端工程师，已经干了四年多了。我老家在湖南衡阳，高中毕业后考到武汉，在华中科技大学读的计算机。刚毕业那会儿在杭州一家电商公司实习过半年，后来觉得深圳机会多，就过来了。

我还没结婚，跟女朋友小雨在一起三年了，她是幼儿园老师。我们在西丽租了个小两居，养了一只橘猫叫“馒头”，胖得都跳不上沙发了。平时下班喜欢打羽毛球，周末偶尔去大鹏爬七娘山。英语还凑合，最近在跟着视频学日语，想明年去大阪玩一趟。说实话，在外面这么多年，最想念的还是我妈做的衡阳鱼粉。

莲花山公园在福田区，从山顶广场能看到整个中心区的高楼，傍晚有很多人上山放风筝。

番茄炒蛋的做法：先把鸡蛋炒到七成熟盛出来，再下番茄炒出汁，加一小勺糖和少许盐，最后把鸡蛋倒回去翻匀就行了。`,
    questions: [
      ['你是做啥工作的？', '工程师'],
      ['你在哪个城市上班？', '深圳'],
      ['你老家哪儿的？', '衡阳'],
      ['你多大了？', '二十七'],
      ['大学在哪读的？', '华中科技大学'],
      ['在现在这家公司干多久了？', '四年'],
      ['有对象吗？', '小雨'],
      ['养宠物了没？', '馒头'],
      ['平时有啥爱好呢？', '羽毛球'],
      ['炒番茄的时候糖放多少？', '一小勺'],
    ],
    unanswerable: ['你一个月工资多少？', '你有兄弟姐妹吗？'],
  },
  {
    language: 'zh',
    text: `王秀兰阿姨今年七十二岁，是我们小区里最热闹的人。她在成都第十二中学教了三十五年语文，2012年退休。她是土生土长的成都人，家就在宽窄巷子附近，年轻时在四川师范大学念的中文系。老伴老周以前是铁路局的火车司机，前几年走了。她有一个儿子在北京当医生，还有一个孙女叫朵朵，今年上小学三年级，每年暑假都回成都陪奶奶。

退休以后王阿姨一点也闲不下来：每天早上在人民公园跳广场舞，周三下午在社区老年大学教书法，还学会了用手机拍短视频，现在有两千多个粉丝。她养了一只白色的京巴叫“雪球”，已经十一岁了。她说自己普通话讲得不标准，一着急就冒四川话。她最拿手的菜是回锅肉，邻居们都抢着去她家蹭饭。

都江堰位于成都西北，是战国时期秦国蜀郡太守李冰主持修建的水利工程，已经用了两千多年，至今还在灌溉成都平原。`,
    questions: [
      ['王阿姨以前是干啥的？', '语文'],
      ['她多大岁数了？', '七十二'],
      ['她教了多少年书？', '三十五年'],
      ['她啥时候退休的？', '2012'],
      ['她是哪里人呀？', '成都'],
      ['她有孩子吗？', '儿子'],
      ['她养狗了吗？', '雪球'],
      ['她在老年大学教什么？', '书法'],
      ['她最拿手的菜是啥？', '回锅肉'],
      ['都江堰是谁修的？', '李冰'],
    ],
    unanswerable: ['她儿子叫什么名字？', '她的短视频账号叫啥？'],
  },
  {
    language: 'ja',
    text: `はじめまして、金沢でパン屋「こむぎ堂」をやっている森下あかりです。35歳です。生まれは福井県の鯖江で、高校を出てから大阪の製菓専門学校に通いました。卒業後は神戸のホテルで九年間パン職人として働き、2019年に夫の地元である金沢に引っ越して、ひがし茶屋街の近くに小さなお店を開きました。

夫の健太は市役所に勤めていて、朝の仕込みが忙しい日はよく手伝ってくれます。五歳の娘のはなは、お店のクロワッサンが大好きです。うちには柴犬のきなこもいて、毎朝一緒に浅野川沿いを散歩するのが日課です。

休みの日は山登りをしたり、茶道の教室に通ったりしています。英語が少し話せるので、海外のお客さんが来ても何とかなります。いつか北欧へパンの修業に行くのが夢です。

兼六園は日本三名園の一つで、江戸時代に加賀藩の前田家によって造られました。冬には松の枝を雪の重みから守る「雪吊り」が見られます。`,
    questions: [
      ['お仕事は何ですか？', 'パン屋'],
      ['どこに住んでるの？', '金沢'],
      ['出身はどちらですか？', '福井'],
      ['何歳ですか？', '35'],
      ['専門学校はどこに行ってたの？', '大阪'],
      ['ホテルでは何年働いてましたか？', '九年'],
      ['お店はいつオープンしたの？', '2019'],
      ['お子さんはいますか？', 'はな'],
      ['ペット飼ってる？', 'きなこ'],
      ['兼六園を造ったのは誰？', '前田家'],
    ],
    unanswerable: ['お店の定休日はいつですか？', '好きな映画は何ですか？'],
  },
  {
    language: 'ja',
    text: `佐々木誠さんは札幌でタクシーの運転手をしている58歳。乗務歴はもう二十四年になる。釧路の漁師の家に生まれ、地元の水産高校を卒業したあと、十年ほど東京の自動車部品メーカーで工場勤務をしていた。三十代半ばで北海道に戻り、2002年から今の「北斗交通」で働いている。

奥さんの美和子さんとは高校の同級生で、息子が二人いる。長男の翔太さんは旭川で消防士をしていて、次男は東京の大学院に通っている。休みの日は豊平川で釣りをするのが何よりの楽しみで、冬はスキー場でボランティアのパトロールもしている。観光客を乗せることが多いので、五年前から英会話教室に通い始め、今では簡単な道案内なら英語でできるそうだ。好物はもちろんジンギスカンと味噌ラーメン。

札幌の大通公園では毎年二月に「さっぽろ雪まつり」が開かれ、大きな雪像がずらりと並ぶ。第一回は1950年で、地元の中学生と高校生が六つの雪像を作ったのが始まりだという。`,
    questions: [
      ['佐々木さんの仕事は？', 'タクシー'],
      ['何歳ですか？', '58'],
      ['出身はどこ？', '釧路'],
      ['前はどんな仕事してたの？', '工場'],
      ['今の会社にはいつから勤めていますか？', '2002'],
      ['奥さんの名前は？', '美和子'],
      ['子どもは何人いるんですか？', '二人'],
      ['長男は何の仕事してる？', '消防士'],
      ['趣味は何ですか？', '釣り'],
      ['雪まつりっていつから始まったの？', '1950'],
    ],
    unanswerable: ['次男の名前は何ですか？', '佐々木さんの年収はいくらですか？'],
  },
  {
    language: 'ko',
    text: `안녕하세요! 저는 부산에 사는 간호사 정다은이에요. 올해 서른한 살이고, 해운대 백병원 응급실에서 7년째 일하고 있어요. 고향은 전라남도 여수인데, 대학 때문에 부산에 와서 부산대학교 간호학과를 졸업했어요. 졸업하고 처음 2년은 서울 아산병원 내과 병동에서 근무했어요.

아직 결혼은 안 했고, 광안리 근처에서 고양이 두 마리랑 같이 살아요. 회색 고양이는 '구름이', 까만 고양이는 '짜장이'예요. 쉬는 날에는 주로 서핑을 하거나 친구들이랑 캠핑을 가요. 언젠가 호주에서 일해 보고 싶어서 요즘은 퇴근 후에 영어 공부를 열심히 하고 있어요. 야간 근무가 힘들긴 하지만 환자분들이 웃으면서 퇴원하실 때 제일 보람을 느껴요.

부산의 감천문화마을은 한국전쟁 때 피란민들이 산비탈에 모여 살면서 생긴 마을이에요. 알록달록한 집들이 계단식으로 늘어서 있어서 '한국의 마추픽추'라고도 불려요.`,
    questions: [
      ['무슨 일 하세요?', '간호사'],
      ['어느 병원에서 일해요?', '백병원'],
      ['고향이 어디예요?', '여수'],
      ['몇 살이야?', '서른한'],
      ['응급실에서 얼마나 일했어요?', '7년'],
      ['대학은 어디 나왔어?', '부산대학교'],
      ['처음에는 어디서 근무했어요?', '아산병원'],
      ['반려동물 키워요?', '고양이'],
      ['쉬는 날엔 뭐 해?', '서핑'],
      ['감천문화마을은 언제 생겼어요?', '한국전쟁'],
    ],
    unanswerable: ['남자친구 있어요?', '월급은 얼마나 받아요?'],
  },
  {
    language: 'ko',
    text: `박준혁은 올해 스물네 살인 재즈 드러머다. 서울 마포구 망원동에 살면서 '밤비행'이라는 4인조 밴드에서 드럼을 치고 있고, 주말마다 홍대 근처 클럽에서 공연을 한다. 대구에서 태어나 자랐고, 열두 살 때 교회에서 처음 드럼 스틱을 잡았다고 한다. 고등학교를 졸업한 뒤 서울예술대학교 실용음악과에 들어갔고, 2023년에 졸업했다. 작년에는 첫 EP 앨범 '새벽 세 시'를 냈다.

밴드 활동만으로는 생활이 어려워서 평일 낮에는 합정동의 음악 학원에서 초등학생들에게 드럼을 가르친다. 여자친구 수빈 씨는 같은 밴드의 베이시스트다. 음악 말고는 농구를 좋아하고, 일본 시티팝 레코드를 모으는 게 취미다. 그래서인지 일본어도 조금 할 줄 안다.

경복궁은 1395년 조선 태조 때 지어진 궁궐로, 임진왜란 때 불에 탄 뒤 270년 가까이 폐허로 남아 있다가 고종 때인 1867년에 다시 지어졌다.`,
    questions: [
      ['준혁 씨는 뭐 하는 사람이야?', '드러머'],
      ['어디 살아요?', '망원동'],
      ['고향은 어디예요?', '대구'],
      ['나이가 어떻게 돼요?', '스물네'],
      ['밴드 이름이 뭐야?', '밤비행'],
      ['대학은 어디 다녔어요?', '서울예술대학교'],
      ['언제 졸업했어?', '2023'],
      ['평일에는 뭐 하면서 지내요?', '학원'],
      ['여자친구 있어?', '수빈'],
      ['경복궁은 언제 다시 지어졌어요?', '1867'],
    ],
    unanswerable: ['준혁 씨는 형제가 있어요?', '준혁이 제일 좋아하는 음식이 뭐야?'],
  },
  {
    language: 'de',
    text: `Moin – bzw. hier in Sachsen eher: Guten Tag! Ich bin Jörg Brandstätter, 47 Jahre alt, und arbeite seit 2009 als Anwalt für Arbeitsrecht in Leipzig. Die Kanzlei teile ich mir mit meiner alten Studienfreundin Anke Voigt; wir sind zu zweit, dazu kommen drei Mitarbeiterinnen. Geboren bin ich in Flensburg, daher das Moin. Jura habe ich in Kiel und Göttingen studiert, danach war ich fünf Jahre lang Richter am Arbeitsgericht in Halle, bevor ich mich selbstständig gemacht habe.

Mit meinem Mann Tobias, der Kinderarzt ist, wohne ich im Waldstraßenviertel, zusammen mit unserem Dackel Fritz, der leider mehr Meinung als Beine hat. In meiner Freizeit singe ich Bass in einem Laienchor, und jeden Sommer fahre ich mit dem Rennrad eine große Tour, zuletzt von Leipzig bis an die Ostsee. Außer Deutsch spreche ich Dänisch – Flensburg liegt ja fast an der Grenze – und ordentliches Englisch.

Das Völkerschlachtdenkmal im Südosten Leipzigs wurde 1913 eingeweiht, genau hundert Jahre nach der Völkerschlacht gegen Napoleon. Es ist 91 Meter hoch, und von der Aussichtsplattform blickt man über die ganze Stadt.`,
    questions: [
      ['Was machst du beruflich?', 'Anwalt'],
      ['Wo ist deine Kanzlei?', 'Leipzig'],
      ['Wo kommst du her?', 'Flensburg'],
      ['Wie alt bist du?', '47'],
      ['Wo hast du studiert?', 'Kiel'],
      ['Was hast du vorher gemacht?', 'Richter'],
      ['Bist du verheiratet?', 'Tobias'],
      ['Hast du Haustiere?', 'Fritz'],
      ['Welche Sprachen sprichst du?', 'Dänisch'],
      ['Wann wurde das Völkerschlachtdenkmal eingeweiht?', '1913'],
    ],
    unanswerable: ['Was ist dein Lieblingsbuch?', 'Wie viel nimmst du pro Stunde?'],
  },
  {
    language: 'de',
    text: `Franziska „Franzi“ Hörmann ist Schreinermeisterin und hat 2016 in Sonthofen im Allgäu ihre eigene Werkstatt aufgemacht. Sie baut vor allem Küchen und Esstische aus heimischem Holz, am liebsten aus Eiche und Zirbe. Aufgewachsen ist die 39-Jährige allerdings nicht in den Bergen, sondern in Bremerhaven, wo ihr Vater als Schiffbauer gearbeitet hat. Nach dem Abitur hat sie zuerst drei Semester Architektur in Stuttgart studiert, dann aber abgebrochen, weil sie lieber mit den Händen arbeiten wollte. Die Lehre hat sie in Kempten gemacht, 2011 folgte der Meisterbrief.

Franzi lebt mit ihrer Tochter Lotta, die zwölf ist, in einem alten Bauernhaus am Ortsrand. Dazu gehören zwei Ziegen, Heidi und Peter, und ein dreibeiniger Kater namens Knopf. Im Winter geht sie auf Skitouren, im Sommer klettert sie am Grünten. Außerdem ist sie bei der Freiwilligen Feuerwehr – seit sechs Jahren, als eine von nur zwei Frauen im Löschzug.

Die Breitachklamm bei Oberstdorf gehört zu den tiefsten Felsschluchten Mitteleuropas. Sie wurde 1905 für Besucher erschlossen; im Winter verwandeln sich die Wasserfälle dort in riesige Eiszapfen.`,
    questions: [
      ['Was ist Franzi von Beruf?', 'Schreiner'],
      ['Wo hat sie ihre Werkstatt?', 'Sonthofen'],
      ['Wo ist sie aufgewachsen?', 'Bremerhaven'],
      ['Wie alt ist sie?', '39'],
      ['Was hat sie früher mal studiert?', 'Architektur'],
      ['Wann hat sie ihren Meister gemacht?', '2011'],
      ['Hat sie Kinder?', 'Lotta'],
      ['Hat sie Tiere?', 'Ziegen'],
      ['Was macht sie im Winter gern?', 'Skitouren'],
      ['Seit wann kann man die Breitachklamm besichtigen?', '1905'],
    ],
    unanswerable: ['Wie heißt Lottas Vater?', 'Was kostet bei ihr ein Esstisch?'],
  },
  {
    language: 'es',
    text: `¡Hola! Me llamo Lucía Fernández Otero, tengo 33 años y soy bióloga marina. Trabajo desde 2018 en el Instituto Español de Oceanografía, en Vigo, donde estudio los bancos de mejillón de las rías gallegas y cómo les afecta el calentamiento del agua. Nací en Ourense, así que el mar lo descubrí bastante tarde, con quince años, en un campamento en las islas Cíes. Estudié Biología en la Universidad de Santiago de Compostela e hice el doctorado en Bergen, Noruega, donde viví cuatro años y aprendí algo de noruego.

Vivo en el barrio de Bouzas con mi pareja, Iago, que es cocinero y tiene un bar de tapas en el casco viejo, y con nuestra perra Morriña, una mestiza que adoptamos en 2021. Hijos no tenemos, de momento. En mi tiempo libre hago buceo, toco la gaita en un grupo folk y los domingos juego al pádel con unas compañeras del trabajo.

Las islas Cíes forman parte del Parque Nacional de las Islas Atlánticas de Galicia, creado en 2002. Para visitarlas en verano hay que pedir una autorización a la Xunta, porque el número de visitantes diarios está limitado.`,
    questions: [
      ['a q te dedicas?', 'bióloga'],
      ['¿En qué ciudad trabajas?', 'Vigo'],
      ['de donde eres?', 'Ourense'],
      ['¿Cuántos años tienes?', '33'],
      ['¿Dónde estudiaste la carrera?', 'Santiago'],
      ['¿Y el doctorado dónde lo hiciste?', 'Bergen'],
      ['¿Cuánto tiempo viviste en Noruega?', 'cuatro años'],
      ['¿Tienes novio?', 'Iago'],
      ['tienes mascota?', 'Morriña'],
      ['¿Cuándo se creó el parque nacional de las Islas Atlánticas?', '2002'],
    ],
    unanswerable: ['¿Tienes hermanos?', '¿Cuál es tu comida favorita?'],
  },
  {
    language: 'es',
    text: `Don Rigoberto Méndez tiene 61 años y es dueño de la ferretería «El Martillo de Oro», en el barrio de Jalatlaco, en la ciudad de Oaxaca. La abrió su papá en 1971 y él la maneja desde 1994, cuando su padre se jubiló. Antes de eso trabajó seis años como maestro de primaria en un pueblito de la Sierra Norte, algo de lo que todavía habla con mucho cariño. Nació en Tlacolula y estudió en la Escuela Normal de Oaxaca.

Está casado con doña Carmela, que hace unos tamales de mole negro famosos en todo el barrio, y tienen tres hijos ya grandes: el mayor es ingeniero en Monterrey y las dos menores viven en la capital. Ya tiene cuatro nietos. Además del español, habla zapoteco, la lengua de su abuela. Los sábados juega dominó con sus compadres y los domingos va a ver a los Guerreros de Oaxaca, el equipo de béisbol. En la tienda tiene un perico llamado Pancho que saluda a los clientes.

El árbol del Tule, en Santa María del Tule, es un ahuehuete con uno de los troncos más anchos del mundo: mide más de 40 metros de circunferencia. Se calcula que tiene unos dos mil años.`,
    questions: [
      ['¿A qué se dedica don Rigo?', 'ferretería'],
      ['¿En qué ciudad vive?', 'Oaxaca'],
      ['¿De dónde es originario?', 'Tlacolula'],
      ['¿Qué edad tiene?', '61'],
      ['¿Desde cuándo lleva el negocio?', '1994'],
      ['¿En qué trabajaba antes?', 'maestro'],
      ['¿Cómo se llama su esposa?', 'Carmela'],
      ['cuantos hijos tiene?', 'tres'],
      ['¿Qué idiomas habla?', 'zapoteco'],
      ['¿Cuántos años tiene el árbol del Tule?', 'dos mil años'],
    ],
    unanswerable: ['¿Cómo se llaman sus nietos?', '¿A qué hora abre la ferretería?'],
  },
  {
    language: 'fr',
    text: `Bonjour ! Je m'appelle Yann Le Goff, j'ai 42 ans et je suis vétérinaire rural dans le Finistère, à Landerneau. Depuis 2012, je m'occupe surtout de vaches laitières et de chevaux, ce qui veut dire beaucoup de kilomètres en voiture et pas mal de nuits blanches au moment des vêlages. Je suis né à Brest, mais j'ai fait mes études à l'École vétérinaire de Nantes. Avant de revenir en Bretagne, j'ai travaillé trois ans dans une clinique pour chiens et chats à Montréal — d'où mon accent un peu bizarre, paraît-il.

Je vis dans une longère retapée avec ma femme Maëlle, qui est sage-femme, et nos deux garçons, Erwan et Tristan, qui ont 10 et 7 ans. On a aussi un vieux border collie, Pixie, et une dizaine de poules. Le week-end, je fais de la voile dans la rade de Brest et je joue de la bombarde dans un bagad. Je parle breton avec mes grands-parents, et j'essaie de le transmettre aux enfants.

Le phare de l'île Vierge, au nord du Finistère, mesure 82,5 mètres : c'est le plus haut phare en pierre de taille d'Europe. Il a été allumé pour la première fois en 1902.`,
    questions: [
      ['Tu fais quoi comme métier ?', 'vétérinaire'],
      ['Tu habites où ?', 'Landerneau'],
      ["T'es né où ?", 'Brest'],
      ['Tu as quel âge ?', '42'],
      ['Où as-tu fait tes études ?', 'Nantes'],
      ["Tu as déjà travaillé à l'étranger ?", 'Montréal'],
      ['Ta femme fait quoi dans la vie ?', 'sage-femme'],
      ['Vous avez des enfants ?', 'Erwan'],
      ['Tu fais quel sport ?', 'voile'],
      ["Il mesure combien, le phare de l'île Vierge ?", '82,5'],
    ],
    unanswerable: ['Tu gagnes combien par mois ?', 'Quel est ton plat préféré ?'],
  },
  {
    language: 'fr',
    text: `Ginette Tremblay a 70 ans et elle est ingénieure civile à la retraite. Pendant trente et un ans, elle a travaillé pour Hydro-Québec, d'abord sur les chantiers des barrages de la Baie-James, puis au siège social à Montréal, jusqu'à sa retraite en 2018. Elle est originaire de Chicoutimi, au Saguenay, et a étudié le génie à l'École Polytechnique de Montréal, où elle était l'une des six femmes de sa promotion.

Aujourd'hui, elle habite à Québec, dans le quartier Limoilou, avec son conjoint Réal, un ancien chauffeur d'autobus. Elle a une fille, Isabelle, qui est pharmacienne à Sherbrooke, et trois petits-enfants. Ginette passe ses hivers à faire du ski de fond sur les plaines d'Abraham et ses étés au chalet familial du lac Saint-Jean, où elle pêche la ouananiche. Depuis deux ans, elle apprend l'espagnol pour pouvoir voyager au Pérou. Elle donne aussi bénévolement des cours de maths à des élèves du secondaire.

Le Château Frontenac, qui domine le Vieux-Québec, a été inauguré en 1893. Malgré son nom, ce n'est pas un château, mais un grand hôtel construit par une compagnie de chemin de fer.`,
    questions: [
      ['Elle faisait quoi avant sa retraite ?', 'ingénieure'],
      ['Elle a bossé pour quelle compagnie ?', 'Hydro-Québec'],
      ['Elle vient d’où ?', 'Chicoutimi'],
      ['Quel âge a Ginette ?', '70'],
      ['Elle a pris sa retraite quand ?', '2018'],
      ['Elle a étudié où ?', 'Polytechnique'],
      ['Est-ce qu’elle a des enfants ?', 'Isabelle'],
      ["Comment s'appelle son chum ?", 'Réal'],
      ['Quelle langue elle apprend ?', 'espagnol'],
      ['Le Château Frontenac date de quand ?', '1893'],
    ],
    unanswerable: ['Comment s’appellent ses petits-enfants ?', 'Est-ce que Ginette a des frères et sœurs ?'],
  },
  {
    language: 'ru',
    text: `Здравствуйте! Меня зовут Галина Сергеевна Мухаметова, мне 52 года, и я уже двадцать восемь лет преподаю физику в школе. Сейчас работаю в лицее № 131 в Казани, а начинала в обычной сельской школе под Альметьевском. Родилась я в Набережных Челнах, в семье инженера КамАЗа, а физфак Казанского университета окончила в 1998 году.

Мой муж Ринат — хирург, мы вместе уже двадцать пять лет. У нас двое детей: дочь Алсу учится в Петербурге на архитектора, а сын Тимур в этом году пошёл в десятый класс — конечно, в мой лицей, хотя физику у него веду не я. Дома живёт кот Эйнштейн, рыжий и очень ленивый. Говорю по-русски и по-татарски, немного по-английски. Летом мы всей семьёй сплавляемся на байдарках по реке Белой, а зимой я пеку чак-чак и пересматриваю старые советские фильмы. Мечтаю когда-нибудь своими глазами увидеть Большой адронный коллайдер.

Казанский кремль включили в список Всемирного наследия ЮНЕСКО в 2000 году. На его территории рядом стоят мечеть Кул-Шариф и Благовещенский собор.`,
    questions: [
      ['Кем вы работаете?', 'физик'],
      ['В каком городе живёте?', 'Казан'],
      ['Откуда вы родом?', 'Челн'],
      ['Сколько вам лет?', '52'],
      ['Сколько лет уже преподаёте?', 'двадцать восемь'],
      ['Какой вуз вы заканчивали?', 'университет'],
      ['Вы замужем?', 'Ринат'],
      ['Дети есть?', 'Алсу'],
      ['Домашние животные есть?', 'Эйнштейн'],
      ['Когда Казанский кремль попал в список ЮНЕСКО?', '2000'],
    ],
    unanswerable: ['Какая у вас машина?', 'Сколько вы зарабатываете?'],
  },
  {
    language: 'ru',
    text: `Андрей Викторович Беляев — машинист электровоза, на Западно-Сибирской железной дороге он работает уже девятнадцать лет. Водит грузовые составы между Новосибирском и Барнаулом. Ему 45, родился он в Омске, но после армии переехал в Новосибирск и с тех пор живёт в Академгородке. Прежде чем сесть в кабину, Андрей три года работал слесарем в депо, а в 2010 году заочно окончил Сибирский университет путей сообщения.

Жена его, Ольга, работает медсестрой в детской поликлинике, а их сыну Мише восемь лет. Ещё у них живёт овчарка Найда, с которой Андрей каждое утро бегает по лесу. Свободное время он в основном проводит в гараже — восстанавливает «Победу» 1956 года, которая досталась ему от деда. Ещё любит зимнюю рыбалку на Обском море и иногда играет на гитаре песни Высоцкого. Из иностранных языков знает только немецкий, да и тот со школы.

Новосибирский театр оперы и балета открылся в 1945 году. Это самое большое театральное здание в России, а его купол виден издалека.`,
    questions: [
      ['Чем Андрей занимается?', 'машинист'],
      ['В каком городе он живёт?', 'Новосибирск'],
      ['Откуда он родом?', 'Омск'],
      ['Сколько ему лет?', '45'],
      ['Давно он на железной дороге?', 'девятнадцать лет'],
      ['Кем он работал раньше?', 'слесар'],
      ['Как зовут жену?', 'Ольга'],
      ['Дети у него есть?', 'Миш'],
      ['Что он делает в гараже?', 'Побед'],
      ['Когда открылся Новосибирский театр оперы и балета?', '1945'],
    ],
    unanswerable: ['Какая у Андрея зарплата?', 'Как звали его деда?'],
  },
  {
    language: 'ar',
    text: `مرحباً! أنا رنا الخطيب، عمري 38 سنة، وأعمل صيدلانية في صيدلية صغيرة أملكها في حي اللويبدة في عمان منذ عام 2015. وُلدت في مدينة إربد في شمال الأردن، ودرست الصيدلة في جامعة العلوم والتكنولوجيا هناك، ثم عملت خمس سنوات في مستشفى الجامعة الأردنية قبل أن أفتح صيدليتي الخاصة.

أنا متزوجة من كريم، وهو مهندس برمجيات، ولدينا ابنة اسمها ليلى عمرها ست سنوات، وقطة بيضاء اسمها "ثلجة". أتكلم العربية والإنجليزية، وأتعلم الفرنسية منذ سنتين في المعهد الفرنسي. في أوقات الفراغ أحب المشي في وادي رم والتخييم مع الأصدقاء، وأقرأ الروايات كثيراً. كما أتطوع مرة في الشهر في عيادة مجانية في مخيم البقعة. أكثر ما أحبه في عملي هو الحديث مع زبائني الدائمين من كبار السن، فهم يعاملونني كأنني ابنتهم، وحلمي أن أفتح يوماً ما فرعاً ثانياً للصيدلية في مدينة الزرقاء.

المدرج الروماني في وسط عمان بُني في القرن الثاني الميلادي، ويتسع لنحو ستة آلاف متفرج، ولا يزال يُستخدم حتى اليوم لإقامة الحفلات والمهرجانات.`,
    questions: [
      ['شو شغلك؟', 'صيدل'],
      ['وين ساكنة؟', 'عمان'],
      ['من وين أصلك؟', 'إربد'],
      ['كم عمرك؟', '38'],
      ['وين درستِ؟', 'العلوم والتكنولوجيا'],
      ['أين كنتِ تعملين قبل الصيدلية؟', 'مستشفى'],
      ['هل أنتِ متزوجة؟', 'كريم'],
      ['عندك أولاد؟', 'ليلى'],
      ['ما اللغة التي تتعلمينها؟', 'الفرنسية'],
      ['متى بُني المدرج الروماني؟', 'القرن الثاني'],
    ],
    unanswerable: ['ما اسم والدتك؟', 'ما هو فيلمك المفضل؟'],
  },
  {
    language: 'ar',
    text: `يوسف بنعلي مهندس معماري مغربي يبلغ من العمر 55 عاماً، ويدير مكتب هندسة صغيراً في الدار البيضاء منذ سنة 2003. وُلد في مدينة فاس وترعرع في أزقة مدينتها العتيقة، ثم سافر إلى فرنسا حيث درس الهندسة المعمارية في مدينة تولوز وعاش هناك تسع سنوات. يهتم يوسف بشكل خاص بترميم الدور والرياض التقليدية، وقد شارك في ترميم أكثر من عشرين رياضاً في فاس ومراكش.

يعيش مع زوجته سعاد، وهي أستاذة للغة الفرنسية في ثانوية، ولهما طفلان: أمين الذي يدرس الطب في الرباط، وسلمى التي ما زالت في المرحلة الثانوية. يتحدث العربية والأمازيغية والفرنسية، وقليلاً من الإسبانية. يحب يوسف الرسم بالألوان المائية، ويلعب كرة القدم مع أصدقائه القدامى كل يوم أحد، وهو مشجع متحمس لنادي الوداد. وفي الصيف تقضي العائلة عطلتها في مدينة أصيلة على البحر.

مسجد الحسن الثاني في الدار البيضاء افتُتح سنة 1993، ويقوم جزء منه فوق مياه المحيط الأطلسي، ويبلغ ارتفاع مئذنته 210 أمتار.`,
    questions: [
      ['ما هي مهنة يوسف؟', 'مهندس'],
      ['أين يقع مكتبه؟', 'الدار البيضاء'],
      ['من أين هو في الأصل؟', 'فاس'],
      ['كم عمره؟', '55'],
      ['أين درس؟', 'تولوز'],
      ['منذ متى وهو يدير مكتبه؟', '2003'],
      ['ما اسم زوجته؟', 'سعاد'],
      ['عنده أولاد؟', 'أمين'],
      ['أي فريق يشجع؟', 'الوداد'],
      ['كم يبلغ ارتفاع مئذنة مسجد الحسن الثاني؟', '210'],
    ],
    unanswerable: ['ما اسم والد يوسف؟', 'كم يتقاضى يوسف مقابل تصميم بيت؟'],
  },
];
