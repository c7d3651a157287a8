// A third multilingual set for `npm run bench:quality`: two personal bots per language (en, zh, ja, ko, de, es, fr,
// ru, ar) — a bio of one invented person (first person for one bot of each language, third person for the other)
// followed by one or two unrelated short paragraphs, written for this benchmark (no outside text) — with questions a
// visitor would type in that language, the words the answer must hold, and questions the text cannot answer.
// Written blind on 2026-11-26 by someone who never saw the answerer, its code or its output. Same format as
// languages.mjs. Measured once before any tuning on it, at 6ca5156: first bios 65/90 hit and 18/18 declined, second
// bios 56/90 and 15/18. From then on the first bio per language is tuning data ("languages 3", misses printed) and the
// second held out ("languages 3, held out", only totals printed).

export const LANGUAGE_THIRD_SETS = [
  {
    language: 'en',
    text: `Hello! I'm Priya Natarajan, and I've been a neonatal nurse for the past eleven years. I work nights on the special care baby unit at St James's Hospital in Leeds, looking after premature and poorly newborns. I grew up in Leicester, the youngest of four sisters, and trained at the University of Nottingham, where I qualified in 2013. My husband Dev teaches geography at a secondary school, and we have a seven-year-old son called Arjun. There's also Mango, a ginger cat who seems to think he owns the house. When I'm not on shift, I'm usually out fell running in the Yorkshire Dales — I finished my first ultramarathon last spring. I speak Tamil with my parents and can get by in Spanish thanks to a gap year in Peru.

Kirkstall Abbey, on the western edge of Leeds, was founded by Cistercian monks in 1152. Its ruins are some of the best preserved in England, and in summer the grounds host outdoor cinema nights.

A good Yorkshire pudding needs equal volumes of eggs, flour and milk, and the fat in the tin must be smoking hot before the batter goes in.`,
    questions: [
      ['What does Priya do?', 'nurse'],
      ['Where is she from originally?', 'Leicester'],
      ['Where did she train?', 'Nottingham'],
      ['When did she qualify?', '2013'],
      ['How long has she been doing this job?', 'eleven years'],
      ["What's her son called?", 'Arjun'],
      ['Any pets?', 'Mango'],
      ['What does she do for fun?', 'running'],
      ['Does she speak any other languages?', 'Tamil'],
      ['When was Kirkstall Abbey founded?', '1152'],
    ],
    unanswerable: ['How old is Priya?', "What's her favourite book?"],
  },
  {
    language: 'en',
    text: `Marcus Delgado is a firefighter and paramedic with the Tucson Fire Department, where he has served at Station 9 since 2012. Born in El Paso, Texas, he moved to Arizona at eighteen to study fire science at Pima Community College. Before joining the department he spent three summers on a wildland crew in the Coronado National Forest. Marcus and his wife Elena have twin daughters, Sofia and Rosa, who just started kindergarten. The family also has a retired search-and-rescue dog, a Labrador named Copper. In his spare time Marcus restores old motorcycles in his garage and coaches a Little League baseball team. He grew up bilingual and often translates for Spanish-speaking patients on calls. Last year he was promoted to captain.

Saguaro cacti can live for more than 150 years, and most don't grow their first arm until they are between 50 and 70 years old. Cutting or digging one up without a permit is illegal in Arizona.`,
    questions: [
      ["What's his job?", 'firefighter'],
      ["Where's Marcus from?", 'El Paso'],
      ['Where did he go to college?', 'Pima'],
      ['What did he study?', 'fire science'],
      ['Since when has he been with the fire department?', '2012'],
      ['Does he have kids?', 'twin daughters'],
      ["What's the dog's name?", 'Copper'],
      ['Hobbies?', 'motorcycles'],
      ['What rank is he?', 'captain'],
      ['How long can a saguaro live?', '150 years'],
    ],
    unanswerable: ['How much does Marcus earn?', 'What does his wife do for a living?'],
  },
  {
    language: 'zh',
    text: `大家好，我是林晓雯，一名独立游戏设计师，现在住在成都。我老家在福建泉州，2014年从浙江大学数字媒体专业毕业。毕业后我在上海的一家手游公司做了五年关卡策划，后来实在受不了天天加班，就辞职回了西南。2020年，我和两个大学同学一起成立了一个小工作室，叫“竹影游戏”，到现在一共做了三款解谜游戏。我们最新的作品《雾中茶馆》去年在Steam上卖出了十多万份。平时我喜欢周末去青城山爬山，家里还养了一只叫“汤圆”的柯基。英语我还可以，日语正在学，目标是明年考过N2。

成都的宽窄巷子由宽巷子、窄巷子和井巷子三条平行的街道组成，大部分建筑保留了清朝的院落风格，现在是游客必去的地方。`,
    questions: [
      ['她是做什么的？', '游戏设计师'],
      ['晓雯是哪里人？', '泉州'],
      ['她在哪上的大学？', '浙江大学'],
      ['她哪年毕业的？', '2014'],
      ['她以前在哪个城市上班？', '上海'],
      ['她在那家公司干了多久？', '五年'],
      ['她的工作室叫什么？', '竹影游戏'],
      ['卖得最好的游戏是哪个？', '雾中茶馆'],
      ['她养宠物吗？', '汤圆'],
      ['宽窄巷子有几条街？', '三条'],
    ],
    unanswerable: ['林晓雯今年多大？', '她结婚了吗？'],
  },
  {
    language: 'zh',
    text: `赵建国是青岛公交集团的一名公交车司机，已经开了整整二十二年的车。他1968年出生在山东潍坊的一个农村，十九岁参军，在部队里学会了开车。1993年退伍以后，他来到青岛，先在码头开了几年货车，2002年正式考进公交公司。现在他每天开的是26路，从火车站一直开到石老人海水浴场，单程要一个多小时。乘客们都叫他“老赵”，因为他总会等老人坐稳了再起步。2019年，他被评为青岛市劳动模范。赵师傅的爱人是一名小学老师，儿子在北京读研究生。休息的时候，他最喜欢去栈桥附近钓鱼。

青岛啤酒厂创建于1903年，当时由德国人和英国人合资经营。每年八月，青岛都会举办国际啤酒节，吸引几百万游客。`,
    questions: [
      ['赵建国是干什么的？', '公交车司机'],
      ['他开车开了多少年了？', '二十二年'],
      ['他老家在哪？', '潍坊'],
      ['他哪年出生的？', '1968'],
      ['他当过兵吗？', '参军'],
      ['他开哪条线路？', '26路'],
      ['他获得过什么荣誉？', '劳动模范'],
      ['他老婆是做什么工作的？', '小学老师'],
      ['赵师傅平时有啥爱好？', '钓鱼'],
      ['青岛啤酒厂是哪年建的？', '1903'],
    ],
    unanswerable: ['赵师傅一个月工资多少？', '他儿子读的是什么专业？'],
  },
  {
    language: 'ja',
    text: `はじめまして、陶芸家の佐藤美咲です。生まれは横浜で、京都市立芸術大学の工芸科で陶磁器を学びました。卒業後は滋賀県の信楽にある窯元で四年間修業し、2016年に栃木県の益子町で自分の工房を開きました。主に毎日の食卓で使える器を作っていて、いちばん人気があるのは灰釉のマグカップです。春と秋の益子陶器市には毎回欠かさず出店しています。夫は地元の小学校で教えていて、家には「こむぎ」という名前の三毛猫がいます。休みの日は那須の山を歩くのが何よりの楽しみです。最近は英語での発信にも挑戦していて、海外からの注文も少しずつ増えてきました。

益子焼は、江戸時代末期の1853年ごろに大塚啓三郎が窯を築いたのが始まりとされています。1920年代には民藝運動で知られる濱田庄司がこの町に移り住み、益子の名が全国に広まりました。`,
    questions: [
      ['美咲さんのお仕事は？', '陶芸家'],
      ['出身はどこですか？', '横浜'],
      ['どこの大学を出たの？', '京都市立'],
      ['どこで修業したんですか？', '信楽'],
      ['修業期間はどれくらい？', '四年間'],
      ['工房はいつ開いたんですか？', '2016'],
      ['人気の作品は何ですか？', 'マグカップ'],
      ['猫の名前は？', 'こむぎ'],
      ['佐藤さんの趣味は？', '山を歩く'],
      ['益子焼はいつ始まったの？', '1853'],
    ],
    unanswerable: ['佐藤さんは何歳ですか？', '器はいくらぐらいで買えますか？'],
  },
  {
    language: 'ja',
    text: `高橋健太は、長野県伊那市で養蜂業を営んでいる。もともとは東京のIT企業でシステムエンジニアとして八年間働いていたが、2017年に会社を辞め、祖父が始めた養蜂場を継いだ。現在は約120群のミツバチを育てており、春はアカシア、夏はトチの花を追って巣箱を移動させる。採れた蜂蜜は瓶詰めにして、地元の道の駅やオンラインショップで販売している。岩手大学農学部の出身で、学生時代から昆虫の研究に夢中だったという。妻の由香さん、二人の息子、そして柴犬の「ハチ」と一緒に暮らしている。冬の間は巣箱の手入れをしながら、趣味の木工で蜂蜜用のスプーンを作っている。

伊那地方の郷土料理として知られる「ざざむし」は、天竜川に棲む水生昆虫の幼虫を甘辛く煮たもので、冬の珍味として親しまれている。`,
    questions: [
      ['高橋さんは何の仕事をしていますか？', '養蜂'],
      ['どこに住んでるの？', '伊那市'],
      ['前は何をしていた人？', 'エンジニア'],
      ['会社員だったのは何年くらい？', '八年間'],
      ['いつから蜂を飼っているんですか？', '2017'],
      ['養蜂場は誰から継いだの？', '祖父'],
      ['ミツバチはどのくらいいる？', '120群'],
      ['健太さんはどこの大学？', '岩手大学'],
      ['犬の名前は何ですか？', 'ハチ'],
      ['ざざむしって何？', '幼虫'],
    ],
    unanswerable: ['高橋さんは何歳ですか？', '蜂蜜一瓶の値段は？'],
  },
  {
    language: 'ko',
    text: `안녕하세요, 부산 해운대소방서에서 근무하는 소방관 박지훈입니다. 저는 강원도 춘천에서 태어나 고등학교까지 그곳에서 다녔어요. 강원대학교에서 소방방재학을 전공했고, 2011년에 졸업한 뒤 이듬해 소방공무원 시험에 합격했습니다. 처음 5년은 화재진압대에서 일했고, 지금은 구조대원으로 바다 수난 사고나 산악 사고 현장에 주로 출동합니다. 아내는 부산의 한 대학병원에서 간호사로 일하고 있고, 우리 사이에는 여섯 살 난 딸이 하나 있어요. 집에는 '보리'라는 진돗개도 한 마리 키우고 있습니다. 쉬는 날에는 딸아이와 함께 광안리 바다에서 서핑을 배우는 중이에요. 언젠가는 어린이 안전 교육에 관한 책을 한 권 써 보는 게 제 꿈입니다.

해운대의 동백섬은 원래 섬이었지만 오랜 세월 모래가 쌓이면서 육지와 이어졌습니다. 섬 안에는 2005년 APEC 정상회의가 열렸던 누리마루 하우스가 있습니다.`,
    questions: [
      ['지훈 씨는 무슨 일 하세요?', '소방관'],
      ['고향이 어디예요?', '춘천'],
      ['어느 대학 나왔어요?', '강원대학교'],
      ['언제 졸업했어요?', '2011'],
      ['지금은 어떤 일을 맡고 있어요?', '구조대원'],
      ['부인은 뭐 하시는 분이에요?', '간호사'],
      ['아이가 있어요? 몇 살이에요?', '여섯 살'],
      ['강아지 이름이 뭐예요?', '보리'],
      ['쉬는 날엔 뭐 해요?', '서핑'],
      ['동백섬에는 뭐가 있어요?', '누리마루'],
    ],
    unanswerable: ['박지훈 씨는 몇 살이에요?', '소방관 월급은 얼마나 받아요?'],
  },
  {
    language: 'ko',
    text: `이수진 변호사는 대전에서 법률사무소 '새길'을 운영하며 주로 노동 사건을 맡고 있다. 전라북도 전주에서 나고 자랐으며, 서울대학교 법학과를 졸업하고 2010년 사법시험에 합격했다. 사법연수원을 마친 뒤 서울의 대형 로펌에서 7년 동안 기업 소송을 담당했지만, 부당해고를 당한 청소 노동자들의 사건을 무료로 맡은 일을 계기로 진로를 바꾸었다. 2018년 대전으로 내려와 지금의 사무소를 열었고, 현재 변호사 네 명과 직원 두 명이 함께 일한다. 매주 토요일 오전에는 동네 주민센터에서 무료 법률 상담을 한다. 남편은 대학에서 천문학을 가르치고 있으며, 부부는 '호두'와 '땅콩'이라는 고양이 두 마리를 키운다. 취미는 가야금 연주인데, 대학 시절 국악 동아리에서 처음 배웠다고 한다.

대전 엑스포과학공원은 1993년 대전세계박람회가 열린 자리로, 상징탑인 한빛탑의 높이는 93미터에 이른다.`,
    questions: [
      ['이수진 씨는 직업이 뭐예요?', '변호사'],
      ['어디 출신이에요?', '전주'],
      ['대학은 어디 나왔어요?', '서울대학교'],
      ['사법시험은 언제 붙었어요?', '2010'],
      ['로펌에서는 얼마나 일했어요?', '7년'],
      ['사무소 이름이 뭐예요?', '새길'],
      ['남편분은 무슨 일 하세요?', '천문학'],
      ['반려동물 키우세요?', '호두'],
      ['악기 다룰 줄 아세요?', '가야금'],
      ['한빛탑은 얼마나 높아요?', '93미터'],
    ],
    unanswerable: ['이 변호사님은 나이가 어떻게 되세요?', '자녀가 있나요?'],
  },
  {
    language: 'de',
    text: `Moin! Ich bin Jonas Brandt, Tischlermeister aus Leidenschaft und seit 2019 mit meiner eigenen Werkstatt in Freiburg im Breisgau selbstständig. Aufgewachsen bin ich allerdings an der Nordsee, in Husum, wo schon mein Großvater Fischkutter repariert hat. Nach dem Abitur habe ich meine Ausbildung in einer Bootswerft in Kiel gemacht und danach drei Jahre auf der Walz verbracht – zu Fuß und per Anhalter quer durch Österreich, die Schweiz und Norwegen. Die Meisterschule habe ich 2017 hier in Freiburg abgeschlossen und bin dann einfach geblieben. Heute baue ich vor allem Esstische und Küchen aus heimischem Massivholz, am liebsten aus Eiche und Nussbaum. Mit meiner Freundin Lea, die als Hebamme arbeitet, wohne ich in einer Altbauwohnung in der Wiehre, zusammen mit unserem Kater Fritz. In meiner Freizeit spiele ich Posaune in einer Blaskapelle, und im Winter fahre ich am Feldberg Ski. Norwegisch spreche ich übrigens immer noch ganz passabel.

Am Freiburger Münster wurde mehr als 300 Jahre lang gebaut; sein 116 Meter hoher Turm gilt vielen als der schönste Kirchturm der Christenheit.`,
    questions: [
      ['Was macht Jonas beruflich?', 'Tischler'],
      ['Woher kommt er ursprünglich?', 'Husum'],
      ['Wo hat er seine Lehre gemacht?', 'Kiel'],
      ['Wie lange war er auf Wanderschaft?', 'drei Jahre'],
      ['Seit wann hat er seinen eigenen Betrieb?', '2019'],
      ['Mit welchem Holz arbeitet er am liebsten?', 'Eiche'],
      ['Hat er eine Partnerin?', 'Lea'],
      ['Wie heißt seine Katze?', 'Fritz'],
      ['Spielt Jonas ein Instrument?', 'Posaune'],
      ['Wie hoch ist der Turm vom Freiburger Münster?', '116 Meter'],
    ],
    unanswerable: ['Wie alt ist Jonas?', 'Was kostet bei ihm ein Esstisch?'],
  },
  {
    language: 'de',
    text: `Dr. Katrin Vogel ist Tierärztin und führt seit 2014 eine Großtierpraxis in der Nähe von Rostock. Geboren wurde sie 1981 in Leipzig, Veterinärmedizin studierte sie an der Freien Universität Berlin. Nach dem Staatsexamen arbeitete sie zwei Jahre lang in Neuseeland in einer Klinik für Schafe und Rinder, was ihr bis heute ein beinahe akzentfreies Englisch beschert. Heute betreut sie vor allem Milchkühe, Pferde und Schafe auf den Höfen zwischen Bad Doberan und Güstrow – dafür legt sie im Schnitt 40.000 Kilometer im Jahr zurück. Zu ihrem Team gehören zwei angestellte Tierärzte und drei Tiermedizinische Fachangestellte. Katrin ist mit einem Landwirt verheiratet; die beiden haben drei Kinder und einen alten Border Collie namens Krümel. Wenn sie freihat, segelt sie auf der Warnow oder backt Sanddornkuchen nach dem Rezept ihrer Oma.

Rostock gehört zu den ältesten Hansestädten: Das Stadtrecht erhielt es 1218, und 1419 wurde hier die älteste Universität im Ostseeraum gegründet.`,
    questions: [
      ['Was ist Katrin von Beruf?', 'Tierärztin'],
      ['Wo kommt sie her?', 'Leipzig'],
      ['Wann ist Frau Vogel geboren?', '1981'],
      ['Wo hat sie studiert?', 'Berlin'],
      ['Seit wann hat sie die Praxis?', '2014'],
      ['War sie mal im Ausland?', 'Neuseeland'],
      ['Um welche Tiere kümmert sie sich?', 'Milchkühe'],
      ['Hat sie Kinder?', 'drei Kinder'],
      ['Hat sie einen Hund?', 'Krümel'],
      ['Wann wurde die Uni Rostock gegründet?', '1419'],
    ],
    unanswerable: ['Wie heißt ihr Mann?', 'Wie viel verdient Katrin im Jahr?'],
  },
  {
    language: 'es',
    text: `¡Hola! Soy Lucía Fernández Ortega y me dedico a la traducción audiovisual: subtitulo series y documentales del inglés y del alemán al español. Nací en Zaragoza en 1988, pero ya llevo doce años viviendo en Valencia, muy cerca de la playa de la Malvarrosa. Estudié Traducción e Interpretación en la Universidad de Salamanca y pasé un curso de Erasmus en Heidelberg, que es donde me enamoré del alemán. Antes de hacerme autónoma trabajé cinco años en un estudio de doblaje de Madrid. Hasta ahora he subtitulado más de 300 episodios, entre ellos una serie policíaca alemana que a lo mejor habéis visto en alguna plataforma. Vivo con mi pareja, Marc, que es cocinero, y con Tofu, un galgo adoptado que duerme más de lo que corre. Cuando apago el ordenador, me escapo a la sierra de Chiva a hacer escalada o me apunto a clases de cerámica. Además, cada primavera imparto un taller de subtitulado en la Universitat de València.

La paella valenciana auténtica lleva pollo, conejo, judía verde y garrofó, y nunca marisco; el arroz se cocina en una paella ancha y poco profunda, a ser posible sobre fuego de leña de naranjo.`,
    questions: [
      ['¿A qué se dedica Lucía?', 'traducción'],
      ['¿De dónde es?', 'Zaragoza'],
      ['¿En qué año nació?', '1988'],
      ['¿Cuánto tiempo lleva en Valencia?', 'doce años'],
      ['¿Dónde estudió la carrera?', 'Salamanca'],
      ['¿Qué idiomas traduce?', 'alemán'],
      ['¿Dónde trabajaba antes?', 'doblaje'],
      ['¿Cuántos capítulos ha subtitulado?', '300'],
      ['¿Tiene mascota?', 'Tofu'],
      ['¿Qué lleva la paella valenciana?', 'conejo'],
    ],
    unanswerable: ['¿Cuánto cobra Lucía por minuto subtitulado?', '¿Tiene hijos?'],
  },
  {
    language: 'es',
    text: `Andrés Morales Ruiz es agricultor en Baeza, en la provincia de Jaén, donde cultiva olivos en una finca familiar de 45 hectáreas. Es la cuarta generación de su familia que trabaja esas tierras, aunque de joven no tenía ninguna intención de quedarse: estudió Ingeniería Agrónoma en la Universidad de Córdoba y después pasó tres años en California asesorando a productores de almendra. En 2015 volvió al pueblo, pasó la finca a cultivo ecológico y empezó a embotellar su propio aceite con la marca «Cerro Alto». Hoy exporta a Alemania, Japón y Canadá, y su aceite de picual ganó una medalla de oro en un concurso internacional en 2021. Andrés está casado con Inés, maestra de primaria, y tienen dos hijos, Pablo y Carmen. Es muy aficionado a la bici de montaña y cada noviembre organiza una jornada de puertas abiertas para enseñar cómo se recoge la aceituna. Habla inglés con soltura gracias a su etapa en Estados Unidos.

Baeza y su vecina Úbeda fueron declaradas Patrimonio de la Humanidad por la UNESCO en 2003 gracias a su conjunto de edificios renacentistas.`,
    questions: [
      ['¿Qué hace Andrés?', 'agricultor'],
      ['¿De qué provincia es?', 'Jaén'],
      ['¿Qué tamaño tiene su finca?', '45 hectáreas'],
      ['¿Qué estudió?', 'Agrónoma'],
      ['¿Ha vivido fuera de España?', 'California'],
      ['¿Cuándo volvió al pueblo?', '2015'],
      ['¿Cómo se llama su aceite?', 'Cerro Alto'],
      ['¿Ha ganado algún premio?', 'medalla de oro'],
      ['¿Tiene hijos?', 'dos hijos'],
      ['¿Cuándo nombraron a Úbeda y Baeza Patrimonio de la Humanidad?', '2003'],
    ],
    unanswerable: ['¿Cuántos años tiene Andrés?', '¿Cuántos litros de aceite produce al año?'],
  },
  {
    language: 'fr',
    text: `Bonjour, moi c'est Camille Lefèvre ! Je suis analyste de données dans une entreprise de transports en commun à Lyon, où j'aide à prévoir l'affluence sur les lignes de métro et de tramway. Je suis née à Rennes et j'ai fait un master de statistiques à l'Université de Bordeaux, que j'ai terminé en 2016. Avant d'arriver à Lyon, j'ai passé trois ans à Montréal dans une start-up qui analysait les données des vélos en libre-service. Au quotidien, je travaille surtout avec Python et SQL, et j'anime de temps en temps des ateliers d'initiation pour les femmes qui veulent se reconvertir dans la data. J'habite dans le quartier de la Croix-Rousse avec mon compagnon Mehdi et nos deux lapins, Pixel et Noisette. Le mardi soir, je chante dans une chorale, et le week-end je pars souvent randonner dans le Vercors. Je parle anglais couramment et je me débrouille en arabe, que j'apprends depuis deux ans.

La Fête des Lumières, qui a lieu chaque année autour du 8 décembre, remonte à 1852 : les Lyonnais avaient alors posé des lumignons sur leurs fenêtres pour célébrer l'inauguration d'une statue de la Vierge sur la colline de Fourvière.`,
    questions: [
      ['Que fait Camille dans la vie ?', 'analyste de données'],
      ["Elle vient d'où ?", 'Rennes'],
      ["Où est-ce qu'elle a fait ses études ?", 'Bordeaux'],
      ['Elle a eu son diplôme quand ?', '2016'],
      ["Elle a déjà vécu à l'étranger ?", 'Montréal'],
      ['Elle utilise quels outils ?', 'Python'],
      ['Elle habite dans quel quartier ?', 'Croix-Rousse'],
      ['Elle a des animaux ?', 'lapins'],
      ['Parle-t-elle des langues étrangères ?', 'anglais'],
      ['La Fête des Lumières date de quand ?', '1852'],
    ],
    unanswerable: ['Quel âge a Camille ?', 'Combien gagne-t-elle ?'],
  },
  {
    language: 'fr',
    text: `Yannick Le Goff est boulanger à Brest, dans le quartier de Recouvrance, où il a repris en 2013 la boutique « Au Pain d'Iroise ». Originaire de Quimper, il a d'abord été marin dans la Marine nationale pendant huit ans avant de changer complètement de voie. Il a passé son CAP en reconversion, à 29 ans, dans un centre de formation de Morlaix. On vient de loin pour son pain au levain et surtout pour son kouign-amann, élu meilleur du Finistère en 2019. Chaque matin, il se lève à trois heures pour lancer le four, et la boutique vend près de 600 baguettes par jour. Yannick est marié à Gwenaëlle, infirmière à l'hôpital de la Cavale Blanche, et ils ont une fille, Maëlys, qui fait ses études à Nantes. Il parle breton, appris avec sa grand-mère, et joue de la bombarde dans un bagad à ses heures perdues. À la maison, un vieux chien de berger, Loustic, l'attend toujours sur le pas de la porte.

Le pont de Recouvrance, inauguré en 1954, est un pont levant dont le tablier peut monter de plus de 25 mètres pour laisser passer les navires.

Le kig ha farz, plat typique du Léon, associe du porc, du bœuf, des légumes et un far de sarrasin cuit dans un sac en tissu au milieu du bouillon.`,
    questions: [
      ['Quel est le métier de Yannick ?', 'boulanger'],
      ["Il est d'où ?", 'Quimper'],
      ["Qu'est-ce qu'il faisait avant ?", 'marin'],
      ['Il est resté combien de temps dans la Marine ?', 'huit ans'],
      ['Depuis quand il a sa boulangerie ?', '2013'],
      ["Comment s'appelle sa boutique ?", "Pain d'Iroise"],
      ['Quelle est sa spécialité ?', 'kouign-amann'],
      ['Il vend combien de baguettes par jour ?', '600'],
      ['Il a des enfants ?', 'Maëlys'],
      ["C'est quoi, le kig ha farz ?", 'sarrasin'],
    ],
    unanswerable: ['Combien coûte une baguette chez lui ?', "Quels sont les horaires d'ouverture de sa boulangerie ?"],
  },
  {
    language: 'ru',
    text: `Привет! Меня зовут Анна Смирнова, я архитектор и вот уже девять лет проектирую жилые дома и школы в Екатеринбурге. Родилась я в Перми, а в 2012 году окончила Уральский архитектурно-художественный университет. Первые четыре года после выпуска работала в небольшом бюро в Санкт-Петербурге, где занималась реставрацией старых зданий на Васильевском острове. В 2019 году мы с двумя коллегами открыли собственную мастерскую «Северный свет»; сейчас у нас двенадцать сотрудников. Больше всего я горжусь детским садом в Верхней Пышме, который в 2022 году получил премию «Архитектон». Я замужем, у нас растёт сын Миша, ему пять лет, а ещё с нами живёт кошка Маруся. Свободное время провожу на лыжах или за акварелью — рисую старые усадьбы Среднего Урала. Свободно говорю по-английски и немного по-итальянски: год стажировалась в Милане.

Плотина Городского пруда, построенная в 1723 году, считается местом основания Екатеринбурга: вокруг неё вырос железоделательный завод, а затем и весь город.`,
    questions: [
      ['Кем работает Анна?', 'архитектор'],
      ['Откуда она родом?', 'Перм'],
      ['Где она училась?', 'Уральск'],
      ['Когда окончила вуз?', '2012'],
      ['Где она работала раньше?', 'Петербург'],
      ['Как называется её мастерская?', 'Северный свет'],
      ['Сколько человек у неё работает?', 'двенадцать'],
      ['Есть ли у неё дети?', 'Миш'],
      ['Какие языки знает Анна?', 'английск'],
      ['Когда построили плотину Городского пруда?', '1723'],
    ],
    unanswerable: ['Сколько лет Анне?', 'Сколько стоит у неё проект частного дома?'],
  },
  {
    language: 'ru',
    text: `Дмитрий Волков — фельдшер скорой помощи в Иркутске, на линии он уже пятнадцать лет. Он вырос в посёлке Листвянка на берегу Байкала, в семье рыбака. После школы поступил в Иркутский базовый медицинский колледж и в 2009 году окончил его с красным дипломом. Полтора года работал в сельской амбулатории в Тункинской долине, а с 2011 года выезжает на вызовы с одной из городских подстанций. Коллеги ценят его за спокойствие: за смену у него нередко бывает по двадцать вызовов. Дмитрий женат на медсестре Ольге, у них трое детей и лайка по кличке Буран. В отпуске он сплавляется на байдарке по рекам Восточных Саян, а зимой ходит на подлёдную рыбалку. Кроме того, он волонтёр-спасатель: каждую весну дежурит на льду Байкала, когда туристы выезжают на машинах на тонкий лёд.

Омуль — эндемик Байкала из семейства лососёвых; чаще всего его едят холодного копчения или в виде строганины.`,
    questions: [
      ['Кем работает Дмитрий?', 'фельдшер'],
      ['Откуда он родом?', 'Листвянк'],
      ['Где он учился?', 'колледж'],
      ['Когда окончил учёбу?', '2009'],
      ['Сколько лет он работает на скорой?', 'пятнадцать лет'],
      ['Он женат?', 'Ольг'],
      ['Сколько у него детей?', 'трое'],
      ['Как зовут его собаку?', 'Буран'],
      ['Чем увлекается в свободное время?', 'байдарк'],
      ['Что за рыба омуль?', 'лососёв'],
    ],
    unanswerable: ['Сколько лет Дмитрию?', 'Сколько он зарабатывает?'],
  },
  {
    language: 'ar',
    text: `مرحباً، أنا ليلى حداد، صيدلانية، وأدير منذ عام 2015 صيدليتي الصغيرة في حي اللويبدة بعمان. ولدت في مدينة إربد وكبرت فيها، ثم درست الصيدلة في الجامعة الأردنية وتخرجت سنة 2009. بعد التخرج عملت ست سنوات في قسم الصيدلة السريرية في مركز الحسين للسرطان، وهناك تعلمت الصبر والدقة. أحب أن أعرف زبائني بأسمائهم، وكثير منهم يمرون علي لشرب القهوة والسؤال عن أدويتهم. أنا متزوجة من كريم، وهو مهندس كهرباء، ولدينا ابنتان: سلمى في العاشرة، وجود في السادسة. وفي البيت أيضاً قطة بيضاء اسمها لولو تحب النوم فوق رفوف الكتب. في أوقات فراغي أجرب وصفات جدتي الفلسطينية، وأمارس السباحة مرتين في الأسبوع. أتكلم الإنجليزية بطلاقة، وأتعلم الفرنسية منذ سنتين.

بني المدرج الروماني في وسط عمان في القرن الثاني الميلادي، ويتسع لنحو ستة آلاف متفرج، وما زال يستضيف حفلات موسيقية في الصيف.

المقلوبة طبق شعبي في بلاد الشام يتكون من الأرز والباذنجان المقلي واللحم أو الدجاج، ويقلب القدر رأساً على عقب عند التقديم.`,
    questions: [
      ['ما هي مهنة ليلى؟', 'صيدلانية'],
      ['من وين هي؟', 'إربد'],
      ['في أي جامعة درست؟', 'الجامعة الأردنية'],
      ['متى تخرجت؟', '2009'],
      ['وين صيدليتها؟', 'اللويبدة'],
      ['كم سنة اشتغلت في المستشفى؟', 'ست سنوات'],
      ['ماذا يعمل زوجها؟', 'مهندس كهرباء'],
      ['هل عندها أولاد؟', 'ابنتان'],
      ['هل لديها حيوان أليف؟', 'لولو'],
      ['كم شخصاً يتسع المدرج الروماني؟', 'ستة آلاف'],
    ],
    unanswerable: ['كم عمر ليلى؟', 'ما هي ساعات دوام الصيدلية؟'],
  },
  {
    language: 'ar',
    text: `يوسف المنصوري مصور فوتوغرافي مستقل يعيش في الإسكندرية، ويتخصص في تصوير البحر والصيادين على سواحل المتوسط. ولد عام 1985 في مدينة أسوان، وانتقل مع عائلته إلى الإسكندرية وهو في الثانية عشرة من عمره. درس الإعلام في جامعة القاهرة، ثم عمل سبع سنوات مصوراً صحفياً في جريدة يومية قبل أن يتفرغ لمشاريعه الخاصة عام 2016. صدر كتابه الأول «أبناء الموج» سنة 2020، ويضم 140 صورة لعائلات الصيادين في حي الأنفوشي. يوسف متزوج من الرسامة سلوى، ولهما ولد واحد اسمه آدم. يهوى الغوص، ويقضي كل صيف أسبوعين في دهب على البحر الأحمر ليصور الشعاب المرجانية. يتحدث العربية والإنجليزية والفرنسية، ويقدم مرة كل شهر ورشة تصوير مجانية للشباب في مكتبة الإسكندرية.

بنيت قلعة قايتباي عام 1477 في الموقع نفسه الذي كانت تقف فيه منارة الإسكندرية القديمة، إحدى عجائب الدنيا السبع.`,
    questions: [
      ['ما هو عمل يوسف؟', 'مصور فوتوغرافي'],
      ['من أين هو في الأصل؟', 'أسوان'],
      ['متى ولد يوسف؟', '1985'],
      ['وين درس؟', 'جامعة القاهرة'],
      ['كم سنة اشتغل في الجريدة؟', 'سبع سنوات'],
      ['ما اسم كتابه؟', 'أبناء الموج'],
      ['هل هو متزوج؟', 'سلوى'],
      ['كم ولد عنده؟', 'ولد واحد'],
      ['ما هي هواياته؟', 'الغوص'],
      ['متى بنيت قلعة قايتباي؟', '1477'],
    ],
    unanswerable: ['كم سعر جلسة التصوير عند يوسف؟', 'ما نوع الكاميرا التي يستخدمها؟'],
  },
];
