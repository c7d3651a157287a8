// A fourteenth multilingual set for `npm run bench:quality`: two personal bots each in German, French, Spanish,
// Portuguese, Italian, Russian and Arabic — a first-person and a third-person bio, each followed by unrelated short
// paragraphs, written for this benchmark (no outside text) — with questions a visitor would type in that language, the
// words the answer must hold, and questions the text cannot answer. Written blind on 2026-11-28 by a helper who never
// saw the answerer, its code or its output. Same format as languages.mjs.
// Measured once before any tuning on it, at f970105: 120/140 hit, 20/28 declined. Tuning data since, whole
// ("languages 14", misses printed).

export const LANGUAGE_FOURTEENTH_SETS = [
  {
    language: 'de',
    text: `Servus! Ich bin Florian Dechant, 36 Jahre alt, und von Beruf Schornsteinfeger – ja, mit Zylinder und allem, aber den trage ich nur an Silvester und bei Hochzeiten. Seit 2019 bin ich bevollmächtigter Bezirksschornsteinfeger für einen Kehrbezirk im Osten von Bamberg, das sind ungefähr 1.900 Häuser. Ich kehre Kamine, messe die Abgaswerte von Heizungen und mache die Feuerstättenschau.

Geboren und aufgewachsen bin ich in Coburg. Nach der Mittleren Reife habe ich dort meine dreijährige Lehre gemacht und danach acht Jahre als Geselle bei einem Kehrmeister in Schweinfurt gearbeitet (2008 bis 2016). Die Meisterschule habe ich 2017 in Nürnberg abgeschlossen. Heute wohne ich mit meiner Frau Sabine in Hallstadt, gleich vor den Toren Bambergs. Sabine ist Grundschullehrerin, und wir haben eine Tochter, Ida, die ist vier. Dazu kommt unser Dackel Anton, der jeden Morgen beleidigt ist, wenn ich ohne ihn losfahre.

Eine Kaminkehrung kostet bei mir je nach Aufwand zwischen 35 und 60 Euro, die Gebühren sind gesetzlich geregelt. Erreichbar bin ich werktags von 7 bis 16 Uhr. Außer Deutsch spreche ich Englisch und ein bisschen Tschechisch, weil meine Oma aus Pilsen stammt. In meiner Freizeit spiele ich Posaune im Musikverein und gehe im Winter im Fichtelgebirge langlaufen.

Das Alte Rathaus von Bamberg steht mitten in der Regnitz auf einer künstlichen Insel. Seine heutige barocke Fassade mit den Fresken stammt aus den Jahren 1744 bis 1756.

Das Bamberger Rauchbier wird aus Malz gebraut, das über Buchenholzfeuer gedarrt wird; deshalb schmeckt es ein wenig nach Schinken. Am bekanntesten ist das Rauchbier der Brauerei Schlenkerla.`,
    questions: [
      ['Wie lange hast du den Kehrbezirk schon?', '2019'],
      ['wie alt bist du', '36'],
      ['Wo kommst du eigentlich her?', 'Coburg'],
      ['Und wo wohnst du jetzt?', 'Hallstadt'],
      ['Was hast du vorher gemacht?', 'Geselle'],
      ['Wie heißt deine Frau?', 'Sabine'],
      ['Was kostet bei dir das Kaminkehren?', '35 und 60 Euro'],
      ['Hast du Haustiere?', 'Dackel'],
      ['Welche Sprachen sprichst du', 'Tschechisch'],
      ['Von wann ist die Fassade vom Alten Rathaus?', '1744'],
    ],
    unanswerable: ['Hast du Geschwister?', 'Was für ein Auto fährst du?'],
  },
  {
    language: 'de',
    text: `Porträt: Hebamme mit Herz – Ute Kallweit

Seit 31 Jahren holt Ute Kallweit Kinder auf die Welt, mehr als 2.400 sollen es inzwischen sein; genau mitgezählt hat sie nie. Die 58-Jährige arbeitet als freiberufliche Hebamme in Rostock und betreut Frauen vor und nach der Geburt, vor allem in Lütten Klein und Evershagen. Zweimal in der Woche leitet sie außerdem Rückbildungskurse im Stadtteilzentrum.

Geboren wurde sie in Stralsund, ihre Ausbildung machte sie an der Medizinischen Fachschule in Greifswald. Danach war sie von 1995 bis 2012 im Kreißsaal der Uniklinik Rostock angestellt, seit 2013 ist sie selbstständig. Mit ihrem Mann Holger, einem pensionierten Lotsen, lebt sie in einem Reihenhaus in Warnemünde. Die beiden Söhne sind längst erwachsen: Jonas ist Tischler in Schwerin, Paul studiert in Kiel Meeresbiologie. Haustiere hat sie keine mehr, seit die alte Katze Minka im Frühjahr gestorben ist.

Frau Kallweit spricht neben Deutsch auch Russisch und Englisch. Ein Rückbildungskurs mit zehn Terminen kostet bei ihr 120 Euro, wird aber in der Regel von der Krankenkasse übernommen. Ihre Freizeit verbringt sie am liebsten auf dem Wasser: Mit Holger segelt sie eine alte Jolle namens „Möwe“, und im Winter strickt sie Socken für die halbe Verwandtschaft.

Die astronomische Uhr in der Rostocker Marienkirche wurde 1472 gebaut und läuft bis heute mit ihrem ursprünglichen Uhrwerk.

Der Leuchtturm von Warnemünde ist seit 1898 in Betrieb und 37 Meter hoch. Von seiner Plattform aus sieht man bei klarem Wetter weit über die Ostsee.`,
    questions: [
      ['Wie lange macht sie den Job schon?', '31 Jahren'],
      ['Wie alt ist Frau Kallweit?', '58'],
      ['wo ist sie geboren', 'Stralsund'],
      ['Wo wohnt die?', 'Warnemünde'],
      ['Wo hat sie früher gearbeitet?', 'Uniklinik Rostock'],
      ['Ist sie verheiratet?', 'Holger'],
      ['Was kostet so ein Rückbildungskurs?', '120 Euro'],
      ['Hat sie Tiere?', 'Katze'],
      ['Welche Sprachen kann sie?', 'Russisch'],
      ['Wie hoch ist der Leuchtturm in Warnemünde?', '37 Meter'],
    ],
    unanswerable: ['Hat sie Enkelkinder?', 'Wie heißen ihre Eltern?'],
  },
  {
    language: 'fr',
    text: `Bonjour à tous ! Moi c'est Camille Le Goff, j'ai 33 ans et je suis fleuriste. Depuis 2020, je tiens ma petite boutique, « L'Herbier de Camille », rue Kervégan sur l'île Feydeau, en plein centre de Nantes. Je travaille surtout avec des fleurs de saison cultivées par des producteurs de la région, et je fais beaucoup de mariages entre mai et septembre.

Je suis originaire de Quimper, dans le Finistère. Après un CAP fleuriste à Rennes, j'ai passé cinq ans chez un grand fleuriste parisien du 11e arrondissement (2013-2018), puis deux ans à gérer le rayon fleurs d'une jardinerie à Saint-Herblain avant de me lancer. J'habite maintenant à Rezé, de l'autre côté de la Loire, avec mon compagnon Yann, qui est charpentier de marine. On n'a pas encore d'enfants, mais on a une chienne, Praline, un cocker anglais qui adore dormir au milieu des seaux de pivoines.

La boutique est ouverte du mardi au samedi, de 9 h 30 à 19 h. Un bouquet du jour coûte à partir de 25 euros, et la livraison dans Nantes est à 8 euros. Je parle anglais et un peu de breton, que ma grand-mère m'a appris. Le dimanche, je fais de l'aviron sur l'Erdre ou je chine dans les brocantes.

Le château des ducs de Bretagne, à Nantes, a été reconstruit à partir de 1466 par le duc François II ; sa fille, Anne de Bretagne, y est née en 1477.

Le beurre blanc aurait été inventé vers 1890 par Clémence Lefeuvre, cuisinière dans un restaurant au bord de la Loire : une réduction d'échalotes, de vinaigre et de vin blanc, montée avec du beurre froid.`,
    questions: [
      ["t'as quel âge ?", '33 ans'],
      ["tu viens d'où", 'Quimper'],
      ['Tu habites où maintenant ?', 'Rezé'],
      ["T'as bossé combien de temps à Paris ?", 'cinq ans'],
      ["Et juste avant d'ouvrir ta boutique, tu faisais quoi ?", 'jardinerie'],
      ["ton mec il s'appelle comment ?", 'Yann'],
      ['Combien coûte un bouquet ?', '25 euros'],
      ["t'as des animaux ?", 'Praline'],
      ['Vous parlez quelles langues ?', 'breton'],
      ['Qui a inventé le beurre blanc ?', 'Clémence Lefeuvre'],
    ],
    unanswerable: ['Tu as des frères et sœurs ?', 'Vous acceptez la carte bancaire ?'],
  },
  {
    language: 'fr',
    text: `Portrait — Hélène Marty, vétérinaire des estives

À 47 ans, Hélène Marty sillonne les routes du Cantal depuis dix-neuf ans. Installée à Aurillac depuis 2007, elle est vétérinaire rurale et s'occupe surtout de vaches de race Salers, mais aussi de chevaux, de brebis et, le samedi matin, des chiens et des chats de la ville. Il lui arrive de faire 200 kilomètres dans la journée pour un vêlage difficile.

Née à Clermont-Ferrand, elle a fait ses études à l'École vétérinaire de Lyon, dont elle est sortie diplômée en 2003. Elle a ensuite travaillé quatre ans dans une clinique pour chevaux près de Chantilly avant de venir dans le Cantal. Elle vit aujourd'hui à Vic-sur-Cère avec son mari Bertrand, professeur de mathématiques au lycée Émile-Duclaux, et leurs trois enfants : Léa (15 ans), Hugo (12 ans) et Jules (8 ans). À la maison, on compte deux border collies, Tic et Tac, et un vieux chat roux qu'elle a soigné un jour et n'a jamais rendu.

Une consultation au cabinet coûte 45 euros ; une visite à la ferme est facturée 60 euros, plus les frais de déplacement. Hélène Marty parle anglais et espagnol, et se débrouille en occitan avec les anciens éleveurs. Quand elle a un moment, elle randonne au Puy Mary et chante dans une chorale à Aurillac.

Le fromage salers est fabriqué uniquement à la ferme, du 15 avril au 15 novembre, avec le lait de vaches nourries à l'herbe des estives.

La truffade est un plat du Cantal : des pommes de terre sautées dans la graisse, auxquelles on ajoute de la tome fraîche et de l'ail, jusqu'à ce que le fromage file.`,
    questions: [
      ['elle est véto depuis combien de temps ?', 'dix-neuf ans'],
      ['Quel âge a-t-elle ?', '47 ans'],
      ["elle est d'où à la base", 'Clermont-Ferrand'],
      ['Elle habite où ?', 'Vic-sur-Cère'],
      ['elle faisait quoi avant le Cantal ?', 'clinique pour chevaux'],
      ["Comment s'appelle son mari ?", 'Bertrand'],
      ["c'est combien une consultation", '45 euros'],
      ['elle a des bêtes chez elle ?', 'border collies'],
      ['Elle parle quelles langues ?', 'espagnol'],
      ['Le salers, on le fabrique quand ?', '15 avril'],
    ],
    unanswerable: ['Elle a des frères et sœurs ?', "Comment s'appelle son cabinet ?"],
  },
  {
    language: 'es',
    text: `¡Hola! Soy Javier Lacasa, tengo 42 años y soy cerrajero. Llevo quince años con mi propio taller, Cerrajería Lacasa, en la calle Delicias de Zaragoza. Abro puertas, cambio bombines, instalo cerraduras de seguridad y hago copias de llaves, también de coche. Tengo servicio de urgencias 24 horas, así que más de una noche me ha tocado salir a las tres de la mañana porque alguien se ha dejado las llaves dentro.

Nací en Huesca, pero vine a Zaragoza con dieciocho años para estudiar un grado medio de electromecánica. Antes de montar el taller trabajé siete años (2004-2011) en una empresa de ascensores como técnico de mantenimiento. Vivo en el barrio de Valdespartera con mi mujer, Nuria, que es enfermera en el Hospital Miguel Servet, y nuestros dos hijos, Pablo y Martina. También tenemos una gata atigrada que se llama Chispa.

Una copia de llave normal cuesta 3 euros; abrir una puerta en horario de taller, 60 euros, y de noche o en festivo, 110. El taller abre de lunes a viernes de 9 a 14 y de 17 a 20 h. Hablo castellano, algo de inglés y me defiendo en francés. Los domingos salgo en bici por la ribera del Ebro, y soy socio del Real Zaragoza desde crío.

La basílica del Pilar se empezó a construir en 1681, pero sus últimas torres no se terminaron hasta 1961.

El ternasco de Aragón es cordero joven criado con leche materna y cereales; lo típico es asarlo al horno con patatas a lo pobre.`,
    questions: [
      ['¿cuánto tiempo llevas con el taller?', 'quince años'],
      ['¿Qué edad tienes?', '42 años'],
      ['de dónde eres', 'Huesca'],
      ['¿En qué barrio vives?', 'Valdespartera'],
      ['¿Y antes a qué te dedicabas?', 'ascensores'],
      ['¿Cómo se llama tu mujer?', 'Nuria'],
      ['cuanto cuesta abrir una puerta', '60 euros'],
      ['¿Tienes mascota?', 'Chispa'],
      ['¿Qué idiomas hablas?', 'francés'],
      ['¿Cuándo acabaron las torres del Pilar?', '1961'],
    ],
    unanswerable: ['¿Cuántos años tienen tus hijos?', '¿Tienes hermanos?'],
  },
  {
    language: 'es',
    text: `Nuestra bibliotecaria: Mercedes Fernández Suárez

Mercedes Fernández Suárez, de 55 años, es la responsable de la Biblioteca Municipal de Pumarín, en Oviedo, desde hace veintitrés años. Allí organiza clubes de lectura y talleres de cuentacuentos para niños.

Natural de Cangas del Narcea, Mercedes estudió Geografía e Historia en la Universidad de Oviedo. Antes de llegar a Pumarín pasó seis años (1997-2003) catalogando fondos antiguos en el archivo de la Catedral. Vive en el barrio de La Florida con su marido, Ramón, taxista jubilado, y tiene una hija, Covadonga, que es maestra en Gijón. En casa no hay perros ni gatos, pero sí un canario que canta cada mañana.

Habla asturiano, castellano, inglés y portugués. El carné de la biblioteca es gratuito, y el club de lectura se reúne los martes a las siete de la tarde. Los domingos sube a los Picos de Europa.

La Cámara Santa de la catedral de Oviedo guarda la Cruz de los Ángeles, que el rey Alfonso II donó en el año 808.

El cachopo son dos filetes grandes de ternera rellenos de jamón y queso, rebozados con huevo y pan rallado y fritos en abundante aceite.`,
    questions: [
      ['¿Cuánto lleva en la biblioteca?', 'veintitrés años'],
      ['¿Cuántos años tiene Mercedes?', '55 años'],
      ['¿De dónde es?', 'Cangas del Narcea'],
      ['dónde vive', 'La Florida'],
      ['¿Qué hacía antes de Pumarín?', 'archivo de la Catedral'],
      ['¿Tiene pareja?', 'Ramón'],
      ['¿Cuánto cuesta sacarse el carné?', 'gratuito'],
      ['¿Tiene mascotas?', 'canario'],
      ['¿Qué idiomas habla?', 'portugués'],
      ['¿Qué lleva el cachopo?', 'jamón y queso'],
    ],
    unanswerable: ['¿Cuál es su libro favorito?', '¿A qué hora abre la biblioteca los sábados?'],
  },
  {
    language: 'pt',
    text: `Oi, gente! Eu sou o Reinaldo Batista, tenho 50 anos e sou padeiro. Há dezessete anos tenho a Padaria Pão da Serra, no bairro Santa Tereza, em Belo Horizonte. Acordo às três e meia da manhã todo dia pra colocar a massa do pão francês no forno; às seis a fila já tá na porta. Nosso carro-chefe é o pão de queijo com queijo canastra, e no sábado sai bolo de fubá quentinho.

Sou de Montes Claros, no norte de Minas. Comecei como ajudante na padaria do meu tio lá mesmo, e depois trabalhei dez anos (1998-2008) como confeiteiro numa rede de supermercados aqui em BH. Fiz curso de panificação no SENAI. Moro no bairro Floresta com minha esposa, Cláudia, que cuida do caixa e das encomendas. A gente tem três filhos: Lucas, Bruna e Davi. Lá em casa tem um vira-lata caramelo chamado Biscoito, que vive de olho nas sobras.

O quilo do pão de queijo sai a 38 reais e o pão francês, 18 reais o quilo. A padaria abre de segunda a sábado, das 6h às 20h, e no domingo até o meio-dia. Só falo português mesmo, e um espanhol bem enrolado. Nas horas vagas eu torço pro Atlético, toco cavaquinho num grupo de samba e vou pescar em Três Marias.

A Igreja de São Francisco de Assis, na Pampulha, foi projetada por Oscar Niemeyer e inaugurada em 1943, com painéis de azulejo de Candido Portinari.

O feijão tropeiro leva feijão, farinha de mandioca, torresmo, linguiça, ovo e couve, e é presença garantida nos restaurantes mineiros.`,
    questions: [
      ['Faz quanto tempo que você tem a padaria?', 'dezessete anos'],
      ['Quantos anos você tem?', '50 anos'],
      ['vc é de onde', 'Montes Claros'],
      ['Mora onde?', 'Floresta'],
      ['O que você fazia antes?', 'confeiteiro'],
      ['Qual o nome da sua esposa?', 'Cláudia'],
      ['quanto tá o quilo do pão de queijo?', '38 reais'],
      ['Tem bichinho de estimação?', 'Biscoito'],
      ['Você fala que línguas?', 'português'],
      ['Quem projetou a igrejinha da Pampulha?', 'Oscar Niemeyer'],
    ],
    unanswerable: ['Quantos funcionários tem a padaria?', 'Seus pais ainda são vivos?'],
  },
  {
    language: 'pt',
    text: `Gente da nossa terra: o mestre Joaquim Ramalho

Joaquim Ramalho tem 61 anos e é pescador há 45. Desde 2001 é mestre e dono do «Estrela do Mar», uma traineira de 18 metros que sai do porto de Peniche para a pesca da sardinha e do carapau, com uma companha de nove homens. No inverno, quando o mar não deixa, passa os dias no cais a remendar redes.

Nasceu na Nazaré, filho e neto de pescadores, e foi para o mar aos dezasseis anos, depois de fazer a quarta classe. Antes de ter barco próprio, andou doze anos na pesca do bacalhau, na Terra Nova e na Gronelândia, e mais tarde trabalhou como marinheiro num arrastão em Aveiro. Vive em Peniche, no bairro do Visconde, com a mulher, Maria do Rosário, que vende peixe no mercado municipal. Têm dois filhos: o Rui, que é mecânico naval, e a Sónia, enfermeira em Leiria. O casal tem um gato preto, o Farrusco, que espera sempre o barco no cais.

Além do português, o mestre Joaquim fala espanhol, que aprendeu com pescadores galegos, e percebe algum inglês. A sardinha, vendida diretamente na lota, anda pelos 3 euros o quilo no verão. Nas horas vagas, joga à sueca no café do bairro e vai ver o Benfica.

A Fortaleza de Peniche foi construída no século XVI e serviu de prisão política durante o Estado Novo; em 1960, Álvaro Cunhal fugiu de lá com outros presos.

A caldeirada à moda de Peniche leva várias qualidades de peixe, batata, cebola, tomate e pimento, cozinhados em camadas num tacho de barro.`,
    questions: [
      ['Há quanto tempo é pescador?', '45'],
      ['Que idade tem o senhor Joaquim?', '61 anos'],
      ['É natural de onde?', 'Nazaré'],
      ['e mora onde', 'Peniche'],
      ['O que fazia antes de ter o barco dele?', 'bacalhau'],
      ['Como se chama a mulher dele?', 'Maria do Rosário'],
      ['Quanto custa o quilo da sardinha?', '3 euros'],
      ['Tem algum animal?', 'Farrusco'],
      ['Que línguas é que ele fala?', 'espanhol'],
      ['Quem fugiu da Fortaleza de Peniche?', 'Álvaro Cunhal'],
    ],
    unanswerable: ['Quanto ganha por mês?', 'Já tem netos?'],
  },
  {
    language: 'it',
    text: `Ciao! Sono Chiara Benassi, ho 29 anni e faccio la fisioterapista. Da quattro anni lavoro nel mio studio in via Mazzini, a Bologna, che condivido con un'osteopata. Mi occupo soprattutto di riabilitazione dopo interventi al ginocchio e alla spalla.

Sono nata a Ferrara e mi sono laureata a Bologna nel 2018. Prima di aprire lo studio ho lavorato tre anni (2019-2022) in un centro di riabilitazione a Imola. Abito a San Lazzaro di Savena con il mio ragazzo, Davide, che fa il programmatore. Figli ancora niente, però abbiamo un coniglio nano, Ciuffo.

Una seduta di un'ora costa 50 euro, la prima visita 60. Parlo inglese e spagnolo, perché ho fatto l'Erasmus a Valencia. Nel tempo libero corro e suono il pianoforte, male.

La Torre degli Asinelli, la più alta delle Due Torri di Bologna, misura 97 metri e fu costruita all'inizio del XII secolo; per arrivare in cima si salgono 498 gradini.

Le tagliatelle al ragù si fanno con la sfoglia tirata a mano; secondo la ricetta depositata a Bologna, una volta cotte devono essere larghe circa 8 millimetri.`,
    questions: [
      ['Da quanto tempo hai lo studio?', 'quattro anni'],
      ['quanti anni hai', '29'],
      ['Di dove sei?', 'Ferrara'],
      ['Dove abiti?', 'San Lazzaro'],
      ['Che facevi prima?', 'centro di riabilitazione'],
      ['Sei fidanzata?', 'Davide'],
      ['Quanto costa una seduta?', '50 euro'],
      ['Hai animali?', 'coniglio'],
      ['che lingue parli?', 'spagnolo'],
      ['Quanto è alta la torre degli Asinelli?', '97 metri'],
    ],
    unanswerable: ['Hai fratelli o sorelle?', "Come si chiama l'osteopata con cui lavori?"],
  },
  {
    language: 'it',
    text: `Personaggi del territorio: Luisa Bongiovanni

Luisa Bongiovanni, 46 anni, guida da dodici anni l'azienda agricola di famiglia a La Morra, nelle Langhe: sette ettari di vigna tra Nebbiolo, Barbera e Dolcetto, da cui escono circa 35.000 bottiglie l'anno. Il Barolo della sua Cascina Bongiovanni ha ricevuto i Tre Bicchieri nel 2021.

Cresciuta ad Alba, si è laureata in Viticoltura ed Enologia a Torino. Prima di tornare in azienda, nel 2014, ha lavorato per otto anni come enologa in una grande cantina di Montalcino, in Toscana, e ha fatto una vendemmia in Nuova Zelanda. Oggi vive nella cascina di La Morra con il marito, Marco, falegname, e i figli Pietro e Giulia. Con loro c'è anche un Lagotto romagnolo, Tartufo, che accompagna Luisa tra i filari e ogni tanto un tartufo lo trova davvero.

Parla inglese e tedesco, lingue che usa ogni giorno con i visitatori. Le degustazioni in cantina si fanno su prenotazione, dal giovedì alla domenica, e costano 25 euro a persona con quattro vini. In cantina una bottiglia di Barolo costa 48 euro. Nel tempo libero Luisa va in bici sulle colline e colleziona vecchie etichette.

La Fiera internazionale del tartufo bianco d'Alba si tiene ogni autunno dal 1929.

Il vitello tonnato è un antipasto piemontese: fettine sottili di girello di vitello, servite fredde con una salsa di tonno, capperi e acciughe.`,
    questions: [
      ["Da quanto tempo manda avanti l'azienda?", 'dodici anni'],
      ['Quanti anni ha?', '46 anni'],
      ["Di dov'è originaria?", 'Alba'],
      ['dove vive adesso', 'La Morra'],
      ['Cosa faceva prima?', 'enologa'],
      ['Come si chiama il marito?', 'Marco'],
      ['Quanto costa una bottiglia di Barolo?', '48 euro'],
      ['Ha un cane?', 'Lagotto romagnolo'],
      ['Che lingue parla?', 'tedesco'],
      ["Da quando c'è la fiera del tartufo?", '1929'],
    ],
    unanswerable: ['Ha fratelli o sorelle?', "Spedisce il vino all'estero?"],
  },
  {
    language: 'ru',
    text: `Здравствуйте! Меня зовут Сергей Кудрявцев, мне 45 лет, я автомеханик. Уже четырнадцать лет держу свой небольшой автосервис на Московском проспекте в Ярославле: два подъёмника, я и двое ребят. Занимаемся ходовой, тормозами, двигателями, а зимой — в основном теми, кто не завёлся в мороз.

Родом я из Рыбинска, там окончил автомеханический техникум. Потом отслужил в армии, а с 2003 по 2012 год работал слесарем в дилерском центре «Тойоты» в Ярославле — там и научился разбираться в японских машинах. Живу в Заволжском районе. Жена — Марина, работает бухгалтером в школе. У нас двое детей: дочка Алёна учится в медицинском, а сын Гоша ходит в седьмой класс. Дома живёт британский кот Барсик, ленивый и толстый.

Замена масла у нас стоит 800 рублей без учёта самого масла, сезонный шиномонтаж — от 2000 рублей за четыре колеса. Работаем с 9 до 19, кроме воскресенья. Из языков — только русский, ну и по-английски немного читаю, для каталогов запчастей хватает. В свободное время езжу на рыбалку на Волгу и восстанавливаю старый «Москвич-412», который достался мне от деда.

Церковь Ильи Пророка в центре Ярославля построена в 1647–1650 годах; её фрески считаются одними из лучших в России.

Стрелка — место, где Которосль впадает в Волгу. К тысячелетию города, в 2010 году, там разбили парк с большой клумбой в виде герба Ярославля.`,
    questions: [
      ['Давно автосервис держишь?', 'четырнадцать лет'],
      ['сколько тебе лет', '45'],
      ['Ты откуда родом?', 'Рыбинска'],
      ['Где живёшь?', 'Заволжском'],
      ['А раньше чем занимался?', 'слесарем'],
      ['Как жену зовут?', 'Марина'],
      ['Сколько стоит поменять масло?', '800 рублей'],
      ['Животные есть?', 'Барсик'],
      ['На каких языках говоришь?', 'русский'],
      ['Когда построили церковь Ильи Пророка?', '1647'],
    ],
    unanswerable: ['У тебя есть братья или сёстры?', 'Какая гарантия на ремонт?'],
  },
  {
    language: 'ru',
    text: `Душа школы: наш завхоз Нина Петровна

Нине Петровне Гарифуллиной 63 года, и уже двадцать шесть лет она работает завхозом в нашей школе № 39 в Казани. Без неё не обходится ни один ремонт, ни одна линейка, ни один выпускной: она знает, где лежит каждая лампочка и у кого из учителей в кабинете подтекает кран. Каждое утро Нина Петровна приходит в школу к семи, на полчаса раньше директора.

Родилась она в Набережных Челнах и окончила там строительный техникум. До школы двенадцать лет (1988–2000) работала мастером на КАМАЗе, в цехе окраски кабин, а потом вслед за мужем переехала в Казань. Муж, Рашид Гарифуллин, всю жизнь водил трамвай, сейчас он на пенсии. Живут они в Ново-Савиновском районе, недалеко от школы. У них двое взрослых сыновей и трое внуков, которые, конечно, тоже учатся у нас. Дома у Нины Петровны живут две канарейки и старая такса Ириска.

Нина Петровна говорит на русском и татарском, а в молодости учила немецкий. Летом она пропадает на даче в Высокой Горе, где выращивает огурцы и помидоры, а зимой вяжет варежки для всей начальной школы.

Башня Сююмбике в Казанском кремле имеет высоту 58 метров и заметно наклонена — её шпиль отклоняется почти на два метра.

Эчпочмак — татарский треугольный пирожок с начинкой из рубленой баранины или говядины, лука и картофеля.`,
    questions: [
      ['Сколько она уже работает завхозом?', 'двадцать шесть лет'],
      ['сколько ей лет?', '63 года'],
      ['Она откуда?', 'Набережных Челнах'],
      ['где живёт', 'Ново-Савиновском'],
      ['А до школы чем занималась?', 'КАМАЗе'],
      ['Как зовут её мужа?', 'Рашид'],
      ['Дети у неё есть?', 'двое взрослых сыновей'],
      ['Домашние животные есть?', 'Ириска'],
      ['Какие языки она знает?', 'татарском'],
      ['Какой высоты башня Сююмбике?', '58 метров'],
    ],
    unanswerable: ['Как зовут её сыновей?', 'Какая у неё зарплата?'],
  },
  {
    language: 'ar',
    text: `أهلاً بيكم! أنا هبة عبد الرحمن، والناس هنا بتقول لي أم ياسين، عندي 44 سنة وشغلتي خياطة. بقالي 18 سنة فاتحة أتيليه صغير في حي سيدي بشر في إسكندرية، بفصّل فساتين سواريه وعبايات وبعمل تعديلات على الهدوم. أكتر شغلي بيبقى قبل الأعياد وفي موسم الأفراح في الصيف.

أنا أصلاً من دمنهور. درست في كلية الفنون التطبيقية في حلوان، قسم الملابس الجاهزة، وبعد التخرج اشتغلت خمس سنين (2002-2007) مصممة في مصنع ملابس في العاشر من رمضان. سنة 2007 اتجوزت ونزلت إسكندرية، وفتحت الأتيليه بعدها بسنة. جوزي اسمه طارق، بيشتغل محاسب في شركة شحن في الميناء، وعندنا ولدين: ياسين في ثانوي، وعمر في ابتدائي. ساكنين في ميامي، قريب من البحر. عندنا قطة شيرازي بيضا اسمها لولا، والولاد بيدلعوها أكتر مني!

تقصير البنطلون عندي بـ 50 جنيه، وتفصيل فستان السواريه يبدأ من 3000 جنيه حسب القماش والتطريز. الأتيليه فاتح من 11 الصبح لـ 9 بالليل، ما عدا الجمعة. بتكلم عربي وإنجليزي كويس، وشوية فرنساوي من المدرسة. وفي وقت فراغي بحب أتمشى على الكورنيش مع الولاد وأعمل كيك في البيت.

بنى السلطان الأشرف قايتباي قلعته الشهيرة في الإسكندرية سنة 1477، في موقع فنار الإسكندرية القديم.

السمك السنجاري: سمكة كاملة تُشق من الظهر وتُحشى بالطماطم والفلفل والثوم، ثم تُشوى في الفرن.`,
    questions: [
      ['بقالك قد إيه فاتحة الأتيليه؟', '18 سنة'],
      ['عندك كام سنة؟', '44'],
      ['إنتي منين أصلاً', 'دمنهور'],
      ['ساكنة فين؟', 'ميامي'],
      ['كنتي بتشتغلي إيه قبل الأتيليه؟', 'مصممة'],
      ['ما اسم زوجك؟', 'طارق'],
      ['تفصيل الفستان بكام؟', '3000 جنيه'],
      ['هل لديك حيوانات أليفة؟', 'قطة شيرازي'],
      ['بتتكلمي لغات إيه؟', 'إنجليزي'],
      ['مين اللي بنى قلعة قايتباي؟', 'الأشرف قايتباي'],
    ],
    unanswerable: ['عندك إخوات؟', 'بتعملي توصيل للبيت؟'],
  },
  {
    language: 'ar',
    text: `ساعي بريد الميناء: خليل المصري

منذ 22 عاما يجوب خليل المصري شوارع طرابلس على دراجته النارية الحمراء، حاملا الرسائل والطرود إلى أهالي الميناء والزاهرية. خليل، البالغ من العمر 52 عاما، يعرف معظم سكان الحي بأسمائهم، ويقول إن الناس صاروا يرسلون رسائل أقل، "لكن الطرود لم تتوقف يوما".

ولد خليل في بلدة ببنين في عكار، وانتقل إلى طرابلس في سن الثامنة عشرة. درس المحاسبة في معهد مهني ولم يكمل، ثم عمل سبع سنوات (1997-2004) بائعا في محل أقمشة في سوق البازركان، قبل أن يلتحق بالبريد عام 2004. يسكن اليوم في حي الميناء مع زوجته سعاد، وهي مدرّسة لغة فرنسية، ولهما ثلاث بنات: ريم ونور وجنى. ولا يربي خليل أي حيوانات، إذ يقول إن كلاب الحارات تكفيه طوال النهار!

يتحدث خليل العربية والفرنسية، وقليلا من الإنجليزية. ويبلغ سعر إرسال رسالة عادية داخل لبنان من مكتب بريد الميناء 50 ألف ليرة. وفي أيام العطل يحب الصيد بالصنارة على كورنيش الميناء ولعب طاولة الزهر مع جيرانه.

بنى الصليبيون قلعة طرابلس، المعروفة بقلعة سان جيل، نحو عام 1103 فوق تلة تطل على نهر أبو علي.

حلاوة الجبن من أشهر حلويات طرابلس: عجينة من السميد والجبنة العكاوية تُفرد وتُلف حول القشطة، ثم تُسقى بالقطر.`,
    questions: [
      ['من كم سنة بيشتغل بالبريد؟', '22'],
      ['كم عمره؟', '52'],
      ['من وين أصله؟', 'ببنين'],
      ['وين ساكن هلق', 'الميناء'],
      ['شو كان يشتغل قبل البريد؟', 'محل أقمشة'],
      ['شو اسم مرته؟', 'سعاد'],
      ['كم يكلف إرسال رسالة داخل لبنان؟', '50 ألف ليرة'],
      ['هل عنده حيوانات؟', 'أي حيوانات'],
      ['ما اللغات التي يتحدثها؟', 'الفرنسية'],
      ['متى بنيت قلعة طرابلس؟', '1103'],
    ],
    unanswerable: ['ما اسم والده؟', 'هل لديه أحفاد؟'],
  },
];
