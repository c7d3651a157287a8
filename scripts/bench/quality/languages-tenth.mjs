// A tenth multilingual set for `npm run bench:quality`: four personal bots per language for Hindi, Portuguese and
// Italian — first-person and third-person bios alternating, each followed by unrelated short paragraphs, written for
// this benchmark (no outside text) — with questions a visitor would type in that language, the words the answer must
// hold, and questions the text cannot answer. Written blind on 2026-11-28 by a helper who never saw the answerer, its
// code or its output. Same format as languages.mjs. Held out: only its totals are printed.
// Portuguese: bots 1 and 3 (first person) are Brazilian Portuguese, bots 2 and 4 (third person) European Portuguese.
// Measured once, when it was added: at 83a4583 (before this session's work on these languages) 64/120 hit, 15/24
// declined; at adc2a09 (before the tuning on the ninth set) 85/120, 15/24; at f55c067 88/120, 15/24. Never tuned on.

export const LANGUAGE_TENTH_SETS = [
  {
    language: 'hi',
    text: `नमस्ते, मेरा नाम सुनीता श्रीवास्तव है और मैं लखनऊ के अलीगंज में "श्रीवास्तव मेडिकल स्टोर" चलाती हूँ। मेरी उम्र 41 साल है। मैंने 2006 में लखनऊ यूनिवर्सिटी से बी.फार्मा किया और फिर चार साल, 2007 से 2011 तक, किंग जॉर्ज मेडिकल कॉलेज के अस्पताल की फार्मेसी में काम किया। 2012 में मैंने अपनी दुकान खोली, यानी अब बारह साल से ज़्यादा हो गए हैं। दुकान सुबह नौ बजे से रात दस बजे तक खुली रहती है और रोज़ लगभग डेढ़ सौ ग्राहक आते हैं। मेरे पति राजीव बैंक ऑफ़ बड़ौदा में मैनेजर हैं। हमारे दो बच्चे हैं — बेटा आरव 14 साल का है और बेटी मिष्टी 9 साल की। मेरी सास कमला जी भी हमारे साथ रहती हैं और उन्हीं की वजह से मैं नौकरी और दुकान दोनों संभाल पाई। मेरा छोटा भाई विकास पुणे में सॉफ़्टवेयर इंजीनियर है। घर में एक तोता है, जिसका नाम मिट्ठू है, और वह हर आने वाले को "राम राम" बोलता है। मैं हिंदी, अंग्रेज़ी और थोड़ी-बहुत अवधी बोलती हूँ। मैंने फार्मेसी इसलिए चुनी क्योंकि मेरे नाना जी कानपुर में वैद्य थे और बचपन से ही मुझे दवाइयों में दिलचस्पी थी। खाली समय में मुझे बागवानी पसंद है — छत पर चालीस से ज़्यादा गमले हैं — और हर रविवार मैं मोहल्ले की औरतों के साथ बैडमिंटन खेलती हूँ।

लखनऊ का बड़ा इमामबाड़ा नवाब आसफ़-उद-दौला ने 1784 में बनवाया था। उस साल अवध में भयंकर अकाल पड़ा था, और कहा जाता है कि लोगों को रोज़गार देने के लिए यह इमारत बनवाई गई। इसकी भूलभुलैया आज भी पर्यटकों की सबसे पसंदीदा जगह है।`,
    questions: [
      ['आप क्या काम करती हैं?', 'मेडिकल स्टोर'],
      ['दुकान किस एरिया में है?', 'अलीगंज'],
      ['आपकी उम्र कितनी है?', '41 साल'],
      ['पढ़ाई कहाँ से की?', 'लखनऊ यूनिवर्सिटी'],
      ['दुकान कब से चला रही हैं?', '2012'],
      ['आपके हसबैंड क्या करते हैं?', 'बैंक ऑफ़ बड़ौदा'],
      ['बेटे का नाम क्या है?', 'आरव'],
      ['कोई पालतू जानवर है?', 'मिट्ठू'],
      ['दवाइयों का काम ही क्यों चुना?', 'वैद्य'],
      ['बड़ा इमामबाड़ा किसने बनवाया था?', 'आसफ़-उद-दौला'],
    ],
    unanswerable: ['आपकी दुकान में कितने कर्मचारी काम करते हैं?', 'आपके पति का जन्म कहाँ हुआ था?'],
  },
  {
    language: 'hi',
    text: `"हमारे शहर के हुनरमंद" कॉलम में इस बार मिलिए रामेश्वर जांगिड़ से, जो जयपुर के रामगंज बाज़ार के पास पिछले तीस साल से बढ़ई का काम कर रहे हैं। 58 साल के रामेश्वर जी ने यह हुनर अपने पिता गोपाल जांगिड़ से सीखा, जो ख़ुद शेखावाटी के मशहूर कारीगर थे। मूल रूप से वे झुंझुनूं ज़िले के एक गाँव से हैं और 1994 में काम की तलाश में जयपुर आए थे। शुरुआत में उन्होंने छह साल एक फ़र्नीचर फ़ैक्टरी में दिहाड़ी पर काम किया, जहाँ उन्हें महीने के सिर्फ़ 1200 रुपये मिलते थे। 2000 में उन्होंने अपनी छोटी-सी वर्कशॉप खोली। आज उनकी बनाई शीशम की नक्काशीदार अलमारी 45,000 रुपये तक में बिकती है, और उनके ग्राहक दिल्ली और मुंबई तक से आते हैं। रामेश्वर जी ने सिर्फ़ दसवीं तक पढ़ाई की है, पर लकड़ी की पहचान में उनका कोई जवाब नहीं। उनकी पत्नी सावित्री देवी घर पर बंधेज की साड़ियाँ रंगती हैं। उनके तीन बच्चे हैं: बड़ा बेटा महेश उनके साथ वर्कशॉप में हाथ बँटाता है, बेटी पूजा जयपुर में स्कूल टीचर है, और छोटा बेटा दिनेश आर्किटेक्चर पढ़ रहा है। घर में एक गाय भी है, गौरी, जिसे सावित्री जी अपनी बेटी जैसा मानती हैं। रामेश्वर जी राजस्थानी और हिंदी बोलते हैं। उन्हें भजन गाने का शौक़ है और हर मंगलवार वे मोहल्ले के मंदिर में भजन मंडली के साथ गाते हैं।

हवा महल को महाराजा सवाई प्रताप सिंह ने 1799 में बनवाया था। गुलाबी बलुआ पत्थर से बनी इस पाँच मंज़िला इमारत में 953 छोटी खिड़कियाँ हैं, जिन्हें झरोखे कहते हैं। इन्हीं से शाही महिलाएँ बिना दिखे बाज़ार की रौनक़ देख सकती थीं।

गट्टे की सब्ज़ी के लिए बेसन में अजवाइन, नमक और थोड़ा दही मिलाकर सख़्त आटा गूँधिए, लंबी बेलें बनाकर उबालिए और टुकड़ों में काट लीजिए। फिर दही वाली मसालेदार ग्रेवी में डालकर दस मिनट पकाइए।`,
    questions: [
      ['रामेश्वर जी क्या काम करते हैं?', 'बढ़ई'],
      ['वे असल में कहाँ के हैं?', 'झुंझुनूं'],
      ['उनकी उम्र कितनी है?', '58 साल'],
      ['ये काम किससे सीखा?', 'गोपाल जांगिड़'],
      ['जयपुर कब आए थे?', '1994'],
      ['पहली नौकरी में कितनी तनख्वाह थी?', '1200 रुपये'],
      ['एक अलमारी कितने की पड़ती है?', '45,000 रुपये'],
      ['उनकी बेटी क्या करती है?', 'स्कूल टीचर'],
      ['फ़्री टाइम में क्या करते हैं?', 'भजन'],
      ['हवा महल में कितनी खिड़कियाँ हैं?', '953'],
    ],
    unanswerable: ['रामेश्वर जी का फ़ोन नंबर क्या है?', 'क्या वे लकड़ी का काम सिखाने की क्लास भी लेते हैं?'],
  },
  {
    language: 'hi',
    text: `मेरा नाम इमरान शेख़ है, उम्र 36 साल। मैं पिछले ग्यारह साल से मुंबई में टैक्सी चला रहा हूँ। पहले मैं काली-पीली टैक्सी चलाता था, लेकिन 2019 से अपनी सफ़ेद वैगन-आर ऐप पर चलाता हूँ। रोज़ लगभग बारह घंटे गाड़ी चलाता हूँ और दिन की कमाई करीब 1800 रुपये होती है, जिसमें से 600 रुपये तो सीएनजी में ही चले जाते हैं। मैं उत्तर प्रदेश के आज़मगढ़ का रहने वाला हूँ और 17 साल की उम्र में मुंबई आया था। यहाँ आकर पहले पाँच साल, 2005 से 2010 तक, कुर्ला में अपने चाचा के गैराज में मैकेनिक का हेल्पर रहा, फिर तीन साल एक कूरियर कंपनी में डिलीवरी बॉय का काम किया। आज़मगढ़ से बारहवीं पास की थी, और 2021 में इग्नू से पत्राचार से बी.ए. पूरा किया — यह मेरी अम्मी का सपना था। मेरी बीवी रुख़सार घर से सिलाई का काम करती है। हमारी बेटी ज़ोया सात साल की है और बेटा अयान तीन साल का। अब्बू यूसुफ़ और अम्मी शबाना आज़मगढ़ में खेती संभालते हैं, और मेरी बहन नाज़िया की शादी लखनऊ में हुई है। हम अंधेरी ईस्ट में एक छोटे से कमरे में रहते हैं, इसलिए कोई पालतू जानवर नहीं है, हाँ, ज़ोया खिड़की पर कबूतरों को दाना ज़रूर डालती है। मैं हिंदी, उर्दू और मराठी बोलता हूँ — मराठी सवारियों से बात करते-करते सीख ली — और थोड़ी अंग्रेज़ी भी। छुट्टी वाले दिन मैं ओवल मैदान पर दोस्तों के साथ क्रिकेट खेलता हूँ, और गाड़ी में हमेशा जगजीत सिंह की ग़ज़लें बजती रहती हैं।

गेटवे ऑफ़ इंडिया 1924 में बनकर तैयार हुआ। इसे 1911 में राजा जॉर्ज पंचम और रानी मैरी के भारत आगमन की याद में बनाया गया था।

वड़ा पाव के लिए उबले आलू में हरी मिर्च, अदरक, लहसुन और राई का तड़का मिलाकर गोले बनाइए, बेसन के घोल में डुबोकर तलिए और पाव में हरी चटनी और लहसुन की सूखी चटनी के साथ परोसिए।`,
    questions: [
      ['आप क्या करते हो?', 'टैक्सी'],
      ['आप कहाँ से हो?', 'आज़मगढ़'],
      ['मुंबई कितनी उम्र में आए थे?', '17 साल'],
      ['दिन में कितना कमा लेते हो?', '1800 रुपये'],
      ['कौन सी गाड़ी है आपकी?', 'वैगन-आर'],
      ['ग्रेजुएशन किया है?', 'बी.ए.'],
      ['आपकी वाइफ़ क्या करती हैं?', 'सिलाई'],
      ['पालतू जानवर क्यों नहीं रखा?', 'छोटे से कमरे'],
      ['मराठी कहाँ से सीखी?', 'सवारियों'],
      ['गेटवे ऑफ़ इंडिया कब बना था?', '1924'],
    ],
    unanswerable: ['आपकी टैक्सी का नंबर क्या है?', 'आपकी पसंदीदा क्रिकेट टीम कौन सी है?'],
  },
  {
    language: 'hi',
    text: `डॉ. अनन्या त्रिपाठी "पंजा पेट क्लिनिक" की संस्थापक हैं, जो भोपाल की अरेरा कॉलोनी में 2015 से चल रहा है। 39 साल की डॉ. अनन्या ने जबलपुर के वेटरनरी कॉलेज से बी.वी.एससी. किया और फिर बरेली के भारतीय पशु चिकित्सा अनुसंधान संस्थान से सर्जरी में एम.वी.एससी. की डिग्री ली। क्लिनिक खोलने से पहले उन्होंने 2010 से 2014 तक मध्य प्रदेश पशुपालन विभाग में सीहोर ज़िले के गाँवों में गाय-भैंसों का इलाज किया। वे बताती हैं कि धैर्य उन्होंने वहीं सीखा। आज क्लिनिक में हर महीने लगभग 700 जानवर आते हैं, ज़्यादातर कुत्ते और बिल्लियाँ, पर कभी-कभी खरगोश और कछुए भी। सामान्य जाँच की फ़ीस 400 रुपये है, और रविवार को सड़क के आवारा कुत्तों का इलाज मुफ़्त होता है। डॉ. अनन्या के पति सौरभ मेहता एक फ़ोटोग्राफ़र हैं, और उनकी पाँच साल की बेटी का नाम इरा है। उनके पिता रमाकांत त्रिपाठी रिटायर्ड हिंदी प्रोफ़ेसर हैं और माँ सुधा जी बच्चों को संगीत सिखाती हैं। घर पर तीन पालतू हैं: दो देसी कुत्ते, भूरा और चिंटू, और एक आँख वाली बिल्ली रानी, जिसे उन्होंने एक सड़क दुर्घटना के बाद गोद लिया था। डॉ. अनन्या हिंदी, अंग्रेज़ी और बुंदेली बोलती हैं। खाली वक़्त में वे बड़े तालाब के किनारे साइकिल चलाती हैं और पक्षियों की तस्वीरें खींचती हैं — अब तक वे 160 से ज़्यादा प्रजातियाँ पहचान चुकी हैं।

भोपाल का बड़ा तालाब, जिसे भोजताल भी कहते हैं, 11वीं सदी में परमार वंश के राजा भोज के समय में बनाया गया माना जाता है। यह आज भी शहर के बड़े हिस्से को पीने का पानी देता है।

पोहा बनाने के लिए पोहे को धोकर पाँच मिनट रख दीजिए, फिर राई, सौंफ, हरी मिर्च, प्याज़ और हल्दी का तड़का लगाकर मिलाइए और ऊपर से सेव और जीरावन डालिए।`,
    questions: [
      ['क्लिनिक का नाम क्या है?', 'पंजा पेट क्लिनिक'],
      ['क्लिनिक कहाँ पर है?', 'अरेरा कॉलोनी'],
      ['कब से खुला है?', '2015'],
      ['डॉक्टर कितने साल की हैं?', '39 साल'],
      ['उन्होंने पीजी कहाँ से किया?', 'बरेली'],
      ['चेकअप की फ़ीस कितनी है?', '400 रुपये'],
      ['उनके पति क्या करते हैं?', 'फ़ोटोग्राफ़र'],
      ['उनके पास कितने पेट्स हैं?', 'तीन पालतू'],
      ['पहले कहाँ नौकरी करती थीं?', 'पशुपालन विभाग'],
      ['बड़ा तालाब किसके समय बना?', 'राजा भोज'],
    ],
    unanswerable: ['क्या क्लिनिक में रात को इमरजेंसी सेवा मिलती है?', 'क्लिनिक का फ़ोन नंबर क्या है?'],
  },
  {
    language: 'pt',
    text: `Oi! Eu sou a Juliana Ferreira Campos, tenho 34 anos e sou florista em Belo Horizonte. Minha loja, a "Ipê Amarelo Flores", fica no bairro Savassi, na rua Antônio de Albuquerque, e completou oito anos em março. Antes disso eu trabalhei cinco anos, de 2010 a 2015, como recepcionista de um hotel na Pampulha, e depois dois anos numa floricultura do Mercado Central, onde aprendi tudo com a dona Cida, que tinha quarenta anos de profissão. Fiz faculdade de Biologia na UFMG, mas nunca exerci — descobri que gosto mais de arrumar as plantas do que de estudar elas. Sou casada com o Thiago, que é professor de educação física numa escola estadual, e a gente tem um filho, o Davi, de 6 anos, que já sabe o nome de todas as flores da loja. Minha irmã mais nova, Camila, mora em Lisboa e trabalha com design. Meus pais, Sérgio e Regina, moram em Sete Lagoas, onde eu nasci. Lá em casa tem uma vira-lata caramelo chamada Paçoca e um jabuti, o Seu Lima, que já tem uns 30 anos. Falo português, inglês e um espanhol bem de turista. Um buquê simples de rosas sai por 120 reais, e os arranjos de casamento começam em 2.500 reais. Nas horas vagas eu faço cerâmica num ateliê no bairro Santa Tereza e, aos domingos, corro em volta da Lagoa da Pampulha — ano passado completei minha primeira meia maratona.

Belo Horizonte foi inaugurada em 12 de dezembro de 1897. A cidade foi planejada pelo engenheiro Aarão Reis para ser a nova capital de Minas Gerais, no lugar de Ouro Preto.

Para um pão de queijo caseiro, misture 500 g de polvilho azedo com uma xícara de leite quente e meia xícara de óleo, junte dois ovos e 200 g de queijo meia cura ralado, faça bolinhas e asse a 180 graus por uns 25 minutos.`,
    questions: [
      ['Você trabalha com quê?', 'florista'],
      ['Onde fica a loja?', 'Savassi'],
      ['Quantos anos você tem?', '34 anos'],
      ['Você fez faculdade de quê?', 'Biologia'],
      ['Com quem você aprendeu a profissão?', 'dona Cida'],
      ['Seu marido faz o quê?', 'professor de educação física'],
      ['Você tem filhos?', 'Davi'],
      ['Quanto custa um buquê?', '120 reais'],
      ['Tem cachorro?', 'Paçoca'],
      ['Quem planejou Belo Horizonte?', 'Aarão Reis'],
    ],
    unanswerable: ['Vocês fazem entrega em Contagem?', 'Qual é a sua flor preferida?'],
  },
  {
    language: 'pt',
    text: `Quem passa de manhã cedo pelo porto de Peniche conhece o senhor Manuel Agostinho Ribeiro, o "Mané da Berlenga", como lhe chamam os colegas. Aos 63 anos, é mestre de uma pequena traineira, a "Estrela do Mar", e anda na pesca há quarenta e sete anos: embarcou pela primeira vez aos 16, com o pai, o falecido mestre Joaquim Ribeiro. Só fez a quarta classe, mas tirou a carta de patrão de costa em 1989, na escola de pesca de Pedrouços. Entre 1978 e 1983 andou embarcado na pesca do bacalhau, nos bancos da Terra Nova, e ainda hoje diz que foram os anos mais duros da sua vida. Hoje leva uma tripulação de cinco homens e sai ao mar cerca de duzentos dias por ano, sobretudo à sardinha e ao carapau. Num dia bom, a caixa de sardinha chega a ser vendida na lota a 90 euros. Manuel é casado há quarenta anos com a dona Fernanda, que durante muito tempo trabalhou numa fábrica de conservas. Têm duas filhas: a Sónia, enfermeira no hospital das Caldas da Rainha, e a Patrícia, que vive em França. Já são avós de três netos. Em casa há um gato preto, o Pirata, que vai esperar o barco ao cais. Manuel fala português, o francês que foi aprendendo nas visitas à filha e arranha algum espanhol dos portos da Galiza. Nas horas livres faz miniaturas de barcos em madeira — já tem mais de trinta — e toca concertina no rancho folclórico da freguesia.

A Fortaleza de Peniche, construída entre os séculos XVI e XVII para defender a costa, serviu durante o Estado Novo como prisão política. A 3 de janeiro de 1960, Álvaro Cunhal e vários companheiros fugiram de lá, numa das evasões mais célebres da história portuguesa.`,
    questions: [
      ['O senhor Manuel trabalha em quê?', 'traineira'],
      ['Como se chama o barco dele?', 'Estrela do Mar'],
      ['Que idade tem?', '63 anos'],
      ['Há quanto tempo anda no mar?', 'quarenta e sete anos'],
      ['Com que idade começou a pescar?', 'aos 16'],
      ['Onde é que ele pescou bacalhau?', 'Terra Nova'],
      ['A quanto se vende a sardinha?', '90 euros'],
      ['Como se chama a mulher dele?', 'Fernanda'],
      ['O que faz a filha Sónia?', 'enfermeira'],
      ['Quem fugiu da Fortaleza de Peniche?', 'Álvaro Cunhal'],
    ],
    unanswerable: ['O senhor Manuel vende peixe diretamente ao público?', 'Qual é o prato de peixe preferido dele?'],
  },
  {
    language: 'pt',
    text: `Olá, eu sou o Dr. Rafael Albuquerque Lins, dentista, 45 anos, pernambucano de Caruaru e morador do Recife desde os 18. Tenho um consultório no bairro de Boa Viagem há quinze anos, onde atendo principalmente crianças — sou especialista em odontopediatria. Me formei em Odontologia pela UFPE em 2003 e fiz a especialização em São Paulo, na USP, entre 2005 e 2007. Antes de abrir o consultório, trabalhei quatro anos num posto de saúde em Olinda e dava plantão no Hospital da Restauração. Por que criança? Porque eu mesmo morria de medo de dentista quando era pequeno, e quero que meus pacientes tenham uma experiência diferente. Por isso a sala de espera tem videogame e um aquário com doze peixes. Uma consulta de avaliação custa 250 reais, e eu atendo cerca de 20 pacientes por dia. Sou casado com a Luciana, que é advogada trabalhista, e temos gêmeas, a Beatriz e a Helena, de 11 anos. Meu irmão mais velho, Fernando, é padre em Garanhuns, e minha mãe, dona Socorro, ainda mora em Caruaru e faz o melhor bolo de rolo do mundo. Não temos cachorro porque a Luciana é alérgica, então o bicho da casa é um papagaio, o Capitão. Falo português, inglês e um pouco de italiano, que aprendi num intercâmbio em Bolonha. Nas horas vagas toco zabumba num grupo de forró pé de serra e, no Carnaval, não perco o Galo da Madrugada por nada.

O Recife recebeu esse nome por causa da barreira de arrecifes que protege sua costa. A cidade comemora o aniversário em 12 de março, data da sua fundação em 1537, e o Marco Zero, no Recife Antigo, marca o ponto de onde se contam as distâncias.

Para o bolo de rolo, bata 250 g de manteiga com 250 g de açúcar, junte 6 ovos e 250 g de farinha de trigo, espalhe camadas bem finas da massa numa assadeira, asse por 5 minutos, cubra com goiabada derretida e enrole ainda quente.`,
    questions: [
      ['Você é especialista em quê?', 'odontopediatria'],
      ['Onde fica o consultório?', 'Boa Viagem'],
      ['Você é de onde?', 'Caruaru'],
      ['Onde você se formou?', 'UFPE'],
      ['Por que escolheu atender criança?', 'medo de dentista'],
      ['Quanto é a consulta?', '250 reais'],
      ['Sua esposa trabalha com quê?', 'advogada'],
      ['Quantos anos têm suas filhas?', '11 anos'],
      ['Por que vocês não têm cachorro?', 'alérgica'],
      ['Quando o Recife foi fundado?', '1537'],
    ],
    unanswerable: ['Você atende por plano de saúde?', 'Qual é o horário do consultório no sábado?'],
  },
  {
    language: 'pt',
    text: `Na sessão de sábado, às 16h, o festival Palavras do Mondego recebe Teresa Mourão Valente, bibliotecária na Biblioteca Municipal de Coimbra há vinte e dois anos. Nascida em Viseu em 1971, Teresa licenciou-se em Línguas e Literaturas Modernas na Universidade de Coimbra e fez depois uma pós-graduação em Ciências Documentais. Antes de chegar à biblioteca, foi professora de Português e Francês numa escola secundária da Guarda, entre 1995 e 2001, e trabalhou um ano como revisora numa editora de Lisboa. Foi ela quem criou, em 2009, o clube de leitura "Ler à Sombra", que se reúne todas as terças-feiras e já conta com mais de oitenta sócios, e também a "biblioteca de bolso", que leva livros aos lares de idosos do concelho. Teresa vive na Baixa de Coimbra com o companheiro, Rui Sarmento, luthier, que faz guitarras de Coimbra numa oficina na Rua da Sofia. Tem um filho, o Duarte, de 19 anos, estudante de Engenharia Informática no Porto. O pai, o senhor Albano, foi tipógrafo durante trinta anos, e é por causa dele, diz Teresa, que cheira todos os livros antes de os abrir. Tem duas gatas, a Agustina e a Sophia, com nomes de escritoras. Fala português, francês e inglês, e lê razoavelmente italiano. Nos tempos livres canta num coro amador e faz caminhadas na Serra da Lousã. Na conversa, moderada pelo jornalista Hugo Lemos, vai falar do seu livro "Cartas que Nunca Chegaram", publicado em 2022. Entrada livre, lugares limitados a 120 pessoas.

A Universidade de Coimbra foi fundada em 1290, em Lisboa, pelo rei D. Dinis, e fixou-se definitivamente em Coimbra em 1537. A sua Biblioteca Joanina, do início do século XVIII, abriga uma colónia de morcegos que ajuda a proteger os livros dos insetos.

Para a chanfana, ponha pedaços de carne de cabra num tacho de barro preto, tempere com alho, louro e colorau, cubra com vinho tinto e deixe no forno de lenha durante umas quatro horas.`,
    questions: [
      ['Onde trabalha a Teresa?', 'Biblioteca Municipal de Coimbra'],
      ['Há quanto tempo é bibliotecária?', 'vinte e dois anos'],
      ['De onde é ela?', 'Viseu'],
      ['O que é que estudou?', 'Línguas e Literaturas Modernas'],
      ['Que trabalho tinha antes?', 'professora'],
      ['O companheiro dela faz o quê?', 'luthier'],
      ['Ela tem filhos?', 'Duarte'],
      ['A que horas é a conversa?', '16h'],
      ['Porque é que ela cheira os livros?', 'tipógrafo'],
      ['Quando foi fundada a Universidade de Coimbra?', '1290'],
    ],
    unanswerable: ['A sessão vai ser transmitida online?', 'Quanto custa o livro dela?'],
  },
  {
    language: 'it',
    text: `Ciao, sono Lorenzo Baldini, ho 42 anni e faccio il cuoco a Bologna. Dal 2016 ho una piccola trattoria, "Da Lollo", in via del Pratello: ventotto coperti, cucina bolognese classica e un menù del pranzo a 16 euro. Sono nato a Imola, ho fatto l'istituto alberghiero a Riolo Terme e poi sono partito: dal 2002 al 2006 ho lavorato a Londra, prima come lavapiatti e poi come capo partita in un ristorante italiano a Soho; dopo ho passato tre anni su una nave da crociera e quattro in un albergo di Cortina. Sono tornato perché mio padre si era ammalato e volevo stare vicino a casa. Faccio ancora le tagliatelle a mano ogni mattina, con la ricetta di mia nonna Iole: un uovo per ogni etto di farina, niente di più. Mia moglie Chiara è ostetrica all'ospedale Sant'Orsola e abbiamo due figli, Pietro di 10 anni e Margherita di 7. Mia sorella Elisa mi dà una mano in sala il sabato sera. Mio padre Franco adesso sta bene e passa tutti i giorni a controllare il ragù, mentre mia madre Anna dice che il mio brodo non è ancora come il suo. A casa abbiamo un bassotto, Tortellino, che ovviamente mangia meglio di tutti noi. Parlo italiano, inglese e un po' di spagnolo imparato in cucina. Il lunedì, quando la trattoria è chiusa, vado in bici sui colli e poi allo stadio Dall'Ara con Pietro a tifare Bologna.

La Torre degli Asinelli fu costruita tra il 1109 e il 1119 ed è alta circa 97 metri; per arrivare in cima bisogna salire 498 gradini. Accanto c'è la Garisenda, più bassa e molto più pendente.`,
    questions: [
      ['Che lavoro fai?', 'cuoco'],
      ['Come si chiama il tuo locale?', 'Da Lollo'],
      ['Dove si trova la trattoria?', 'via del Pratello'],
      ['Quanto costa il pranzo?', '16 euro'],
      ['Che scuola hai fatto?', 'istituto alberghiero'],
      ['Quando sei stato a Londra?', 'dal 2002 al 2006'],
      ['Perché sei tornato in Italia?', 'ammalato'],
      ['Tua moglie cosa fa?', 'ostetrica'],
      ['Hai un cane?', 'Tortellino'],
      ['Quanto è alta la Torre degli Asinelli?', '97 metri'],
    ],
    unanswerable: ['La trattoria accetta prenotazioni online?', 'Fate anche piatti vegani?'],
  },
  {
    language: 'it',
    text: `Per la rubrica "Facce del quartiere" incontriamo Rosa Lorusso, 49 anni, ispettrice della Polizia di Stato in servizio al commissariato di Bari Vecchia da quattordici anni. In città vecchia la conoscono tutti: è quella che ferma i turisti per ricordargli di non lasciare lo zaino sulla sedia e che sa il nome di ogni signora che fa le orecchiette in strada. Rosa è nata ad Altamura, ha studiato Giurisprudenza all'Università di Bari e si è laureata nel 1999. Prima di entrare in polizia, nel 2002, ha fatto due anni di pratica in uno studio legale e un anno da commessa in una libreria di Matera. I primi otto anni di servizio li ha passati a Milano, alla squadra mobile, poi ha chiesto il trasferimento al Sud per stare vicino alla madre, Angela, rimasta vedova. Oggi guida una squadra di sei agenti. È sposata con Vito Colonna, insegnante di musica alle scuole medie, e ha un figlio, Nicola, di 16 anni, che gioca a pallanuoto. La sorella minore, Grazia, fa la farmacista a Gravina. In casa c'è un pastore tedesco in pensione, Tango, che fino al 2020 lavorava nell'unità cinofila. Rosa parla italiano, il barese più stretto, inglese e un po' di tedesco, imparato da ragazza durante un'estate in Baviera. Nel tempo libero fa immersioni a Polignano a Mare e dal 2018 ha già corso cinque maratone.

La Basilica di San Nicola fu iniziata nel 1087, lo stesso anno in cui un gruppo di marinai baresi portò in città le reliquie del santo da Myra, in Asia Minore. Ogni maggio la città ricorda l'arrivo con un corteo storico.

Orecchiette con le cime di rapa: cuocete le cime insieme alla pasta in acqua salata, scolate e saltate tutto in padella con olio, aglio, un'acciuga e un pizzico di peperoncino.`,
    questions: [
      ['Che lavoro fa Rosa?', 'ispettrice'],
      ['Dove lavora?', 'Bari Vecchia'],
      ['Da quanto tempo è lì?', 'quattordici anni'],
      ['Quanti anni ha?', '49 anni'],
      ["Cosa ha studiato all'università?", 'Giurisprudenza'],
      ['Perché è tornata al Sud?', 'vicino alla madre'],
      ['Il marito che mestiere fa?', 'insegnante di musica'],
      ['Suo figlio fa sport?', 'pallanuoto'],
      ['Ha animali?', 'Tango'],
      ['Quando è stata iniziata la Basilica di San Nicola?', '1087'],
    ],
    unanswerable: ['Rosa ha mai ricevuto un encomio?', 'Qual è il numero di telefono del commissariato?'],
  },
  {
    language: 'it',
    text: `Mi chiamo Davide Ferrero, ho 51 anni e faccio il giornalista a Torino da più di venticinque anni. Oggi sono caporedattore della cronaca in un quotidiano locale e da tre anni conduco anche un podcast settimanale sulla storia dei quartieri operai, "Barriera e dintorni". Sono cresciuto a Pinerolo, ho studiato Lettere moderne all'Università di Torino, con una tesi su Cesare Pavese, e poi ho frequentato la scuola di giornalismo di Urbino. Ho cominciato nel 1997 come collaboratore, pagato 10.000 lire a pezzo: scrivevo di notte, perché di giorno facevo il cameriere. Poi, dal 2000 al 2008, ho lavorato come inviato per un'agenzia di stampa a Roma. Perché sono tornato? Perché a Roma non ci sono le montagne, e perché mi mancava la nebbia, anche se nessuno mi crede. Vivo a San Salvario con la mia compagna, Ilaria, che fa l'architetta, e con sua figlia Sofia, che ha 17 anni e mi batte sempre a scacchi. Ho anche un figlio, Matteo, di 23 anni, nato dal mio primo matrimonio: studia ingegneria a Delft. Mio fratello gemello Paolo fa la guida alpina a Courmayeur, e mia madre Lucia, a 82 anni, legge ancora il giornale ogni mattina per trovarmi gli errori. Niente animali, ma sul balcone curo un piccolo orto di basilico e pomodori. Parlo italiano, francese e inglese, e capisco il piemontese. D'inverno faccio scialpinismo in Val Chisone e d'estate suono il basso in una band di amici.

La Mole Antonelliana, progettata da Alessandro Antonelli, fu iniziata nel 1863 come sinagoga e completata nel 1889. Alta 167 metri, oggi ospita il Museo nazionale del cinema.

Il bicerin si prepara in un bicchierino di vetro: prima cioccolata calda densa, poi caffè espresso e infine crema di latte, senza mescolare.`,
    questions: [
      ['Di cosa ti occupi?', 'giornalista'],
      ['Dove sei cresciuto?', 'Pinerolo'],
      ['Che facoltà hai fatto?', 'Lettere moderne'],
      ['Da quando scrivi?', '1997'],
      ["Quanto ti pagavano all'inizio?", '10.000 lire'],
      ['Perché hai lasciato Roma?', 'montagne'],
      ['Hai figli?', 'Matteo'],
      ['Tuo fratello che lavoro fa?', 'guida alpina'],
      ['Come si chiama il tuo podcast?', 'Barriera e dintorni'],
      ['Quanto è alta la Mole?', '167 metri'],
    ],
    unanswerable: ['Per quale giornale scrivi?', 'Per che squadra tifi?'],
  },
  {
    language: 'it',
    text: `Tra i tassisti della Cooperativa Motoscafi Laguna c'è Elena Vianello, 38 anni, veneziana di Castello, al timone di un taxi acqueo dal 2012. È una delle poche donne in città con la licenza, che ha ottenuto dopo due anni tra esami e tirocinio e circa 400 ore di navigazione. Il suo motoscafo in legno di mogano, il "Bianca", è stato costruito nel 1978 in un cantiere della Giudecca, e lei lo cura come un figlio. Prima del taxi Elena ha lavorato cinque anni alla reception di un hotel al Lido e tre anni come marinaia sui vaporetti. Ha il diploma dell'istituto nautico e ha frequentato un anno di Lingue a Ca' Foscari, prima di capire che la sua aula era l'acqua. Un trasferimento dall'aeroporto Marco Polo a San Marco costa circa 130 euro e dura mezz'ora. Elena vive in una casa vicino all'Arsenale con il marito Alvise, gondoliere come il padre e il nonno, e con i loro due figli, Giacomo di 9 anni e Bianca di 5: sì, la barca porta il nome della piccola. Il padre di Elena, Bepi, faceva il pescatore a Burano, e la madre, Nives, fa ancora i merletti. Suo fratello Andrea lavora il vetro in una fornace di Murano. In casa vive un gatto rosso, Doge, che d'estate sale volentieri in barca. Elena parla veneziano, italiano, inglese, tedesco e un po' di giapponese, imparato per i clienti. Ogni settembre partecipa alla Regata Storica e ha vinto due volte la regata delle donne, nel 2017 e nel 2021.

Il Ponte di Rialto in pietra fu completato nel 1591 su progetto di Antonio da Ponte, al posto di un vecchio ponte di legno crollato più volte. Per secoli è stato l'unico modo di attraversare il Canal Grande a piedi.`,
    questions: [
      ['Che lavoro fa Elena?', 'taxi acqueo'],
      ['Da quando fa questo mestiere?', '2012'],
      ['Quanti anni ha?', '38 anni'],
      ["Quanto costa andare dall'aeroporto a San Marco?", '130 euro'],
      ['Di che legno è la sua barca?', 'mogano'],
      ['Dove abita?', 'Arsenale'],
      ['Suo marito che lavoro fa?', 'gondoliere'],
      ['Ha dei bambini?', 'Giacomo'],
      ['Che lingue parla?', 'giapponese'],
      ['Quando è stato finito il Ponte di Rialto?', '1591'],
    ],
    unanswerable: ['Si può prenotare il taxi di Elena su WhatsApp?', 'Quante barche ha la cooperativa?'],
  },
];
