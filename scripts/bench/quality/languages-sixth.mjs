// A sixth multilingual set for `npm run bench:quality`: two personal bots per language (en, zh, ja, ko, de, es, fr,
// ru, ar) — a bio of one invented person written natively in that language (first person for the first bot of each
// language, third person for the second) followed by one or two unrelated short paragraphs, written for this benchmark
// (no outside text) — with questions a visitor would type in that language, the words the answer must hold, and
// questions the text cannot answer. Written blind on 2026-11-27 by a helper who never saw the answerer, its code or its
// output. Same format as languages.mjs. Measured once before any tuning on it, at e0bf394: first bios 72/90 hit and
// 13/18 declined, second bios 70/90 and 13/18. Tuning data since, whole ("languages 6", misses printed): its
// third-person bios too, the kind the held-out halves of the other sets show weakest.

export const LANGUAGE_SIXTH_SETS = [
  {
    language: 'en',
    text: `Hello! I'm Tom Ellery, and I study ice for a living. I'm a glaciologist at the British Antarctic Survey in Cambridge, where I've worked for eleven years, though every other winter I spend about three months on the ice at Rothera Research Station. I'm 39 and originally from Whitby, on the North Yorkshire coast — my dad Alan still runs a fish-and-chip shop near the harbour. I did my degree in geography at Durham, then a PhD in Bristol on meltwater underneath the Greenland ice sheet. Home is a narrow terraced house off Mill Road, which I share with my husband Gareth, a secondary-school chemistry teacher, and our very loud Bengal cat, Pepper. My younger sister Jess is a paramedic in Leeds. I speak decent Norwegian from a year in Tromsø, plus a bit of Spanish. When I'm not staring at radar data, I row with a club on the Cam on Sunday mornings and build ridiculously detailed model railways in the loft.

The Eagle pub on Bene't Street is where, in February 1953, Francis Crick walked in at lunchtime and announced that he and James Watson had found "the secret of life" — the structure of DNA. In the back bar you can still see the names of wartime airmen, scorched into the ceiling with lighters and candle smoke.

For a proper Yorkshire parkin, melt butter, black treacle and golden syrup together, stir in oatmeal, flour and plenty of ground ginger, bake it low and slow, then hide it in a tin for three days — it gets stickier the longer you wait.`,
    questions: [
      ['What do you do for work?', 'glaciologist'],
      ["Where's home?", 'Cambridge'],
      ['Where did you grow up?', 'Whitby'],
      ['How long have you been doing this job?', 'eleven years'],
      ['What did you study?', 'geography'],
      ['Are you married?', 'Gareth'],
      ['Any brothers or sisters?', 'Jess'],
      ['Pets?', 'Pepper'],
      ['What languages do you speak?', 'Norwegian'],
      ['What is the Eagle pub famous for?', 'DNA'],
    ],
    unanswerable: ['How old is your dad?', 'What car do you drive?'],
  },
  {
    language: 'en',
    text: `Marcus Delgado, 47, is a blacksmith who runs a small forge called Anvil & Ash on the edge of Brattleboro, Vermont. He makes hand-forged kitchen knives, fire pokers and garden gates, and he's been working iron for twenty-two years. Before that he spent six years as a line cook in Boston, which is where he got obsessed with good knives in the first place. Marcus was born in San Antonio, Texas, and moved north at nineteen to study history at UMass Amherst — he dropped out in his third year and never regretted it. He lives in a converted dairy barn with his wife Leah, a public defender, and their three kids: Isabel, who's 15, and the twins, Noah and Eli, who are 11. The family also keeps two goats, Biscuit and Gravy, who mostly eat the fence. Marcus speaks Spanish with his mother, Carmen, who still calls from Texas every Sunday. He teaches a beginners' forging class twice a month, and in winter he plays goalie in a pickup hockey league.

Vermont produces more maple syrup than any other US state — roughly half of the country's supply. It takes about forty gallons of sap, boiled down for hours in a sugarhouse, to make a single gallon of syrup.`,
    questions: [
      ['What does Marcus do for a living?', 'blacksmith'],
      ["What's his shop called?", 'Anvil & Ash'],
      ["Where's he based?", 'Brattleboro'],
      ["Where's he originally from?", 'San Antonio'],
      ['How long has he been doing it?', 'twenty-two years'],
      ['What was his job before that?', 'line cook'],
      ['Does he have kids?', 'Isabel'],
      ["Who's his wife?", 'Leah'],
      ['What does he get up to in the winter?', 'hockey'],
      ['How much sap do you need for a gallon of maple syrup?', 'forty gallons'],
    ],
    unanswerable: ['How old is his mother?', "What's Marcus's favourite band?"],
  },
  {
    language: 'zh',
    text: `大家好，我是周敏，今年三十四岁，在上海一家财经媒体做数据新闻记者，干这行快九年了。说白了，就是把一大堆表格和数字变成大家看得懂的图表和故事，比如这几年房租涨了多少、地铁早高峰到底有多挤。我是山东烟台人，本科在南京大学读的统计学，后来又去香港读了一年新闻硕士。

我和老公陈骁住在徐汇区的一个老小区里，离武康路不远。他是小学体育老师，性格比我开朗多了。我们有个五岁的女儿，小名叫豆豆，今年上幼儿园大班。家里还有一只叫“布丁”的柯基，每天早晚都得有人遛它。我弟弟周磊在青岛当海员，一年也见不了几次面。我平时说普通话和英语，也会一点粤语，是在香港那一年学的。周末喜欢带孩子去徐汇滨江骑车，自己偶尔去剧场看场话剧。

武康大楼建于1924年，原名诺曼底公寓，由建筑师邬达克设计，外形像一艘停在街角的大船，现在是上海最热门的拍照打卡地之一。`,
    questions: [
      ['你是做什么工作的？', '数据新闻'],
      ['干这行多久了？', '九年'],
      ['你老家哪里的？', '烟台'],
      ['大学学的啥？', '统计学'],
      ['你住上海哪边？', '徐汇'],
      ['结婚了没？', '陈骁'],
      ['有小孩吗？', '豆豆'],
      ['有兄弟姐妹吗？', '周磊'],
      ['养宠物了吗？', '布丁'],
      ['武康大楼是哪年盖的？', '1924'],
    ],
    unanswerable: ['你老公多大了？', '你最喜欢吃什么？'],
  },
  {
    language: 'zh',
    text: `何家伟是成都一家口腔医院的正畸医生，专门给孩子和大人矫正牙齿，从业已经十五年，经他手戴上牙套的病人超过三千个。他今年四十二岁，出生在重庆万州，从小在长江边长大，后来在四川大学华西口腔医学院读了本科和硕士，毕业后就一直留在了成都。

他住在玉林路附近，和妻子刘倩、儿子何小川一起生活。刘倩开了一家川菜馆，小川在上初二，最近迷上了篮球。何家伟还有一个双胞胎哥哥何家俊，在上海当律师。家里养了两只乌龟，是儿子上小学时捡回来的，一只叫“大圣”，一只叫“八戒”。他会说四川话、普通话和英语，年轻时在德国交流过半年，还会几句德语。周末他喜欢去青城山徒步，晚上就在茶馆里跟老朋友下象棋。

都江堰是战国时期秦国蜀郡太守李冰父子主持修建的水利工程，距今已有两千二百多年，到现在还在灌溉成都平原。`,
    questions: [
      ['他是干什么的？', '正畸'],
      ['他在哪个城市工作？', '成都'],
      ['他老家是哪儿的？', '万州'],
      ['他多大岁数了？', '四十二'],
      ['干这行多少年了？', '十五年'],
      ['他在哪儿上的大学？', '华西'],
      ['他老婆叫啥？', '刘倩'],
      ['他有兄弟姐妹吗？', '何家俊'],
      ['他家养了什么宠物？', '乌龟'],
      ['都江堰是谁修的？', '李冰'],
    ],
    unanswerable: ['他开什么车？', '他一个月挣多少钱？'],
  },
  {
    language: 'ja',
    text: `はじめまして、北村葵です。小樽の堺町通りにある小さな工房で、吹きガラスの職人をしています。この仕事を始めて、もう十二年になります。生まれは青森の弘前で、実家はりんご農家。東京の美大で工芸を学んでいたときに初めて溶けたガラスに触れて、すっかり夢中になってしまいました。

今は三十五歳です。夫の拓海は地元の高校で英語を教えていて、四歳の息子の湊と三人で、港の見える古い一軒家に住んでいます。それから、保護犬の柴犬「こむぎ」も大事な家族です。兄が一人いて、弘前で実家のりんご園を継いでいます。工房ではグラスや一輪挿しを作っていて、一年に作る作品はだいたい二千個くらい。英語は少し話せますし、二年間チェコで修行していたので、チェコ語も日常会話くらいなら大丈夫です。休みの日は家族でスキーに行ったり、天狗山に登って夜景を眺めたりしています。

小樽運河は1923年に完成しました。かつては沖に停まった船から荷物を倉庫へ運ぶために使われていましたが、今では石造りの倉庫とガス灯が並ぶ散歩道として人気があります。`,
    questions: [
      ['お仕事は何ですか？', 'ガラス'],
      ['どこで働いてるの？', '小樽'],
      ['出身はどこ？', '弘前'],
      ['何歳ですか？', '三十五'],
      ['その仕事、何年くらいやってるの？', '十二年'],
      ['大学では何を勉強したんですか？', '工芸'],
      ['結婚してる？', '拓海'],
      ['お子さんはいますか？', '湊'],
      ['ペット飼ってる？', 'こむぎ'],
      ['小樽運河っていつできたの？', '1923'],
    ],
    unanswerable: ['お兄さんの名前は？', '好きな食べ物は何ですか？'],
  },
  {
    language: 'ja',
    text: `松田健一さんは、福岡市中央区の大濠公園の近くで「まつだ歯科クリニック」を開いている歯科医師です。開業して今年で十年、勤務医の時代も含めると、歯医者になって二十年になります。四十六歳で、生まれも育ちも長崎県の佐世保。九州大学の歯学部を卒業しました。

奥さんの真理子さんは同じクリニックで歯科衛生士として働いていて、中学生の娘さんが二人います。上の子が美咲ちゃん、下の子が遥ちゃんです。家ではインコを三羽飼っていて、朝はとてもにぎやかだそうです。妹さんは大阪でパン屋をやっています。韓国からの患者さんも多いので、松田さんは韓国語を独学で勉強中。休みの日の楽しみは、地元の仲間と続けている週末のソフトボールと、夏の博多祇園山笠への参加です。ホークスの大ファンで、シーズン中はよくドームに通っています。

博多の郷土料理「がめ煮」の作り方：鶏肉、ごぼう、れんこん、にんじん、こんにゃく、干ししいたけを油で炒め、だし、しょうゆ、砂糖、みりんで汁気がなくなるまで煮込みます。お正月には欠かせない一品です。`,
    questions: [
      ['松田さんの仕事は？', '歯科'],
      ['クリニックはどのへんにあるの？', '大濠'],
      ['出身はどこですか？', '佐世保'],
      ['何歳？', '四十六'],
      ['歯医者になって何年？', '二十年'],
      ['どこの大学を出たの？', '九州大学'],
      ['子どもはいますか？', '美咲'],
      ['ペットは飼ってますか？', 'インコ'],
      ['週末は何してるの？', 'ソフトボール'],
      ['がめ煮には何が入ってる？', 'ごぼう'],
    ],
    unanswerable: ['妹さんの名前は？', '松田さんはどんな車に乗ってるの？'],
  },
  {
    language: 'ko',
    text: `안녕하세요, 저는 부산에서 라디오 DJ로 일하는 한지민입니다. 부산 지역 방송국에서 매일 밤 10시에 심야 음악 프로그램을 진행한 지 벌써 8년째예요. 나이는 서른일곱이고, 고향은 전라남도 목포예요. 대학에서는 국어국문학을 전공했고, 졸업하고 나서 교통방송 리포터로 방송 일을 처음 시작했어요.

지금은 해운대 근처 우동에 살고 있어요. 남편 박성호는 해양대학교에서 선박공학을 가르치는 교수고, 일곱 살 된 아들 도윤이가 있어요. 고양이도 두 마리 키우는데, 이름은 호떡이랑 어묵이에요. 언니가 한 명 있는데 서울에서 웹툰 작가로 일해요. 영어는 어느 정도 하고, 요즘은 일본어를 배우고 있어요. 쉬는 날에는 광안리에서 패들보드를 타거나 사직구장에 야구 보러 가요. 물론 롯데 팬이에요!

감천문화마을은 한국전쟁 때 피란민들이 산비탈에 모여 살면서 생긴 마을이에요. 계단처럼 층층이 늘어선 알록달록한 집들 때문에 '한국의 마추픽추'라고도 불려요.`,
    questions: [
      ['무슨 일 하세요?', '라디오'],
      ['어디 사세요?', '해운대'],
      ['고향이 어디예요?', '목포'],
      ['몇 살이에요?', '서른일곱'],
      ['이 일 한 지 얼마나 됐어요?', '8년'],
      ['대학에서 뭐 전공했어요?', '국어국문학'],
      ['결혼하셨어요?', '박성호'],
      ['애는 있어요?', '도윤'],
      ['반려동물 키워요?', '호떡'],
      ['감천문화마을은 어떻게 생긴 거예요?', '피란민'],
    ],
    unanswerable: ['언니 이름이 뭐예요?', '제일 좋아하는 음식이 뭐예요?'],
  },
  {
    language: 'ko',
    text: `오태준 씨는 전라남도 여수의 한 아쿠아리움에서 일하는 사육사다. 주로 벨루가와 바다표범을 돌보며, 이 일을 한 지 올해로 13년이 됐다. 그는 마흔한 살로, 강원도 강릉에서 태어나 바닷가에서 자랐다. 제주대학교에서 해양생물학을 공부했고, 대학 시절에 스쿠버다이빙 강사 자격증도 땄다.

아내 김소연 씨는 여수 시내에서 작은 꽃집을 운영하고, 둘 사이에는 열 살 딸 하은이와 여섯 살 아들 시우가 있다. 집에서는 진돗개 '누룽지'를 키운다. 남동생 오태민은 인천공항 세관에서 근무한다. 태준 씨는 영어를 꽤 잘하는 편이고, 중국인 관람객이 많아서 중국어도 조금 배웠다. 주말이면 가족과 함께 돌산 쪽으로 낚시를 가거나, 혼자 동네 풋살 팀에서 공을 찬다.

여수 돌산갓김치는 잎이 부드럽고 톡 쏘는 맛이 특징이다. 갓을 소금에 절인 뒤 멸치젓, 고춧가루, 다진 마늘, 생강으로 만든 양념에 버무려 며칠 익혀 먹는다.`,
    questions: [
      ['오태준 씨 직업이 뭐예요?', '사육사'],
      ['어디서 일해요?', '여수'],
      ['어디 출신이에요?', '강릉'],
      ['나이가 어떻게 돼요?', '마흔한'],
      ['그 일 얼마나 했대요?', '13년'],
      ['대학에서 뭘 공부했어요?', '해양생물학'],
      ['부인은 뭐 하시는 분이에요?', '꽃집'],
      ['애들 있어요?', '하은'],
      ['형제는 있어요?', '오태민'],
      ['갓김치 양념에 뭐가 들어가요?', '멸치젓'],
    ],
    unanswerable: ['오태준 씨 차는 뭐예요?', '부모님은 뭐 하세요?'],
  },
  {
    language: 'de',
    text: `Hallo, ich bin Katrin Böhme, 52, und arbeite seit neunzehn Jahren als Archivarin im Stadtarchiv Leipzig. Klingt staubig, ist es manchmal auch – aber wenn ich einen Brief von 1813 in der Hand halte, bekomme ich immer noch Gänsehaut. Aufgewachsen bin ich in Görlitz, ganz im Osten an der Neiße. Studiert habe ich Geschichte und Slawistik in Jena, danach kam noch die Ausbildung an der Archivschule in Marburg.

Ich wohne mit meinem Mann Uwe, der als Tontechniker am Gewandhaus arbeitet, in einer Altbauwohnung in Plagwitz, direkt am Karl-Heine-Kanal. Unsere Tochter Lene studiert Medizin in Dresden, unser Sohn Jonas macht gerade eine Lehre als Elektriker. Mein älterer Bruder Frank lebt mit seiner Familie in Hamburg. Zu uns gehört außerdem Kater Brahms, ein grauer Kartäuser, der am liebsten auf alten Akten schläft. Neben Deutsch spreche ich ziemlich gut Polnisch und Tschechisch, Englisch sowieso. Am Wochenende paddle ich mit dem Kajak über die Leipziger Kanäle oder singe in einem Laienchor.

Das Völkerschlachtdenkmal im Südosten Leipzigs wurde 1913 eingeweiht, genau hundert Jahre nach der Schlacht gegen Napoleon. Es ist 91 Meter hoch, und wer die Treppen bis zur obersten Plattform schafft, hat einen weiten Blick über die ganze Stadt.`,
    questions: [
      ['Was machst du beruflich?', 'Archivarin'],
      ['Wo arbeitest du genau?', 'Stadtarchiv'],
      ['Wo kommst du ursprünglich her?', 'Görlitz'],
      ['Wie alt bist du?', '52'],
      ['Wie lange machst du das schon?', 'neunzehn'],
      ['Was hast du studiert?', 'Geschichte'],
      ['In welchem Viertel wohnst du?', 'Plagwitz'],
      ['Hast du Kinder?', 'Lene'],
      ['Haustiere?', 'Brahms'],
      ['Wann wurde das Völkerschlachtdenkmal eingeweiht?', '1913'],
    ],
    unanswerable: ['Wie alt ist dein Bruder?', 'Was ist dein Lieblingsessen?'],
  },
  {
    language: 'de',
    text: `Sebastian „Basti“ Rieger ist Hufschmied im Allgäu und fährt mit seiner mobilen Schmiede von Hof zu Hof – an manchen Tagen beschlägt er bis zu zwölf Pferde. Der 38-Jährige macht das seit 2009. Vorher hat er eine Lehre als Metallbauer gemacht und danach drei Jahre bei einem Hufschmied in Tirol gelernt. Geboren und aufgewachsen ist er in Kempten, heute wohnt er in einem alten Bauernhaus in Oy-Mittelberg.

Basti ist mit Mira verheiratet, die als Physiotherapeutin in Füssen arbeitet. Die beiden haben einen dreijährigen Sohn, Anton, und erwarten im Frühjahr ihr zweites Kind. Außerdem leben bei ihnen zwei Norwegerponys, Fanny und Flocke, und ein Border Collie namens Lump. Basti hat zwei ältere Schwestern, Andrea und Steffi. Er spricht Deutsch, Englisch und ganz ordentlich Italienisch, weil er jeden Sommer ein paar Wochen in Südtirol aushilft. In seiner Freizeit spielt er Tuba in der Blaskapelle seines Dorfes, und im Winter geht er Skitouren.

Allgäuer Kässpatzen: Spätzleteig aus Mehl, Eiern, Wasser und Salz direkt ins kochende Wasser schaben, die Spatzen abwechselnd mit geriebenem Bergkäse in eine Schüssel schichten und zum Schluss mit reichlich Röstzwiebeln bedecken.`,
    questions: [
      ['Was macht Basti beruflich?', 'Hufschmied'],
      ['Wo wohnt er?', 'Oy-Mittelberg'],
      ['Wo ist er groß geworden?', 'Kempten'],
      ['Seit wann macht er das?', '2009'],
      ['Was hat er gelernt?', 'Metallbauer'],
      ['Ist er verheiratet?', 'Mira'],
      ['Hat er Geschwister?', 'Andrea'],
      ['Was für Tiere hat er?', 'Ponys'],
      ['Was macht er in seiner Freizeit?', 'Tuba'],
      ['Was kommt in Kässpatzen rein?', 'Bergkäse'],
    ],
    unanswerable: ['Wie alt sind seine Schwestern?', 'Wie viel verdient Basti im Monat?'],
  },
  {
    language: 'es',
    text: `¡Hola! Soy Iker Etxeberria, tengo 31 años y soy monitor de surf en la playa de la Zurriola, en Donostia. Llevo diez años dando clases: primero en una escuela pequeña y, desde 2021, en la mía propia, Olatu Surf Eskola, donde cada verano pasan por el agua unos 600 alumnos. Nací en Bermeo, un pueblo pesquero de Bizkaia, y de niño me pasaba el día en el puerto con mi abuelo Joxe. Estudié Ciencias de la Actividad Física y del Deporte en Vitoria.

Vivo en el barrio de Gros, a dos calles de la playa, con mi pareja, Ainhoa, que es ingeniera en una empresa de energía eólica. Todavía no tenemos hijos, pero sí una perra, Txuri, que se sube a la tabla conmigo los días de mar tranquilo. Tengo dos hermanos mayores, Mikel y Jon; los dos siguen viviendo en Bermeo. Hablo euskera, castellano e inglés, y me defiendo en francés porque en invierno trabajo unas semanas en Hossegor. Cuando no hay olas, hago escalada o cocino para los amigos en la sociedad gastronómica.

Bacalao al pil pil: se confitan los lomos de bacalao desalado en aceite de oliva con ajo y guindilla a fuego muy suave, y luego se mueve la cazuela en círculos hasta que la gelatina del pescado liga el aceite en una salsa espesa.`,
    questions: [
      ['¿A qué te dedicas?', 'surf'],
      ['¿Dónde vives?', 'Gros'],
      ['¿De dónde eres?', 'Bermeo'],
      ['¿Cuántos años tienes?', '31'],
      ['¿Cuánto tiempo llevas dando clases?', 'diez años'],
      ['¿Qué estudiaste?', 'Actividad Física'],
      ['¿Tienes pareja?', 'Ainhoa'],
      ['¿Tienes hermanos?', 'Mikel'],
      ['¿Tienes mascota?', 'Txuri'],
      ['¿Qué lleva el bacalao al pil pil?', 'guindilla'],
    ],
    unanswerable: ['¿Cuántos años tiene Ainhoa?', '¿Cuánto cobras por una clase?'],
  },
  {
    language: 'es',
    text: `Guadalupe «Lupita» Ramírez Soto tiene 49 años y maneja un taxi en la Ciudad de México desde hace diecisiete años. Trabaja de noche, casi siempre entre el aeropuerto y la colonia Roma, y presume de conocer más de mil calles sin necesidad de GPS. Nació en Oaxaca, en el barrio de Jalatlaco, y llegó a la capital a los veinte para estudiar contabilidad en la UNAM, aunque dejó la carrera cuando nació su primer hijo.

Vive en Coyoacán con su esposo, Arturo, que es mecánico y le arregla el coche gratis, y con su hija menor, Fernanda, que estudia odontología. Su hijo mayor, Diego, ya se casó y vive en Monterrey. En la azotea tienen un perico llamado Don Chepe que silba el himno nacional. Lupita tiene cinco hermanas, todas en Oaxaca. Habla español y algo de zapoteco, que aprendió de su abuela. Los domingos juega frontón en el deportivo del barrio y los jueves canta en el coro de la parroquia.

La Casa Azul de Coyoacán, donde nació y murió Frida Kahlo, se convirtió en museo en 1958. Todavía conserva su estudio, sus pinceles y la cama desde la que pintó en sus últimos años.`,
    questions: [
      ['¿En qué trabaja Lupita?', 'taxi'],
      ['¿De dónde es?', 'Oaxaca'],
      ['¿Dónde vive?', 'Coyoacán'],
      ['¿Cuántos años tiene?', '49'],
      ['¿Cuánto tiempo lleva manejando?', 'diecisiete'],
      ['¿Qué estudió?', 'contabilidad'],
      ['¿Está casada?', 'Arturo'],
      ['¿Tiene hijos?', 'Diego'],
      ['¿Tiene mascotas?', 'Chepe'],
      ['¿Desde cuándo es museo la Casa Azul?', '1958'],
    ],
    unanswerable: ['¿Cómo se llaman sus hermanas?', '¿Cuántos años tiene Arturo?'],
  },
  {
    language: 'fr',
    text: `Bonjour ! Moi, c'est Mathilde Garnier, j'ai 43 ans et je suis marionnettiste. Depuis quinze ans, je fabrique et j'anime des marionnettes à gaine pour ma petite compagnie, le Théâtre du Fil Rouge, installée dans une ancienne imprimerie de la Croix-Rousse, à Lyon. On joue environ 120 représentations par an, surtout pour les écoles. Je suis née à Quimper, en Bretagne, et j'ai fait les Beaux-Arts à Rennes avant de suivre la formation de l'École nationale supérieure des arts de la marionnette, à Charleville-Mézières.

Je vis avec mon compagnon, Karim, qui est ingénieur du son et qui m'accompagne en tournée, et nos jumeaux, Léon et Suzanne, qui ont neuf ans. On a aussi un lapin nain, Biscotte, qui a le droit de se balader dans tout l'atelier. Mon grand frère, Yann, est resté en Bretagne : il est pêcheur à Douarnenez. Je parle anglais et un peu italien, appris pendant une longue tournée à Turin. Le dimanche, je fais du vélo le long de la Saône ou je chine dans les brocantes.

Guignol est né à Lyon vers 1808. Son créateur, Laurent Mourguet, était un ancien ouvrier de la soie devenu arracheur de dents ; il aurait inventé ce canut malicieux pour attirer les clients vers son fauteuil.`,
    questions: [
      ['Tu fais quoi dans la vie ?', 'marionnettiste'],
      ["C'est quoi le nom de ta compagnie ?", 'Fil Rouge'],
      ['Il est où, ton atelier ?', 'Croix-Rousse'],
      ["T'es d'où à la base ?", 'Quimper'],
      ['Ça fait combien de temps que tu fais ça ?', 'quinze ans'],
      ["T'as fait quelles études ?", 'Beaux-Arts'],
      ["T'as des enfants ?", 'Léon'],
      ['Des frères et sœurs ?', 'Yann'],
      ["T'as un animal ?", 'Biscotte'],
      ['Qui a inventé Guignol ?', 'Mourguet'],
    ],
    unanswerable: ['Quel âge a ton frère ?', "C'est quoi ton plat préféré ?"],
  },
  {
    language: 'fr',
    text: `Aminata Diallo-Lefèvre, 36 ans, est sommelière au Comptoir des Chartrons, un restaurant gastronomique du quartier des Chartrons, à Bordeaux. Elle y gère une cave de près de 900 références et conseille les clients depuis six ans ; en tout, elle travaille dans le vin depuis douze ans. Elle a grandi à Dakar, au Sénégal, puis elle est arrivée en France à dix-huit ans pour étudier le droit à Toulouse, avant de changer de voie et de passer un BTS viticulture-œnologie à Blanquefort.

Elle vit à Bègles avec son mari, Thomas, professeur d'histoire au lycée, et leur fille de quatre ans, Awa. Son petit frère, Ousmane, joue au football au Portugal. Chez eux vit aussi une tortue, Pistache, qui a presque trente ans. Aminata parle wolof, français, anglais et espagnol. Le week-end, elle court le long de la Garonne : elle prépare son tout premier marathon, celui du Médoc.

Le miroir d'eau, face à la place de la Bourse, a été inauguré en 2006. Deux centimètres d'eau sur une immense dalle de granit suffisent à refléter les façades du XVIIIe siècle, et toutes les quelques minutes, un brouillard artificiel s'en échappe.

Le canelé, spécialité de la ville, se prépare avec une pâte au lait, au rhum et à la vanille, cuite dans des moules en cuivre jusqu'à ce que la croûte soit bien caramélisée.`,
    questions: [
      ['Elle fait quoi comme métier, Aminata ?', 'sommelière'],
      ['Elle bosse où ?', 'Chartrons'],
      ['Elle habite où ?', 'Bègles'],
      ['Elle a grandi où ?', 'Dakar'],
      ['Elle a quel âge ?', '36'],
      ['Elle est dans le vin depuis combien de temps ?', 'douze ans'],
      ["Qu'est-ce qu'elle a étudié ?", 'droit'],
      ['Elle est mariée ?', 'Thomas'],
      ['Elle a des animaux ?', 'tortue'],
      ["Le miroir d'eau date de quand ?", '2006'],
    ],
    unanswerable: ['Quel âge a son frère ?', 'Combien elle gagne par mois ?'],
  },
  {
    language: 'ru',
    text: `Привет! Меня зовут Андрей Соколов, мне 45 лет, и я работаю коком на атомном ледоколе «Ямал» — то есть кормлю весь экипаж, а это около ста человек. В море я уже двадцать лет, рейсы длятся по четыре месяца, иногда доходим до самого Северного полюса. Сам я из Вологды, там и окончил кулинарный техникум, а потом ещё заочно отучился в Мурманском морском колледже.

Живём мы в Мурманске, на улице Полярные Зори. Жену зовут Ольга, она работает бухгалтером в порту. У нас двое детей: дочь Вика учится в Петербурге на журналиста, а сын Митя ещё школьник, ему двенадцать. Есть кот Боцман, который, кажется, скучает по мне больше всех. Старший брат Сергей живёт в Вологде и держит автосервис. Говорю по-русски и по-английски — на борту часто бывают иностранные туристы. Когда я на берегу, хожу на подлёдную рыбалку и играю на баяне.

Мурманск основали в 1916 году под названием Романов-на-Мурмане. Сегодня это крупнейший в мире город за Северным полярным кругом.

Треска по-поморски: обжарить филе трески, выложить на слой жареного лука, залить сметаной со взбитым яйцом и запекать в духовке минут двадцать.`,
    questions: [
      ['Ты кем работаешь?', 'ледокол'],
      ['Где живёшь?', 'Мурманск'],
      ['Откуда ты родом?', 'Вологд'],
      ['Сколько тебе лет?', '45'],
      ['Давно в море ходишь?', 'двадцать лет'],
      ['Где учился?', 'техникум'],
      ['Жена есть?', 'Ольга'],
      ['Дети есть?', 'Вика'],
      ['А животные дома есть?', 'Боцман'],
      ['Когда основали Мурманск?', '1916'],
    ],
    unanswerable: ['Сколько лет твоей жене?', 'Какая у тебя машина?'],
  },
  {
    language: 'ru',
    text: `Лейла Хабибуллина — флорист, у неё своя цветочная мастерская «Тюльпан и ландыш» в Казани, в старой части города недалеко от улицы Баумана. Ей 29 лет, цветами она занимается уже семь лет и чаще всего собирает свадебные букеты: только за прошлый год — больше трёхсот. Родилась Лейла в Набережных Челнах, училась в Казанском федеральном университете на биолога, а флористике потом научилась на курсах в Москве.

Живёт она в Ново-Савиновском районе с мужем Тимуром, который работает программистом, и трёхлетним сыном Аланом. У Лейлы есть младшая сестра Алсу — по выходным она помогает в мастерской. Дома живут два попугая-неразлучника, Чак и Гек. Лейла свободно говорит по-русски, по-татарски и по-английски. В свободное время рисует акварелью и ходит в бассейн, а летом вся семья ездит на Волгу, в Свияжск.

Башня Сююмбике в Казанском кремле заметно наклонена: её шпиль отклоняется от вертикали почти на два метра. По легенде, с этой башни бросилась казанская царица Сююмбике, не желая выходить замуж за Ивана Грозного.

Эчпочмак — треугольный татарский пирожок с начинкой из рубленой баранины, лука и картофеля.`,
    questions: [
      ['Чем Лейла занимается?', 'флорист'],
      ['В каком городе она работает?', 'Казан'],
      ['Откуда она родом?', 'Челн'],
      ['Сколько ей лет?', '29'],
      ['Сколько лет она этим занимается?', 'семь лет'],
      ['На кого она училась?', 'биолог'],
      ['Она замужем?', 'Тимур'],
      ['Есть братья или сёстры?', 'Алсу'],
      ['Питомцы есть?', 'Чак'],
      ['Насколько наклонена башня Сююмбике?', 'два метра'],
    ],
    unanswerable: ['Как зовут родителей Лейлы?', 'Какое у неё любимое блюдо?'],
  },
  {
    language: 'ar',
    text: `مرحبا، أنا كريم الحداد، عمري 33 سنة، وأعمل مهندس صوت في استوديو تسجيل صغير اسمه «صدى» في جبل اللويبدة بعمان. أعمل في هذا المجال منذ عشر سنوات، سجلت خلالها أكثر من أربعين ألبوما لفرق ومغنين عرب، وأحيانا أشتغل على الصوت في الأفلام الوثائقية. أصلي من مدينة إربد في شمال الأردن، ودرست هندسة الاتصالات في جامعة العلوم والتكنولوجيا، ثم قضيت سنة في برلين أتعلم هندسة الصوت.

أسكن في حي الشميساني مع زوجتي هالة، وهي معلمة رياضيات، وابننا يزن وعمره سنتان. عندي أختان، لينا وسلمى، وكلتاهما تعيشان في دبي. وعندنا في البيت قطة سوداء اسمها زعترة تحب أن تنام فوق مكبرات الصوت. أتكلم العربية والإنجليزية وقليلا من الألمانية من أيام برلين. في عطلة نهاية الأسبوع أعزف العود مع أصحابي، أو نذهب للتخييم في وادي رم.

المدرج الروماني في وسط عمان بني في القرن الثاني الميلادي في عهد الإمبراطور أنطونيوس بيوس، ويتسع لنحو ستة آلاف متفرج، وما زالت تقام فيه حفلات موسيقية حتى اليوم.`,
    questions: [
      ['شو شغلك؟', 'مهندس صوت'],
      ['وين ساكن؟', 'الشميساني'],
      ['من وين أصلك؟', 'إربد'],
      ['كم عمرك؟', '33'],
      ['من متى وأنت في هذا الشغل؟', 'عشر سنوات'],
      ['شو درست بالجامعة؟', 'الاتصالات'],
      ['أنت متزوج؟', 'هالة'],
      ['عندك أولاد؟', 'يزن'],
      ['عندك حيوانات أليفة؟', 'زعترة'],
      ['متى بني المدرج الروماني؟', 'القرن الثاني'],
    ],
    unanswerable: ['كم عمر أختك لينا؟', 'شو أكلتك المفضلة؟'],
  },
  {
    language: 'ar',
    text: `نادية عبد الرحمن عالمة آثار مصرية تعمل مع بعثة تنقيب في البر الغربي بالأقصر، وتقضي أغلب أيامها بين المقابر القديمة في منطقة دير المدينة. عمرها 47 عاما، وقضت في هذا العمل 22 عاما، شاركت خلالها في أكثر من خمس عشرة بعثة مصرية وأجنبية. ولدت نادية في مدينة المنصورة، ودرست الآثار المصرية في جامعة القاهرة، ثم حصلت على الدكتوراه من جامعة ليون في فرنسا.

تعيش اليوم في الأقصر مع زوجها مصطفى، وهو مهندس ري، وابنتيهما فريدة ومريم. لها أخ أكبر اسمه حسام يعمل طبيبا في الإسكندرية. وفي البيت حمار صغير اسمه قمر تستخدمه الأسرة أحيانا للتنقل بين الحقول، وقطتان. تتقن نادية العربية والفرنسية والإنجليزية، وتقرأ الهيروغليفية بسهولة. وفي أوقات فراغها تحب الإبحار بالفلوكة في النيل عند الغروب، وتكتب قصصا للأطفال عن الفراعنة.

بنى الملك أمنحتب الثالث معبد الأقصر، وأضاف إليه رمسيس الثاني فيما بعد، ويربطه بمعبد الكرنك طريق الكباش الذي يبلغ طوله نحو ثلاثة كيلومترات.`,
    questions: [
      ['ما هي وظيفة نادية؟', 'آثار'],
      ['أين تعمل؟', 'الأقصر'],
      ['من أين هي في الأصل؟', 'المنصورة'],
      ['كم عمرها؟', '47'],
      ['منذ متى تعمل في هذا المجال؟', '22'],
      ['أين درست؟', 'القاهرة'],
      ['هل هي متزوجة؟', 'مصطفى'],
      ['هل عندها أولاد؟', 'فريدة'],
      ['هل عندها حيوانات؟', 'قمر'],
      ['من بنى معبد الأقصر؟', 'أمنحتب'],
    ],
    unanswerable: ['كم عمر ابنتها فريدة؟', 'ما هي أكلتها المفضلة؟'],
  },
];
