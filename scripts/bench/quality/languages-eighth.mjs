// An eighth multilingual set for `npm run bench:quality`: four personal bots per language for the three answer
// languages the earlier sets left out (hi, pt, it) — first-person and third-person bios alternating, each followed by
// unrelated short paragraphs, written for this benchmark (no outside text) — with questions a visitor would type in
// that language, the words the answer must hold, and questions the text cannot answer. Written blind on 2026-11-28 by
// a helper who never saw the answerer, its code or its output. Same format as languages.mjs.
// Portuguese: the first two pt bots are Brazilian Portuguese, the last two European Portuguese.
// Measured once before any change for it, at 83a4583: the first two bios per language (tuning, "languages 8") 30/60
// hit, 5/12 declined; the last two (held out: only totals printed) 25/60 hit, 9/12 declined.

export const LANGUAGE_EIGHTH_SETS = [
  {
    language: 'hi',
    text: `नमस्ते! मेरा नाम अनुराधा त्रिपाठी है और मैं 34 साल की हूँ। मेरा जन्म लखनऊ में हुआ, लेकिन पिछले नौ साल से मैं पुणे में रहती हूँ। पेशे से मैं पशु-चिकित्सक हूँ — कोथरूड में मेरा अपना छोटा-सा क्लिनिक है, जिसका नाम "पंजा केयर" है। ज़्यादातर कुत्ते और बिल्लियाँ ही आते हैं, पर कभी-कभी कोई तोता या कछुआ भी आ जाता है। मैंने बी.वी.एससी. की पढ़ाई मथुरा के पशु-चिकित्सा विश्वविद्यालय से की और उसके बाद दो साल बेंगलुरु के एक बड़े पशु अस्पताल में काम किया।

मेरे पति समीर एक आईटी कंपनी में काम करते हैं और हमारा एक बेटा है, आरव, जो अभी 6 साल का है। घर में दो बिल्लियाँ भी हैं — मिश्री और गुड़िया — दोनों को मैं सड़क से उठाकर लाई थी। मैं हिंदी, अंग्रेज़ी और थोड़ी-बहुत मराठी बोल लेती हूँ; मराठी मैंने क्लिनिक में आने वाले लोगों से बातें करते-करते सीखी है।

ख़ाली वक़्त में मुझे कथक करना अच्छा लगता है, जो मैंने बचपन में बारह साल तक सीखा था। हर रविवार की सुबह मैं सिंहगढ़ किले तक ट्रेक करती हूँ, और साल में एक बार किसी गाँव के पशु-शिविर में मुफ़्त टीकाकरण करने ज़रूर जाती हूँ। पिछले साल ऐसे ही एक शिविर में हमने 400 से ज़्यादा कुत्तों को टीके लगाए थे।

शनिवार वाड़ा पुणे का एक ऐतिहासिक महल-किला है, जिसकी नींव 1730 में पेशवा बाजीराव प्रथम ने रखी थी। 1828 में लगी एक भयानक आग में इसका ज़्यादातर हिस्सा जल गया, लेकिन इसकी मोटी दीवारें और मुख्य दरवाज़ा आज भी खड़े हैं।`,
    questions: [
      ['आप क्या काम करती हो?', 'पशु-चिकित्सक'],
      ['क्लिनिक कहाँ पर है?', 'कोथरूड'],
      ['आपकी उम्र कितनी है?', '34'],
      ['आप मूल रूप से कहाँ की हो?', 'लखनऊ'],
      ['पुणे में कब से हो?', 'नौ साल'],
      ['हसबैंड का नाम क्या है?', 'समीर'],
      ['कोई पालतू है घर में?', 'मिश्री'],
      ['डांस वगैरह करती हो?', 'कथक'],
      ['पढ़ाई कहाँ से की?', 'मथुरा'],
      ['शनिवार वाड़ा कब बना था?', '1730'],
    ],
    unanswerable: ['क्लिनिक में चेकअप की फ़ीस कितनी है?', 'क्या आपके कोई भाई-बहन हैं?'],
  },
  {
    language: 'hi',
    text: `कमला देवी मीणा जयपुर की उन गिनी-चुनी महिलाओं में से हैं जो आज भी पारंपरिक ब्लू पॉटरी, यानी नीले रंग के चमकदार बर्तन, पूरी तरह हाथ से बनाती हैं। 58 साल की कमला जी का जन्म दौसा ज़िले के एक छोटे-से गाँव में हुआ था। शादी के बाद वे जयपुर आईं और यह कला अपने ससुर से सीखी, जो ख़ुद चालीस साल तक इसी काम में लगे रहे। आज सांगानेर में उनकी अपनी कार्यशाला है, जहाँ वे 15 लड़कियों को मुफ़्त में यह हुनर सिखाती हैं। पिछले 31 वर्षों में उनके बनाए फूलदान और टाइलें लंदन, टोक्यो और दुबई की प्रदर्शनियों तक पहुँच चुकी हैं, और 2019 में उन्हें राज्य शिल्प पुरस्कार से सम्मानित किया गया।

कमला जी के पति रामस्वरूप जी एक सरकारी स्कूल से रिटायर हुए अध्यापक हैं। उनके तीन बच्चे हैं — दो बेटियाँ और एक बेटा; बड़ी बेटी सुनीता अब माँ के साथ कार्यशाला संभालती है। कमला जी ने सिर्फ़ आठवीं तक पढ़ाई की, लेकिन हिसाब-किताब और ग्राहकों से मोलभाव में उनका कोई जवाब नहीं। वे हिंदी और ढूँढाड़ी बोलती हैं और हँसकर कहती हैं कि अंग्रेज़ी के बस उतने ही शब्द आते हैं जितने बर्तन बेचने के लिए चाहिए। सुबह पाँच बजे उठकर वे सबसे पहले अपनी गाय गौरी को चारा देती हैं, और शाम को मोहल्ले की भजन मंडली में गाती हैं। उत्सव के दोनों दिन वे मुख्य पंडाल में चाक पर लाइव प्रदर्शन करेंगी।

हवा महल का निर्माण 1799 में महाराजा सवाई प्रताप सिंह ने करवाया था। इसकी 953 छोटी-छोटी खिड़कियाँ, जिन्हें झरोखे कहा जाता है, इसलिए बनाई गई थीं ताकि राजघराने की महिलाएँ बिना दिखे नीचे बाज़ार की चहल-पहल देख सकें।

दाल-बाटी के लिए आटे में घी, अजवाइन और नमक मिलाकर सख़्त गूँथ लें, गोल बाटियाँ बनाकर धीमी आँच पर सेंकें और गरम-गरम घी में डुबोकर पंचमेल दाल के साथ परोसें।`,
    questions: [
      ['कमला जी क्या बनाती हैं?', 'ब्लू पॉटरी'],
      ['इनकी उम्र कितनी है?', '58'],
      ['ये असल में कहाँ की हैं?', 'दौसा'],
      ['ये काम किससे सीखा?', 'ससुर'],
      ['इनकी वर्कशॉप कहाँ है?', 'सांगानेर'],
      ['कितनी लड़कियों को सिखाती हैं?', '15'],
      ['कोई अवॉर्ड मिला है क्या?', 'राज्य शिल्प पुरस्कार'],
      ['कितना पढ़ी-लिखी हैं?', 'आठवीं'],
      ['उनके कितने बच्चे हैं?', 'तीन बच्चे'],
      ['हवा महल किसने बनवाया?', 'सवाई प्रताप सिंह'],
    ],
    unanswerable: ['कमला जी के बर्तन कितने के मिलते हैं?', 'कमला जी की शादी किस साल हुई थी?'],
  },
  {
    language: 'hi',
    text: `मेरा नाम दीपक बघेल है और मैं 41 साल का हूँ। मैं भारतीय रेल में लोको पायलट हूँ, यानी ट्रेन चलाता हूँ — पिछले सोलह साल से। शुरुआत मालगाड़ियों से की थी, और अब ज़्यादातर भोपाल से दिल्ली के बीच चलने वाली सवारी गाड़ियाँ चलाता हूँ। घर भोपाल में है, लेकिन मेरा बचपन छत्तीसगढ़ के बिलासपुर में बीता, जहाँ पिताजी रेलवे वर्कशॉप में फ़िटर थे। कह सकते हैं कि रेल हमारे ख़ून में है।

मैंने बिलासपुर के एक पॉलिटेक्निक कॉलेज से इलेक्ट्रिकल में डिप्लोमा किया और 24 की उम्र में रेलवे की परीक्षा पास की। मेरी पत्नी रश्मि एक बैंक में कैशियर है। हमारी जुड़वाँ बेटियाँ हैं, पीहू और परी, जो इस साल दसवीं में हैं। घर में कोई पालतू जानवर नहीं है — रश्मि को कुत्तों से डर लगता है — पर बालकनी में पचास से ज़्यादा गमले ज़रूर हैं।

मैं हिंदी, छत्तीसगढ़ी और काम चलाने लायक अंग्रेज़ी बोल लेता हूँ। छुट्टी के दिन मुझे शतरंज खेलना सबसे अच्छा लगता है; ज़िला स्तर के दो टूर्नामेंट भी जीत चुका हूँ। इसके अलावा पुराने फ़िल्मी गाने गाता हूँ, ख़ासकर किशोर कुमार के। मेरा सपना है कि रिटायर होने के बाद देश के हर रेलवे ज़ोन की कम से कम एक यात्रा करूँ — इस बार इंजन में नहीं, खिड़की वाली सीट पर बैठकर।

भोपाल का बड़ा तालाब, जिसे भोजताल भी कहते हैं, ग्यारहवीं सदी में राजा भोज के समय बना माना जाता है। आज भी यह शहर के बड़े हिस्से को पीने का पानी देता है।

पोहा बनाने के लिए पोहे को धोकर पाँच मिनट रख दें। कड़ाही में तेल गरम करके राई, करी पत्ता, प्याज़ और हरी मिर्च भूनें, फिर हल्दी, नमक और पोहा मिलाएँ। ऊपर से सेव और नींबू डालकर परोसें।`,
    questions: [
      ['आप क्या काम करते हो?', 'लोको पायलट'],
      ['कितने साल से ट्रेन चला रहे हो?', 'सोलह साल'],
      ['किस रूट पर चलते हो?', 'दिल्ली'],
      ['बचपन कहाँ गुज़रा?', 'बिलासपुर'],
      ['आपने क्या पढ़ाई की है?', 'डिप्लोमा'],
      ['वाइफ क्या करती हैं?', 'कैशियर'],
      ['बच्चे कितने हैं, नाम क्या हैं?', 'पीहू'],
      ['आपकी एज क्या है?', '41'],
      ['फ्री टाइम में क्या करते हो?', 'शतरंज'],
      ['बड़ा तालाब कब बना था?', 'ग्यारहवीं सदी'],
    ],
    unanswerable: ['आपकी सैलरी कितनी है?', 'आपकी माँ कहाँ रहती हैं?'],
  },
  {
    language: 'hi',
    text: `सुरेश नेगी हमारी कंपनी "हिमशिखर एडवेंचर्स" के मुख्य ट्रेक लीडर हैं और 2012 से हमारे साथ हैं। उनका जन्म किन्नौर ज़िले के कल्पा गाँव में हुआ, जहाँ आज भी उनके परिवार के सेब के बाग़ हैं। 39 वर्षीय सुरेश अब तक 230 से ज़्यादा ट्रेक करवा चुके हैं, जिनमें हम्प्टा पास, पिन-पार्वती और चंद्रताल जैसे मुश्किल रास्ते शामिल हैं। उन्होंने उत्तरकाशी के नेहरू पर्वतारोहण संस्थान से बेसिक और एडवांस पर्वतारोहण कोर्स किया है, और वे प्रमाणित प्राथमिक चिकित्सक भी हैं। 2017 में वे लद्दाख की 6,153 मीटर ऊँची स्टोक कांगड़ी चोटी पर चढ़े थे।

पहाड़ों में सब उन्हें "नेगी भाई" के नाम से जानते हैं। वे हिंदी, किन्नौरी और अंग्रेज़ी के अलावा थोड़ी हिब्रू भी बोल लेते हैं, जो उन्होंने विदेशी ट्रेकरों से सीखी। सुरेश मनाली के पास वशिष्ठ गाँव में अपनी पत्नी पूजा और चार साल के बेटे तनुज के साथ रहते हैं। हर ट्रेक पर उनका कुत्ता शेरू भी साथ जाता है — पहाड़ी नस्ल का यह कुत्ता अब सात साल का हो चुका है और रास्ता सुरेश से बेहतर पहचानता है। सर्दियों में, जब ट्रेक बंद रहते हैं, सुरेश सोलंग नाला में स्कीइंग सिखाते हैं और गाँव जाकर बाग़ की छँटाई में हाथ बँटाते हैं। उन्हें देवदार की लकड़ी पर नक्काशी का भी शौक है।

हिडिंबा देवी मंदिर मनाली के ढूँगरी वन में है। इसे 1553 में राजा बहादुर सिंह ने बनवाया था, और इसकी लकड़ी की छत चार परतों वाली पगोडा शैली में बनी है।`,
    questions: [
      ['सुरेश जी क्या करते हैं?', 'ट्रेक लीडर'],
      ['वो कहाँ के रहने वाले हैं?', 'कल्पा'],
      ['कंपनी के साथ कब से हैं?', '2012'],
      ['अब तक कितने ट्रेक कराए हैं?', '230'],
      ['ट्रेनिंग कहाँ से ली है?', 'नेहरू पर्वतारोहण संस्थान'],
      ['उनकी उम्र क्या है?', '39'],
      ['कौन-कौन सी भाषा आती है?', 'किन्नौरी'],
      ['उनका डॉगी भी साथ आता है?', 'शेरू'],
      ['विंटर में क्या करते हैं?', 'स्कीइंग'],
      ['हिडिंबा मंदिर कब बना?', '1553'],
    ],
    unanswerable: ['सुरेश जी की पत्नी क्या काम करती हैं?', 'ट्रेक का खर्चा कितना आता है?'],
  },
  // Brazilian Portuguese
  {
    language: 'pt',
    text: `Oi, eu sou a Luana Ferreira! Tenho 29 anos, nasci em Belém do Pará e hoje moro em Curitiba, onde trabalho como engenheira florestal numa ONG que recupera áreas de Mata Atlântica. Já são seis anos nessa função, e confesso que ainda me emociono quando volto a uma área que a gente plantou e encontro bugio pulando nas árvores. Me formei na Universidade Federal Rural da Amazônia e depois fiz mestrado em ecologia na UFPR — foi assim que vim parar no Sul, e o frio de julho até hoje me pega de surpresa.

Moro num apartamento pequeno no Batel com meu noivo, o Rafael, que é professor de educação física, e com a Farofa, uma vira-lata caramelo que a gente adotou em 2021. A gente casa em março do ano que vem, se tudo der certo! Tenho um irmão mais velho, o Diego, que ficou em Belém e tem um restaurante de comida paraense.

Falo português, espanhol (morei um ano em Buenos Aires num intercâmbio) e um inglês bem razoável. Nas horas vagas eu toco cavaquinho numa roda de samba toda sexta-feira, faço trilha na Serra do Mar e cuido de uma horta comunitária com mais uns vinte vizinhos. E sim, eu sinto falta de açaí de verdade todo santo dia.

O Jardim Botânico de Curitiba foi inaugurado em 1991. A sua estufa de metal e vidro, inspirada nos antigos palácios de cristal europeus, virou um dos cartões-postais da cidade.

Para um pão de queijo simples, misture meio quilo de polvilho azedo com um copo de leite quente e meio copo de óleo, junte dois ovos e 200 gramas de queijo meia cura ralado, faça bolinhas e asse a 180 graus por uns 25 minutos.`,
    questions: [
      ['Qual é a sua profissão?', 'engenheira florestal'],
      ['Você é de onde?', 'Belém'],
      ['Quantos anos você tem?', '29'],
      ['Faz quanto tempo que você trabalha nisso?', 'seis anos'],
      ['Onde você fez faculdade?', 'Rural da Amazônia'],
      ['Você é casada?', 'Rafael'],
      ['Tem cachorro?', 'Farofa'],
      ['Toca algum instrumento?', 'cavaquinho'],
      ['Fala outras línguas?', 'espanhol'],
      ['Quando abriu o Jardim Botânico?', '1991'],
    ],
    unanswerable: ['Pra qual time a Luana torce?', 'Quanto ganha uma engenheira florestal na ONG?'],
  },
  // Brazilian Portuguese
  {
    language: 'pt',
    text: `Mestre Zé Bezerra, nome artístico de José Bezerra da Silva, é sanfoneiro há mais de cinquenta anos e uma das vozes mais queridas do forró pé de serra. Nascido em 1957 num sítio perto de Caruaru, no agreste pernambucano, ganhou a primeira sanfona de oito baixos aos nove anos, presente do avô, que trocou uma vaca pelo instrumento. Aos dezessete já tocava nas feiras da cidade e, pouco depois, foi para São Paulo, onde trabalhou como pedreiro de dia e tocou em forrós de noite durante quase dez anos.

Voltou para Pernambuco em 1986 e gravou doze discos, o mais conhecido deles "Poeira da Estrada". Nunca estudou música formalmente: aprendeu tudo de ouvido, e só foi concluir o ensino fundamental aos quarenta, num supletivo. Hoje mora em Caruaru com a esposa, Dona Socorro, com quem é casado há 44 anos; o casal tem cinco filhos e onze netos, e dois dos netos já tocam zabumba e triângulo no trio do avô. Em casa, quem manda é o papagaio Chiquinho, que, segundo a família, canta forró melhor que muito cantor por aí.

Fora dos palcos, Mestre Zé ensina sanfona de graça para a criançada na associação do bairro e não perde um jogo do Central. Neste festival, ele se apresenta no sábado, às 21h, no palco principal.

A Feira de Caruaru, uma das maiores feiras livres do Brasil, foi registrada como patrimônio imaterial em 2006. Ali se vende de tudo: bonecos de barro, queijo de coalho, redes, ferramentas e até remédio de raiz.`,
    questions: [
      ['O que o Mestre Zé faz?', 'sanfoneiro'],
      ['Qual é o nome verdadeiro dele?', 'José Bezerra da Silva'],
      ['Ele nasceu em que ano?', '1957'],
      ['Ele é de onde?', 'Caruaru'],
      ['Com quantos anos ganhou a primeira sanfona?', 'nove anos'],
      ['Ele estudou música?', 'de ouvido'],
      ['Como se chama a mulher dele?', 'Socorro'],
      ['Quantos netos ele tem?', 'onze netos'],
      ['Tem algum bicho em casa?', 'Chiquinho'],
      ['Desde quando a feira de Caruaru é patrimônio?', '2006'],
    ],
    unanswerable: ['Quanto custa o ingresso do show?', 'O Mestre Zé já tocou fora do Brasil?'],
  },
  // European Portuguese
  {
    language: 'pt',
    text: `Olá! Chamo-me Tiago Mourão, tenho 36 anos e sou enfermeiro no serviço de urgência do Hospital de São João, no Porto, há onze anos. Nasci em Viseu, mas vim estudar para o Porto aos dezoito e nunca mais saí — licenciei-me na Escola Superior de Enfermagem do Porto e, mais tarde, fiz uma pós-graduação em emergência médica. Trabalho por turnos, o que quer dizer que conheço bem o nascer do sol visto da janela da sala de triagem.

Vivo em Gaia, numa casa antiga com vista para o Douro, com a minha mulher, a Inês, que é arquiteta, e com os nossos dois filhos: o Duarte, de 8 anos, e a Leonor, de 3. Temos também um gato preto chamado Pimenta, que passa o dia a dormir em cima da máquina de lavar. Os meus pais continuam em Viseu e vamos lá quase todos os fins de semana, sobretudo na altura das vindimas.

Falo português, inglês e francês — a minha avó era de Lyon e fazia questão de falar comigo só em francês. Nos tempos livres corro: já fiz quatro maratonas, a última em Lisboa, em 3 horas e 41 minutos. Nas férias de verão sou bombeiro voluntário em Viseu e, quando a vida deixa, gosto de fazer pão num forno a lenha que construí com o meu pai.

A Ponte Luís I, que liga o Porto a Vila Nova de Gaia, foi inaugurada em 1886. O tabuleiro de cima é hoje usado pelo metro e por peões, e o de baixo pelos carros.

Para um caldo verde, coza batatas e cebola em água com sal, passe tudo com a varinha, junte couve galega cortada muito fina e deixe ferver cinco minutos. Sirva com uma rodela de chouriço e um fio de azeite.`,
    questions: [
      ['O que fazes na vida?', 'enfermeiro'],
      ['Trabalhas em que hospital?', 'São João'],
      ['És de onde?', 'Viseu'],
      ['Que idade tens?', '36'],
      ['Há quanto tempo estás nesse trabalho?', 'onze anos'],
      ['A tua mulher faz o quê?', 'arquiteta'],
      ['Tens miúdos?', 'Duarte'],
      ['Quantas maratonas já correste?', 'quatro maratonas'],
      ['Moras onde?', 'Gaia'],
      ['Quando abriu a Ponte Luís I?', '1886'],
    ],
    unanswerable: ['Qual é o clube do Tiago?', 'Quanto ganha um enfermeiro no São João?'],
  },
  // European Portuguese
  {
    language: 'pt',
    text: `A Dona Graça Antunes é a alma da Livraria do Largo, o pequeno alfarrabista que abriu em 1994 numa rua íngreme da Alta de Coimbra. Natural de Tomar, veio para Coimbra estudar Línguas e Literaturas Modernas e acabou por ficar: deu aulas de Português e Francês numa escola secundária durante quinze anos antes de trocar a sala de aula pelas estantes. Hoje, com 62 anos, sabe de cor onde está cada um dos cerca de 20 mil livros usados que a casa tem, e há estudantes que juram que ela adivinha o livro antes de o pedirem.

A Graça é viúva e tem uma filha, a Marta, que vive em Bruxelas e trabalha como tradutora nas instituições europeias. Na livraria vive o Camões, um gato rafeiro cinzento que se deita na montra nas manhãs de sol e que tem mais seguidores nas redes sociais do que a própria livraria. Além do português, a Graça fala francês, italiano e algum alemão, e é ela própria quem responde às cartas dos colecionadores estrangeiros.

Às quintas-feiras à noite organiza um clube de leitura que já vai na 312.ª sessão. Canta no coro da Sé Nova, faz caminhadas ao longo do Mondego e tem uma paixão assumida pelo fado de Coimbra, embora se queixe, a rir, de que nunca a deixaram cantá-lo nas escadas da Sé Velha.

A Biblioteca Joanina, na Universidade de Coimbra, foi construída no início do século XVIII, no reinado de D. João V. Uma pequena colónia de morcegos vive lá dentro e ajuda a proteger os livros, comendo os insetos durante a noite.`,
    questions: [
      ['Quem é a dona da livraria?', 'Graça Antunes'],
      ['A livraria existe desde quando?', '1994'],
      ['De onde é ela?', 'Tomar'],
      ['Ela estudou o quê?', 'Línguas e Literaturas Modernas'],
      ['Foi professora durante quanto tempo?', 'quinze anos'],
      ['Quantos livros têm lá?', '20 mil'],
      ['Ela tem filhos?', 'Marta'],
      ['Há algum gato na loja?', 'Camões'],
      ['Em que dia é o clube de leitura?', 'quintas-feiras'],
      ['Que bichos vivem na Biblioteca Joanina?', 'morcegos'],
    ],
    unanswerable: ['A que horas abre a livraria?', 'A Graça vende livros pela internet?'],
  },
  {
    language: 'it',
    text: `Ciao, sono Marco Pellegrini, ho 44 anni e faccio il fornaio a Bologna. Il mio forno, "Pane e Pazienza", è in via del Pratello dal 2009: apro alle tre di notte e alle sette la prima infornata di crescentine e pane comune è già sul banco. Sono nato a Ferrara, figlio di un meccanico e di una maestra, e il pane l'ho scoperto per caso: a diciannove anni facevo il turno di notte in un panificio per pagarmi gli studi di filosofia all'università. Mi sono anche laureato, ma alla fine ha vinto la farina.

Abito in Bolognina con mia moglie Chiara, che fa l'ostetrica al Sant'Orsola, e con i nostri tre figli: Tommaso, di 14 anni, e le gemelle Bianca e Viola, che ne hanno 10. Abbiamo anche un cane, Gnocco, un bastardino nero che dorme sotto il bancone mentre lavoro. Parlo italiano, il dialetto ferrarese quando mi arrabbio e un po' di tedesco, perché ho fatto due anni di apprendistato a Monaco di Baviera.

Nel tempo libero, che è poco, vado in bici sui colli — quest'anno ho chiuso una granfondo di 205 chilometri — e suono il basso in una band che fa cover degli anni Settanta. Una volta al mese tengo un corso di lievito madre per principianti: finora ci sono passate più di trecento persone.

Le Due Torri, simbolo di Bologna, furono costruite nel XII secolo. La più alta, la Torre degli Asinelli, misura quasi 100 metri e per arrivare in cima bisogna salire 498 gradini.

Per il ragù bolognese si soffriggono sedano, carota e cipolla, si aggiunge carne macinata di manzo e maiale, si sfuma con il vino e si lascia cuocere piano con un po' di passata di pomodoro per almeno tre ore.`,
    questions: [
      ['Che lavoro fai?', 'fornaio'],
      ['Dove si trova il forno?', 'via del Pratello'],
      ['Da quando hai aperto?', '2009'],
      ['Di dove sei originario?', 'Ferrara'],
      ['Quanti anni hai?', '44'],
      ['Hai studiato qualcosa?', 'filosofia'],
      ['Tua moglie di cosa si occupa?', 'ostetrica'],
      ['Quanti figli hai?', 'tre figli'],
      ['Hai animali?', 'Gnocco'],
      ['Quanti scalini ha la Torre degli Asinelli?', '498'],
    ],
    unanswerable: ['Quanto costa il corso di lievito madre?', 'Il forno è aperto la domenica?'],
  },
  {
    language: 'it',
    text: `Elena Sartori è biologa marina e lavora come ricercatrice in un centro di ricerca sul mare a Trieste, dove da dodici anni studia le praterie di posidonia e gli effetti del riscaldamento dell'acqua sull'Adriatico. Nata a Udine nel 1986, si è laureata in Scienze naturali a Padova e ha preso il dottorato a Barcellona, dove ha vissuto cinque anni imparando lo spagnolo e il catalano. Ha partecipato a tre spedizioni in Antartide, l'ultima nel 2023, e ha firmato più di quaranta articoli scientifici.

Elena è anche una subacquea esperta, con oltre novecento immersioni alle spalle, e negli ultimi anni si è dedicata alla divulgazione: il suo podcast "Sotto il pelo dell'acqua" ha superato il milione di ascolti. Vive a Trieste, nel rione di San Giacomo, con il compagno Luka, ingegnere navale sloveno, e con la loro figlia Nora, di due anni. In casa ci sono anche due tartarughe d'acqua, Rita e Pino, salvate da una fontana pubblica. Oltre all'italiano e al friulano parla inglese, spagnolo, catalano e qualche parola di sloveno, che sta studiando per farsi capire dai suoceri.

Nel tempo libero va in barca a vela e canta in un coro di canti popolari friulani. Al festival presenterà l'incontro "Il mare che cambia", domenica alle 11 in Sala Azzurra.

Il Castello di Miramare, sulla costa a nord di Trieste, fu costruito tra il 1856 e il 1860 per l'arciduca Massimiliano d'Asburgo, che però ci visse pochissimo prima di partire per il Messico.

La bora è il vento freddo che scende da nord-est sul golfo di Trieste: in certe giornate d'inverno le raffiche superano i 150 chilometri orari, e lungo alcune strade in salita ci sono ancora corde a cui aggrapparsi.`,
    questions: [
      ['Che lavoro fa Elena?', 'biologa marina'],
      ['In che città lavora?', 'Trieste'],
      ['In che anno è nata?', '1986'],
      ["Dove ha fatto l'università?", 'Padova'],
      ['Quante volte è andata in Antartide?', 'tre spedizioni'],
      ['Come si chiama il suo podcast?', 'Sotto il pelo'],
      ['È sposata?', 'Luka'],
      ['Ha bambini?', 'Nora'],
      ['Quante lingue parla?', 'catalano'],
      ['Per chi è stato costruito Miramare?', 'Massimiliano'],
    ],
    unanswerable: ["Elena insegna anche all'università?", 'Quanto dura il suo incontro al festival?'],
  },
  {
    language: 'it',
    text: `Buongiorno a tutti! Mi chiamo Vincenzo Labriola, ho 71 anni e per trentotto anni ho fatto il postino a Matera, prima in bicicletta e poi col motorino. Conoscevo ogni portone dei Sassi e ogni cane del quartiere, e purtroppo molti cani conoscevano me. Sono andato in pensione nel 2017 e da allora faccio l'apicoltore: ho 24 arnie su un terreno di mio suocero vicino a Montescaglioso e faccio miele di sulla, millefiori e, quando l'annata è buona, di castagno.

Sono nato a Grassano, un paese in collina, e ho studiato fino al diploma di ragioneria, perché mio padre voleva vedermi contabile. Mia moglie Antonietta ha fatto la sarta tutta la vita e ancora oggi aggiusta i pantaloni di mezzo vicinato. Abbiamo due figlie: Angela, che fa la farmacista a Bari, e Teresa, che vive a Torino e insegna matematica. I nipoti sono quattro, e il più piccolo, Michele, a cinque anni sa già mettersi da solo la maschera da apicoltore. Animali? Oltre alle api, solo una gallina, la Signora, che fa un uovo al giorno e comanda in cortile.

Parlo italiano, il materano stretto e un po' di francese, imparato da ragazzo quando ho lavorato due estati in una vigna in Borgogna. La sera gioco a scopa al circolo degli anziani, e d'estate faccio da guida volontaria ai turisti nei Sassi.

Matera è stata Capitale europea della cultura nel 2019. I Sassi, i due antichi rioni scavati nella roccia, sono patrimonio dell'UNESCO dal 1993.

Per la crapiata, antico piatto contadino materano, si mettono a bagno la sera prima ceci, fagioli, lenticchie, fave e grano, e il giorno dopo si cuoce tutto piano per ore con sale e un filo d'olio.`,
    questions: [
      ['Che lavoro facevi prima?', 'postino'],
      ['Per quanto tempo hai lavorato?', 'trentotto anni'],
      ['Da quando sei in pensione?', '2017'],
      ['Quante arnie hai?', '24'],
      ['Sei nato dove?', 'Grassano'],
      ['Che scuola hai fatto?', 'ragioneria'],
      ['Come si chiama tua moglie?', 'Antonietta'],
      ['Le tue figlie che lavoro fanno?', 'farmacista'],
      ['Hai nipotini?', 'quattro'],
      ['Quando Matera è stata capitale della cultura?', '2019'],
    ],
    unanswerable: ['Quanto costa un vasetto del tuo miele?', 'Che macchina guidi?'],
  },
  {
    language: 'it',
    text: `Giulia Mereu è la nostra UX designer e fa parte del team di Studio Ferro dal 2022. Ha 27 anni, è cresciuta a Cagliari e si è trasferita a Milano per la laurea triennale in Design della comunicazione al Politecnico di Milano, a cui ha aggiunto un master in interaction design ad Amsterdam. Prima di arrivare da noi ha lavorato un anno e mezzo in una startup olandese che sviluppa app per chi va in bici, da cui è tornata con un olandese più che dignitoso e la convinzione che ogni città meriti piste ciclabili vere.

In studio segue soprattutto i progetti per musei e biblioteche: il sito che ha disegnato per un piccolo museo del giocattolo di Cremona ha vinto nel 2024 un premio nazionale per l'accessibilità. Giulia vive in zona Isola con due coinquiline e un coniglio nano di nome Ottavio, ospite fisso delle nostre videochiamate. Il suo fidanzato, Davide, fa il cuoco in un ristorante sui Navigli; i genitori e il fratello minore, Andrea, sono rimasti in Sardegna, dove lei torna ogni agosto.

Parla italiano, sardo (poco, ma con orgoglio), inglese e olandese. Fuori dall'ufficio fa arrampicata in palestra tre sere a settimana, disegna brevi fumetti che pubblica online e da qualche mese prova a imparare il surf, per ora con scarsi risultati.

La Galleria Vittorio Emanuele II, il salotto di Milano, fu inaugurata nel 1867. Secondo una vecchia usanza porta fortuna fare un giro su se stessi con il tallone sul toro del mosaico al centro della galleria.

Per il risotto alla milanese si tosta il riso nel burro con un po' di cipolla, si sfuma con vino bianco, si aggiunge brodo poco alla volta e a metà cottura lo zafferano. Alla fine si manteca con burro e parmigiano.`,
    questions: [
      ['Che ruolo ha Giulia nello studio?', 'UX designer'],
      ['Da quando lavora con voi?', '2022'],
      ['Quanti anni ha?', '27'],
      ["Di dov'è?", 'Cagliari'],
      ['Dove ha studiato?', 'Politecnico di Milano'],
      ['Ha un animale domestico?', 'Ottavio'],
      ['È fidanzata?', 'Davide'],
      ['Che lingue parla?', 'olandese'],
      ['Fa sport?', 'arrampicata'],
      ['Quando è stata inaugurata la Galleria?', '1867'],
    ],
    unanswerable: ['Quanto guadagna Giulia?', 'Giulia ha la patente?'],
  },
];
