// A fresh multilingual set for `npm run bench:quality`: two personal bots per language (en, zh, ja, ko, de, es, fr,
// ru, ar) — a bio of a few sentences followed by two unrelated short paragraphs, written for this benchmark (no outside
// text) — with questions a visitor would type in that language, the words the answer must hold, and questions the
// text cannot answer. Same format as languages.mjs.
// Written blind (by someone who never saw the answerer or its output), held out: never printed question by question,
// only totals.

export const LANGUAGE_FRESH_SETS = [
  {
    language: 'en',
    text: `Hi, I'm Owen Gallagher, and I tune and repair pianos for a living. These days I'm based in Galway, where I share a small terraced house with my partner and an elderly greyhound called Biscuit. I trained as a sound engineer at Dundalk Institute of Technology, graduating in 2009, and spent six years mixing records at a studio in Dublin before I swapped the mixing desk for tuning forks. Since 2016 I've been with Clarke & Sons, a family-run piano shop that looks after instruments in schools, churches and concert halls across Connacht. Most summer weekends you'll find me sailing a little wooden dinghy on Lough Corrib. I also speak decent Irish, which comes in handy with customers out in Connemara.

The Spanish Arch in Galway was built in 1584 as an extension of the old city wall, and it once sheltered ships unloading wine and brandy from Spain.

Colcannon is a traditional Irish dish of mashed potatoes mixed with cabbage or kale, usually served with a generous lump of butter melting in the middle.`,
    questions: [
      ['What does Owen do?', 'piano'],
      ['Where does he live?', 'Galway'],
      ['Which college did he go to?', 'Dundalk'],
      ['When did he finish college?', '2009'],
      ['Who does he work for?', 'Clarke & Sons'],
      ['How long was he at the recording studio?', 'six years'],
      ["What's his dog's name?", 'Biscuit'],
      ['Any hobbies?', 'sail'],
      ['Does he speak other languages?', 'Irish'],
      ["What's in colcannon?", 'potatoes'],
    ],
    unanswerable: ['How old is Owen?', 'Does Owen have any kids?'],
  },
  {
    language: 'en',
    text: `Nadia Kowalski teaches chemistry at a public high school in Duluth, Minnesota. She grew up in Milwaukee and earned a degree in biochemistry from the University of Wisconsin in Madison in 2011. Before going into teaching, Nadia spent four years as a lab technician at a cheese factory in Green Bay, testing milk samples for bacteria. She moved north in 2017 and has coached the school's robotics club ever since. The long winters don't bother her: on weekends she's usually cross-country skiing at Lester Park with her two kids. She is fluent in Polish, which she picked up from her grandmother, and every December she brings homemade pierogi to the staff room.

Lake Superior is the largest freshwater lake in the world by surface area, covering about 31,700 square miles. Its water is so cold that shipwrecks on the lake bed stay remarkably well preserved.

The Aerial Lift Bridge, which opened in 1905, spans the canal into Duluth's harbor; its central section rises to let ore boats pass underneath.`,
    questions: [
      ['What subject does Nadia teach?', 'chemistry'],
      ['Where does she work?', 'high school'],
      ['Which university did she attend?', 'Wisconsin'],
      ['What was her major?', 'biochemistry'],
      ['What job did she have before teaching?', 'lab technician'],
      ['How long did she work at the cheese factory?', 'four years'],
      ['When did she come to Duluth?', '2017'],
      ['Does she have children?', 'two'],
      ['What languages does Nadia speak?', 'Polish'],
      ['How big is Lake Superior?', '31,700'],
    ],
    unanswerable: ['Is Nadia married?', 'How much does Nadia earn?'],
  },
  {
    language: 'zh',
    text: `大家好，我叫林雨桐，是一名文物修复师，目前在陕西历史博物馆工作，主要负责修复唐代的陶俑和瓷器。我老家在福建泉州，2010年考进了西北大学，读的是考古学专业。毕业以后，我先在洛阳的一个考古队干了三年，天天在工地上挖墓。2016年我搬到了西安，一直住到现在。平时没事的时候，我喜欢练书法，尤其是写小楷。家里养了一只橘猫，名字叫“馒头”，特别能吃。另外，我的日语还不错，能看懂日本同行写的论文。

泉州是古代海上丝绸之路的起点之一，宋元时期曾是世界上最繁忙的港口之一。2021年，“泉州：宋元中国的世界海洋商贸中心”被列入世界遗产名录。

肉夹馍是陕西有名的小吃，把炖得软烂的腊汁肉剁碎，夹进烤得外酥里软的白吉馍里。`,
    questions: [
      ['她是做什么的？', '文物修复师'],
      ['林雨桐在哪儿上班？', '陕西历史博物馆'],
      ['她是哪里人？', '泉州'],
      ['她大学学的啥？', '考古学'],
      ['她在考古队待了多久？', '三年'],
      ['她什么时候来的西安？', '2016'],
      ['有什么爱好吗？', '书法'],
      ['她的猫叫什么名字？', '馒头'],
      ['她会说外语吗？', '日语'],
      ['肉夹馍里夹的是什么肉？', '腊汁肉'],
    ],
    unanswerable: ['林雨桐结婚了吗？', '她一个月工资多少？'],
  },
  {
    language: 'zh',
    text: `马俊杰是青岛一家律师事务所的合伙人，专门处理海事纠纷。他本科就读于武汉大学法学院，后来又去英国南安普顿大学读了海商法硕士。回国后，他先在上海的一家船运公司做了五年法务，2015年才加入现在的律所。他和妻子、女儿住在青岛崂山区，离海边只有几分钟路程。周末他常常带女儿去海边钓鱼。他英语很流利，还会一点韩语。

哈尔滨每年冬天都会举办冰雪大世界，用从松花江上采来的冰块建造巨大的冰雕城堡。

饺子在北方是过年必不可少的食物，有些人家会在其中一个饺子里包一枚硬币，吃到的人被认为来年会有好运。`,
    questions: [
      ['马俊杰干哪一行的？', '律师'],
      ['他主要负责哪类案子？', '海事纠纷'],
      ['他本科在哪读的？', '武汉大学'],
      ['他的硕士是在哪个国家念的？', '英国'],
      ['他以前在哪工作过？', '船运公司'],
      ['他在那家船运公司做了几年？', '五年'],
      ['他是哪一年进现在这家律所的？', '2015'],
      ['他住哪儿？', '崂山'],
      ['他周末一般干什么？', '钓鱼'],
      ['冰雪大世界的冰是从哪儿来的？', '松花江'],
    ],
    unanswerable: ['马俊杰今年多大？', '他养宠物吗？'],
  },
  {
    language: 'ja',
    text: `はじめまして、中村ひかりです。札幌の小さなパン屋「こむぎ堂」でパン職人をしています。生まれは金沢で、高校を出たあと東京の製菓専門学校に二年間通いました。卒業後はホテルのベーカリーで七年ほど修業し、2018年に北海道へ引っ越しました。今は毎朝四時に起きて、一日に二百個以上のパンを焼いています。休みの日はスノーボードをしたり、近くの温泉に行ったりするのが好き。実家では柴犬の「こてつ」を飼っていて、帰省するたびに散歩に連れて行きます。フランス語も少し話せます。

兼六園は金沢にある日本庭園で、水戸の偕楽園、岡山の後楽園と並んで日本三名園の一つに数えられています。

ジンギスカンは羊肉を専用の鍋で焼く北海道の郷土料理で、もやしや玉ねぎなどの野菜と一緒に食べるのが一般的です。`,
    questions: [
      ['中村さんの仕事は？', 'パン職人'],
      ['どこで働いてるの？', 'こむぎ堂'],
      ['出身はどこですか？', '金沢'],
      ['学校はどこに行ったの？', '製菓専門学校'],
      ['ホテルではどのくらい働いていましたか？', '七年'],
      ['いつ北海道に来たんですか？', '2018'],
      ['パンは毎日何個くらい作るの？', '二百個'],
      ['趣味は？', 'スノーボード'],
      ['犬の名前は？', 'こてつ'],
      ['ジンギスカンって何の肉？', '羊肉'],
    ],
    unanswerable: ['中村さんは結婚していますか？', '中村さんは何歳ですか？'],
  },
  {
    language: 'ja',
    text: `木村誠は福岡市に住む気象予報士だ。地元のテレビ局に勤めており、平日夜のニュース番組で天気を伝えている。大学は北海道大学の理学部で、大気の流れについて研究していた。卒業後は気象庁に入り、那覇の沖縄気象台で五年間、台風の観測に携わった。テレビ局に移ったのは2014年のことだ。休日は妻と二人の息子を連れて、糸島の海で釣りを楽しむ。囲碁は五段の腕前で、地域の子ども教室で教えることもある。

博多祇園山笠は七百年以上の歴史を持つ祭りで、毎年七月、男たちが重さ一トンもの舁き山を担いで町を駆け抜ける。

明太子はスケトウダラの卵を唐辛子入りの調味液に漬けたもので、福岡の土産として人気がある。`,
    questions: [
      ['木村さんって何してる人？', '気象予報士'],
      ['勤め先は？', 'テレビ局'],
      ['どこに住んでいますか？', '福岡'],
      ['大学で何を勉強したの？', '大気'],
      ['前の職場はどこでしたか？', '気象庁'],
      ['沖縄には何年いたんですか？', '五年'],
      ['テレビの仕事を始めたのはいつ？', '2014'],
      ['子どもはいますか？', '息子'],
      ['囲碁はどのくらい強いの？', '五段'],
      ['山笠はいつ行われますか？', '七月'],
    ],
    unanswerable: ['木村さんの年齢は？', '奥さんの名前は何ですか？'],
  },
  {
    language: 'ko',
    text: `안녕하세요, 저는 최수진이라고 해요. 지금은 대구에 살고 있고, 시내에 있는 한 중학교에서 영어를 가르쳐요. 강원도 춘천에서 나고 자랐고, 대학은 이화여자대학교에서 영어교육을 전공했습니다. 졸업한 뒤에는 호주 멜버른에서 2년 동안 워킹홀리데이를 하면서 카페에서 일했어요. 한국에 돌아와서 2016년부터 교사로 근무하고 있습니다. 주말에는 친구들이랑 등산을 다니는데, 팔공산을 제일 좋아해요. 집에서는 '두부'라는 흰 고양이를 키우고 있고요. 요즘은 스페인어를 배우고 있는데 아직 초급이에요.

춘천은 호수로 둘러싸인 도시로, 소양강댐이 만든 소양호가 유명합니다. 닭갈비와 막국수도 춘천을 대표하는 음식이에요.

경주는 약 천 년 동안 신라의 수도였으며, 불국사와 석굴암은 1995년에 유네스코 세계유산으로 지정되었다.`,
    questions: [
      ['최수진 씨는 무슨 일 해요?', '영어'],
      ['직장이 어디예요?', '중학교'],
      ['사는 곳이 어디예요?', '대구'],
      ['어디 출신이에요?', '춘천'],
      ['대학교에서 뭘 공부했어요?', '영어교육'],
      ['호주에는 얼마나 있었어요?', '2년'],
      ['언제부터 학교에서 일했어요?', '2016'],
      ['취미가 뭐예요?', '등산'],
      ['고양이 이름은?', '두부'],
      ['경주는 얼마 동안 신라의 수도였어요?', '천 년'],
    ],
    unanswerable: ['최수진 씨는 몇 살이에요?', '남자친구 있어요?'],
  },
  {
    language: 'ko',
    text: `정태호는 인천에 사는 항공 정비사다. 국내 한 대형 항공사 소속으로, 인천국제공항 격납고에서 여객기 엔진을 점검한다. 한국항공대학교에서 항공기계공학을 전공했으며, 졸업 후 공군에서 4년간 부사관으로 복무했다. 2012년에 지금의 회사에 입사했고, 2020년부터는 정비팀 팀장을 맡고 있다. 그는 아내와 쌍둥이 딸과 함께 송도에서 지낸다. 쉬는 날에는 드론을 직접 조립해서 날리는 것을 즐긴다. 업무상 영어 매뉴얼을 매일 읽다 보니 영어 독해 실력도 꽤 좋다.

제주도 한라산은 높이 1,947미터로 남한에서 가장 높은 산이다. 정상에는 백록담이라는 분화구 호수가 있다.

김치찌개는 잘 익은 김치에 돼지고기나 참치를 넣고 끓인 찌개로, 한국 가정에서 가장 흔히 먹는 음식 중 하나다.`,
    questions: [
      ['정태호 씨 직업이 뭐예요?', '정비사'],
      ['어느 회사 다녀요?', '항공사'],
      ['어느 도시에 살아요?', '인천'],
      ['전공이 뭐였어요?', '항공기계공학'],
      ['군대는 어디 다녀왔어요?', '공군'],
      ['군 생활은 몇 년 했어요?', '4년'],
      ['지금 회사에 들어간 게 언제예요?', '2012'],
      ['자녀가 있나요?', '쌍둥이'],
      ['여가 시간에 뭐 해요?', '드론'],
      ['한라산 정상에 있는 호수 이름은?', '백록담'],
    ],
    unanswerable: ['정태호 씨 연봉은 얼마예요?', '아내는 무슨 일을 해요?'],
  },
  {
    language: 'de',
    text: `Ich heiße Katrin Vogt und arbeite als Hebamme in einem Geburtshaus in Freiburg im Breisgau. Aufgewachsen bin ich auf einem Bauernhof bei Passau. Meine Ausbildung habe ich an der Hebammenschule in Regensburg gemacht, später kam noch ein Bachelor in Hebammenwissenschaft an der Hochschule Fulda dazu. Von 2008 bis 2015 war ich im Kreißsaal der Uniklinik Würzburg angestellt. Seit 2016 lebe ich mit meinem Mann und unseren drei Hühnern in einem alten Fachwerkhaus am Stadtrand von Freiburg. In meiner Freizeit spiele ich Posaune in einer Blaskapelle und gehe im Schwarzwald wandern. Außerdem spreche ich fließend Türkisch, was mir bei der Arbeit oft hilft.

Das Freiburger Münster wurde über mehr als 300 Jahre hinweg gebaut; sein Turm ist 116 Meter hoch.

Die Schwarzwälder Kirschtorte besteht aus Schokoladenbiskuit, Sahne, Sauerkirschen und einem guten Schuss Kirschwasser.`,
    questions: [
      ['Was macht Katrin beruflich?', 'Hebamme'],
      ['Wo ist sie angestellt?', 'Geburtshaus'],
      ['Wo wohnt sie?', 'Freiburg'],
      ['Woher kommt sie ursprünglich?', 'Passau'],
      ['Wann hat sie in Würzburg gearbeitet?', '2008'],
      ['Seit wann ist sie in Freiburg?', '2016'],
      ['Hat sie Haustiere?', 'Hühner'],
      ['Hobbys?', 'Posaune'],
      ['Welche Sprachen kann sie?', 'Türkisch'],
      ['Wie hoch ist der Turm vom Münster?', '116 Meter'],
    ],
    unanswerable: ['Wie alt ist Katrin?', 'Hat Katrin Kinder?'],
  },
  {
    language: 'de',
    text: `Florian Brandstätter ist Tischlermeister und führt eine kleine Werkstatt in Graz, in der er vor allem Möbel aus Eichen- und Nussholz baut. Gelernt hat er das Handwerk in Innsbruck, danach ging er für zwei Jahre auf Wanderschaft durch Frankreich und Norwegen. Zwischen 2005 und 2012 war er bei einem Bootsbauer am Wolfgangsee beschäftigt. Die Meisterprüfung legte er 2013 ab, ein Jahr später machte er sich selbstständig. Er lebt mit seiner Frau Sabine und einem Berner Sennenhund namens Bruno in einem Dorf südlich der Stadt. Wenn er nicht in der Werkstatt steht, klettert er gern in den Dolomiten. Norwegisch spricht er seit seiner Wanderschaft recht gut.

Der Grazer Uhrturm steht auf dem Schloßberg und ist seit Jahrhunderten das Wahrzeichen der Stadt. Die Zeiger seiner Uhr sind vertauscht: Der große Zeiger zeigt die Stunden an.

Kürbiskernöl ist eine steirische Spezialität; für einen Liter braucht man die Kerne von etwa 35 Kürbissen.`,
    questions: [
      ['Was ist Florian von Beruf?', 'Tischler'],
      ['Wo hat er seine Werkstatt?', 'Graz'],
      ['Wo hat er seine Lehre gemacht?', 'Innsbruck'],
      ['Wie lange war er auf Wanderschaft?', 'zwei Jahre'],
      ['Wo hat er vorher gearbeitet?', 'Bootsbauer'],
      ['Wann wurde er Meister?', '2013'],
      ['Ist er verheiratet?', 'Sabine'],
      ['Wie heißt sein Hund?', 'Bruno'],
      ['Was macht er gern in seiner Freizeit?', 'Dolomiten'],
      ['Wie viele Kürbisse braucht man für einen Liter Öl?', '35'],
    ],
    unanswerable: ['Wie alt ist Florian?', 'Hat Florian Kinder?'],
  },
  {
    language: 'es',
    text: `Me llamo Andrés Villalobos y soy sommelier en un restaurante de cocina oaxaqueña en la Ciudad de México. Nací en Ensenada, Baja California, donde mi familia todavía cultiva uvas en el Valle de Guadalupe. Estudié enología en la Universidad Autónoma de Querétaro y luego hice una maestría en Burdeos. Entre 2010 y 2014 trabajé como mesero en un hotel de Cancún, y ahí empezó mi interés por el vino. Desde hace seis años vivo en la colonia Roma con mi pareja, Julián, y nuestro perro salchicha, Chispas. Los fines de semana juego fútbol en una liga amateur y, cuando puedo, cocino mole para mis amigos. Hablo inglés y francés, y me defiendo en italiano.

El Palacio de Bellas Artes, en el centro de la Ciudad de México, se inauguró en 1934 y su fachada es de mármol blanco de Carrara.

El mezcal se elabora con el corazón del agave, que se cuece durante varios días en hornos de tierra antes de fermentarse y destilarse.`,
    questions: [
      ['¿A qué se dedica Andrés?', 'sommelier'],
      ['¿Dónde trabaja?', 'restaurante'],
      ['¿De dónde es?', 'Ensenada'],
      ['¿Qué estudió?', 'enología'],
      ['¿Dónde hizo el máster?', 'Burdeos'],
      ['¿En qué trabajaba antes?', 'mesero'],
      ['¿Cuánto tiempo lleva en la colonia Roma?', 'seis años'],
      ['¿Cómo se llama su perrito?', 'Chispas'],
      ['¿Qué idiomas habla?', 'francés'],
      ['¿Cuándo abrió el Palacio de Bellas Artes?', '1934'],
    ],
    unanswerable: ['¿Cuántos años tiene Andrés?', '¿Cuánto gana al mes?'],
  },
  {
    language: 'es',
    text: `Marta Iribarren es guía de montaña y trabaja para una empresa de turismo activo con sede en Jaca, en el Pirineo aragonés. Se crio en Pamplona y se licenció en Geografía por la Universidad de Zaragoza en 2006. Antes de dedicarse a la montaña, pasó cinco años como profesora de secundaria en un instituto de Huesca. En 2012 se sacó el título de técnica deportiva en alta montaña y desde entonces guía grupos por el Aneto y Ordesa. Vive en una casa de piedra en un pueblo del valle de Tena junto a su hijo, Iker, y dos gatas. En invierno practica el esquí de travesía y, en verano, la escalada. Además, habla euskera desde niña.

La catedral de Jaca, construida a finales del siglo XI, es una de las primeras catedrales románicas de España.

Las migas son un plato humilde de pastores hecho con pan duro, ajo y aceite de oliva, que a menudo se acompaña con uvas o chorizo.`,
    questions: [
      ['¿En qué trabaja Marta?', 'guía de montaña'],
      ['¿Para qué empresa trabaja?', 'turismo activo'],
      ['¿Dónde vive?', 'valle de Tena'],
      ['¿Dónde creció?', 'Pamplona'],
      ['¿Qué carrera hizo?', 'Geografía'],
      ['¿Cuántos años dio clase?', 'cinco años'],
      ['¿Cuándo consiguió el título de técnica deportiva?', '2012'],
      ['¿Tiene hijos?', 'Iker'],
      ['¿Habla algún idioma además del castellano?', 'euskera'],
      ['¿De qué siglo es la catedral de Jaca?', 'XI'],
    ],
    unanswerable: ['¿Está casada Marta?', '¿Qué edad tiene Marta?'],
  },
  {
    language: 'fr',
    text: `Je m'appelle Thibault Lemoine et je suis apiculteur professionnel dans la Drôme, à une heure au sud de Lyon. J'ai grandi à Lille, puis j'ai fait des études de biologie à l'Université de Montpellier. Pendant huit ans, de 2007 à 2015, j'ai été technicien dans un laboratoire agronomique à Avignon, avant de tout quitter pour m'occuper de mes propres ruches. Aujourd'hui, je gère environ 240 ruches et je vends mon miel de lavande sur les marchés de Valence. J'habite une vieille ferme à Dieulefit avec ma compagne, Élodie, et notre chienne, une border collie qui s'appelle Pépite. Quand j'ai du temps libre, je joue de l'accordéon dans un petit groupe de musique folk. Je parle aussi l'espagnol couramment, grâce à une année d'échange à Séville.

La Drôme compte plusieurs villages perchés, comme Mirmande, classé parmi les plus beaux villages de France.

La tarte au sucre est une spécialité du Nord : une pâte briochée garnie de sucre vergeoise et de beurre.`,
    questions: [
      ['Il fait quoi dans la vie, Thibault ?', 'apiculteur'],
      ['Il vit où ?', 'Dieulefit'],
      ["D'où vient-il ?", 'Lille'],
      ["Qu'est-ce qu'il a étudié ?", 'biologie'],
      ['Combien de temps a-t-il travaillé au labo ?', 'huit ans'],
      ['Il a combien de ruches ?', '240'],
      ["Où est-ce qu'il vend son miel ?", 'Valence'],
      ["Comment s'appelle son chien ?", 'Pépite'],
      ["Il joue d'un instrument ?", 'accordéon'],
      ['De quelle région vient la tarte au sucre ?', 'Nord'],
    ],
    unanswerable: ['Quel âge a Thibault ?', 'Combien gagne-t-il par an ?'],
  },
  {
    language: 'fr',
    text: `Nathalie Gagnon est traductrice juridique à Montréal, où elle travaille pour un cabinet d'avocats du Vieux-Montréal. Originaire de Chicoutimi, elle a fait son baccalauréat en traduction à l'Université Laval, à Québec, puis une maîtrise à l'Université d'Ottawa. Elle a d'abord été interprète au Parlement fédéral, de 2004 à 2011. Depuis, elle traduit surtout des contrats de l'anglais vers le français. Elle habite le Plateau-Mont-Royal avec son mari, Karim, et leurs deux garçons. L'hiver, elle fait du patin sur le canal de Lachine ; l'été, elle cultive des tomates dans un jardin communautaire. En plus du français et de l'anglais, elle se débrouille en portugais.

Le fjord du Saguenay, près de Chicoutimi, s'étend sur une centaine de kilomètres ; on peut y observer des bélugas.

La poutine est née dans les campagnes du Québec à la fin des années 1950 : des frites, du fromage en grains et une sauce brune.`,
    questions: [
      ['Quel est son métier ?', 'traductrice'],
      ['Elle bosse où ?', "cabinet d'avocats"],
      ["Elle est de quelle ville à l'origine ?", 'Chicoutimi'],
      ['Où a-t-elle fait sa maîtrise ?', 'Ottawa'],
      ["Qu'est-ce qu'elle faisait avant ?", 'interprète'],
      ['Quand a-t-elle travaillé au Parlement ?', '2004'],
      ['Dans quel quartier vit-elle ?', 'Plateau-Mont-Royal'],
      ['Que fait-elle en hiver ?', 'patin'],
      ['Elle parle quelles langues ?', 'portugais'],
      ["Qu'est-ce qu'on peut voir dans le fjord du Saguenay ?", 'bélugas'],
    ],
    unanswerable: ['Quel âge a Nathalie ?', 'Nathalie a-t-elle un animal de compagnie ?'],
  },
  {
    language: 'ru',
    text: `Меня зовут Дмитрий Орлов, я капитан речного теплохода и вожу туристов по Волге. Родился и вырос в Ярославле, а сейчас живу в Нижнем Новгороде, в старом доме недалеко от Стрелки. Окончил Волжский государственный университет водного транспорта по специальности «судовождение». Потом шесть лет ходил штурманом на сухогрузах по Каспию, а в 2014 году перешёл в пассажирскую компанию. Навигация длится с мая по октябрь, так что зимой у меня много свободного времени: я реставрирую старые мотоциклы и играю в хоккей с мячом за любительскую команду. Дома меня ждут жена Ольга, дочка Варя и кот Тимофей. Неплохо говорю по-немецки — учил его в школе и на курсах.

Нижегородский кремль был построен в начале XVI века; длина его стен — более двух километров.

Борщ — суп на основе свёклы, который готовят с капустой, картофелем и мясом и подают со сметаной.`,
    questions: [
      ['Кем работает Дмитрий?', 'капитан'],
      ['Где он живёт?', 'Новгород'],
      ['Откуда он родом?', 'Ярославл'],
      ['Где он учился?', 'водного транспорта'],
      ['Сколько лет он был штурманом?', 'шесть лет'],
      ['Когда он начал возить пассажиров?', '2014'],
      ['Чем он занимается зимой?', 'мотоцикл'],
      ['Как зовут его жену?', 'Ольга'],
      ['Есть ли у него домашние животные?', 'Тимофей'],
      ['Когда построили Нижегородский кремль?', 'XVI'],
    ],
    unanswerable: ['Сколько лет Дмитрию?', 'Сколько он зарабатывает?'],
  },
  {
    language: 'ru',
    text: `Екатерина Белова — агроном, она трудится в крупном тепличном хозяйстве под Краснодаром, где выращивают огурцы и томаты. Екатерина окончила Кубанский государственный аграрный университет в 2009 году. До этого она думала стать учителем и даже два года проучилась на филфаке в Ростове-на-Дону. Первые пять лет после университета Катя работала в семеноводческой компании в Ставрополе. В Краснодар она вернулась в 2015 году и поселилась в доме с садом на окраине города вместе с двумя собаками. Свободное время она отдаёт гончарному делу и по выходным продаёт свои кружки на ярмарке. Кроме того, Екатерина свободно говорит по-испански: в юности она полгода жила в Аргентине.

Кубань — один из главных сельскохозяйственных регионов России; здесь выращивают пшеницу, подсолнечник и рис.

Пельмени пришли в русскую кухню с Урала и из Сибири; зимой их лепили сотнями и хранили замороженными прямо на морозе.`,
    questions: [
      ['Кто она по профессии?', 'агроном'],
      ['Где работает Екатерина?', 'теплич'],
      ['Какой вуз она закончила?', 'аграрный'],
      ['В каком году она получила диплом?', '2009'],
      ['Где она работала раньше?', 'Ставропол'],
      ['Сколько лет Катя проработала в Ставрополе?', 'пять лет'],
      ['Где она сейчас живёт?', 'Краснодар'],
      ['Есть ли у Екатерины питомцы?', 'собак'],
      ['Какое у неё хобби?', 'гончар'],
      ['Откуда пельмени пришли в русскую кухню?', 'Урал'],
    ],
    unanswerable: ['Екатерина замужем?', 'Сколько Екатерине лет?'],
  },
  {
    language: 'ar',
    text: `اسمي يوسف الخطيب، وأعمل مرشدا سياحيا في مدينة البتراء جنوب الأردن. ولدت في مدينة إربد، ودرست التاريخ والآثار في جامعة اليرموك، وتخرجت عام 2008. بعد التخرج عملت أربع سنوات موظفا في فندق على شاطئ العقبة، ثم انتقلت إلى الإرشاد السياحي سنة 2013. أسكن اليوم في وادي موسى مع زوجتي وابنتينا. في أوقات الفراغ أحب ركوب الخيل في صحراء وادي رم، وأعزف على العود أحيانا مع أصدقائي. أتحدث الإنجليزية والإيطالية بطلاقة، لأن كثيرا من زوّاري يأتون من إيطاليا.

البحر الميت هو أخفض نقطة على سطح اليابسة، إذ يقع على عمق نحو 430 مترا تحت مستوى سطح البحر، وملوحته عالية جدا لدرجة أن الإنسان يطفو فوقه بسهولة.

المنسف هو الطبق الوطني في الأردن، ويُحضَّر من لحم الضأن المطبوخ في الجميد، ويُقدَّم فوق الأرز وخبز الشراك.`,
    questions: [
      ['ما هي مهنة يوسف؟', 'مرشد'],
      ['أين يعمل؟', 'البتراء'],
      ['من أين هو؟', 'إربد'],
      ['ماذا درس في الجامعة؟', 'التاريخ'],
      ['في أي سنة أنهى دراسته؟', '2008'],
      ['كم سنة اشتغل في الفندق؟', 'أربع سنوات'],
      ['أين يقيم يوسف؟', 'وادي موسى'],
      ['هل عنده أولاد؟', 'ابنت'],
      ['ما هي هواياته؟', 'الخيل'],
      ['كم يبلغ عمق البحر الميت تحت مستوى سطح البحر؟', '430'],
    ],
    unanswerable: ['كم عمر يوسف؟', 'ما اسم زوجة يوسف؟'],
  },
  {
    language: 'ar',
    text: `سلمى بنعلي صحفية مغربية، تشتغل محررة في القسم الثقافي لجريدة يومية بالرباط. نشأت في مدينة فاس، ثم درست الأدب الفرنسي في جامعة محمد الخامس، وحصلت بعد ذلك على شهادة في الصحافة من معهد في ليون بفرنسا. بين عامي 2009 و2016 كانت مراسلة لإذاعة محلية في طنجة. تقيم حاليا في حي أكدال بالرباط مع قطتها ياسمينة. تحب سلمى الخط العربي، وتقضي عطلات نهاية الأسبوع في تعلم الخط المغربي على يد أستاذ مسن. كما تتقن الأمازيغية التي تعلمتها من جدتها.

شُيّد مسجد الحسن الثاني في الدار البيضاء على حافة المحيط الأطلسي، وتبلغ مئذنته نحو 210 أمتار، وهي من أعلى المآذن في العالم.

الكسكس طبق من سميد القمح يُطهى على البخار، ويُقدَّم عادة يوم الجمعة مع اللحم والخضر.`,
    questions: [
      ['ماذا تعمل سلمى؟', 'صحفية'],
      ['لمن تعمل؟', 'جريدة'],
      ['أين تسكن؟', 'أكدال'],
      ['أين كبرت سلمى؟', 'فاس'],
      ['ما تخصصها الجامعي؟', 'الأدب الفرنسي'],
      ['أين درست الصحافة؟', 'ليون'],
      ['متى بدأت العمل مع الإذاعة؟', '2009'],
      ['ما اسم قطتها؟', 'ياسمينة'],
      ['ما هوايتها؟', 'الخط'],
      ['كم يبلغ ارتفاع مئذنة مسجد الحسن الثاني؟', '210'],
    ],
    unanswerable: ['هل سلمى متزوجة؟', 'كم راتب سلمى؟'],
  },
];
