// A ninth multilingual set for `npm run bench:quality`: four personal bots per language for Hindi, Portuguese and
// Italian — first-person and third-person bios alternating, each followed by unrelated short paragraphs, written for
// this benchmark (no outside text) — with questions a visitor would type in that language, the words the answer must
// hold, and questions the text cannot answer. Written blind on 2026-11-28 by a helper who never saw the answerer, its
// code or its output. Same format as languages.mjs.
// Portuguese: the first two pt bots (Belo Horizonte, Salvador) are Brazilian Portuguese; the last two (Lisbon, Braga)
// are European Portuguese.
// Measured once before any tuning on it: at 83a4583 (before Hindi was analysed) 63/120 hit, 13/24 declined; at adc2a09
// (Hindi, Portuguese and Italian read as the other languages, written before this set was) 85/120 hit, 16/24
// declined. Tuning data since, whole ("languages 9", misses printed).

export const LANGUAGE_NINTH_SETS = [
  {
    language: 'hi',
    text: `नमस्ते! मेरा नाम इरफ़ान कुरैशी है और मैं भोपाल के पुराने शहर में, इब्राहिमपुरा की एक तंग गली में दर्ज़ी की दुकान चलाता हूँ। दुकान का नाम "कुरैशी टेलर्स" है, जो मेरे अब्बा ने 1979 में खोली थी। मैं 48 साल का हूँ और पिछले बाईस साल से यह दुकान मैं ही सँभाल रहा हूँ। शेरवानी और ब्लाउज़ मेरी ख़ासियत हैं — शादियों के सीज़न में तो रात के दो बजे तक मशीन चलती है। एक शेरवानी की सिलाई के मैं 2,500 रुपये लेता हूँ, कपड़ा ग्राहक का अपना।

मैंने बारहवीं तक पढ़ाई एक सरकारी स्कूल में की, फिर दो साल बी.कॉम भी किया पर पूरा नहीं कर पाया। 1996 से 2002 तक मुंबई के क्रॉफ़र्ड मार्केट में एक बड़े मास्टर जी के यहाँ कारीगर रहा, वहीं असली कटिंग सीखी। मेरी बीवी का नाम शबनम है, वो घर से ही बच्चों को उर्दू पढ़ाती हैं। हमारे दो बच्चे हैं — बेटी ज़ोया, जो 19 साल की है और नर्सिंग पढ़ रही है, और बेटा अयान, 14 साल का, जिसे सिर्फ़ क्रिकेट से मतलब है। अम्मी अब भी हमारे साथ रहती हैं। मेरा छोटा भाई सलीम दुबई में टैक्सी ड्राइवर है। घर में एक तोता भी है, मिट्ठू, जो ग्राहकों को "आदाब" बोलता है।

मैं हिंदी, उर्दू और थोड़ी-बहुत मराठी बोल लेता हूँ। शौक़ पूछें तो पतंगबाज़ी और पुरानी ग़ज़लें सुनना। हर इतवार सुबह बड़े तालाब के किनारे दोस्तों के साथ चाय पीना मैं कभी नहीं छोड़ता।

भोपाल की ताज-उल-मसाजिद देश की सबसे बड़ी मस्जिदों में गिनी जाती है। इसका निर्माण नवाब शाहजहाँ बेगम के ज़माने में शुरू हुआ था, लेकिन पैसों की कमी से काम बरसों अटका रहा और यह 1985 में जाकर पूरी हुई।`,
    questions: [
      ['आप क्या काम करते हो?', 'दर्ज़ी'],
      ['दुकान कहाँ पर है?', 'इब्राहिमपुरा'],
      ['आपकी उम्र कितनी है?', '48'],
      ['कितने साल से दुकान चला रहे हो?', 'बाईस साल'],
      ['शेरवानी सिलवाने का कितना चार्ज है?', '2,500 रुपये'],
      ['सिलाई का काम कहाँ सीखा?', 'क्रॉफ़र्ड मार्केट'],
      ['वाइफ का नाम क्या है?', 'शबनम'],
      ['बेटी क्या पढ़ रही है?', 'नर्सिंग'],
      ['कोई पालतू है घर में?', 'मिट्ठू'],
      ['ताज-उल-मसाजिद कब बनकर पूरी हुई?', '1985'],
    ],
    unanswerable: ['आपकी दुकान सुबह कितने बजे खुलती है?', 'आपके अब्बा का नाम क्या है?'],
  },
  {
    language: 'hi',
    text: `पटना के कंकड़बाग स्थित राजकीय बालिका उच्च विद्यालय की प्रधानाचार्या डॉ. मीनाक्षी सिन्हा इस महीने अपनी सेवा के तीस साल पूरे कर रही हैं। 56 वर्षीय मीनाक्षी जी का जन्म गया ज़िले के एक छोटे-से क़स्बे टेकारी में हुआ था। उनके पिता रामनारायण सिन्हा डाकिया थे। उन्होंने पटना विश्वविद्यालय से रसायन शास्त्र में एम.एससी. की और फिर बी.एड. करके 1996 में आरा के एक सरकारी स्कूल में विज्ञान शिक्षिका बनीं। आठ साल वहाँ पढ़ाने के बाद वे मुज़फ़्फ़रपुर चली गईं, और 2011 से कंकड़बाग वाले स्कूल की प्रधानाचार्या हैं। उनके आने के बाद स्कूल में छात्राओं की संख्या 420 से बढ़कर 1,150 हो गई है, और पिछले साल स्कूल को अपनी पहली कंप्यूटर लैब मिली।

मीनाक्षी जी के पति अजय कुमार बिहार बिजली बोर्ड में इंजीनियर थे और अब रिटायर हो चुके हैं। उनका बेटा कुणाल बेंगलुरु में डॉक्टर है। छोटी बहन रश्मि रांची में वकील है। घर पर कोई पालतू जानवर नहीं है, लेकिन छत पर पचास से ज़्यादा गमले हैं जिनकी देखभाल वे ख़ुद करती हैं। वे हिंदी, अंग्रेज़ी, मगही और भोजपुरी बोलती हैं। शाम को उन्हें रेणु और महादेवी वर्मा को पढ़ना पसंद है, और हर साल छठ पर पूरा परिवार टेकारी लौटता है। सहकर्मी बताते हैं कि तीस साल में उन्होंने सिर्फ़ चार बार छुट्टी ली है।

पटना का गोलघर अनाज जमा करने के लिए 1786 में अंग्रेज़ इंजीनियर कैप्टन जॉन गार्स्टिन ने बनवाया था। इसकी ऊँचाई लगभग 29 मीटर है और बाहर की घुमावदार सीढ़ियाँ ऊपर तक जाती हैं, जहाँ से गंगा साफ़ दिखती है।`,
    questions: [
      ['मीनाक्षी जी क्या करती हैं?', 'प्रधानाचार्या'],
      ['कितने साल से नौकरी कर रही हैं?', 'तीस साल'],
      ['उनकी उम्र क्या है?', '56'],
      ['वो मूल रूप से कहाँ की हैं?', 'टेकारी'],
      ['उन्होंने किस सब्जेक्ट में पढ़ाई की?', 'रसायन शास्त्र'],
      ['प्रिंसिपल कब बनीं?', '2011'],
      ['उनके हसबैंड क्या करते थे?', 'इंजीनियर'],
      ['बच्चे हैं उनके?', 'कुणाल'],
      ['स्कूल में अब कितनी लड़कियाँ पढ़ती हैं?', '1,150'],
      ['गोलघर किसने बनवाया था?', 'जॉन गार्स्टिन'],
    ],
    unanswerable: ['मीनाक्षी जी की तनख़्वाह कितनी है?', 'उनकी माँ का नाम क्या है?'],
  },
  {
    language: 'hi',
    text: `राम राम जी! मैं सुखविंदर सिंह, उम्र 53 साल, और पिछले सत्रह साल से डीटीसी में बस ड्राइवर हूँ। आजकल मेरा रूट 534 है — आनंद विहार से महरौली तक, एक तरफ़ का सफ़र लगभग ढाई घंटे का। सुबह की शिफ़्ट पौने छह बजे शुरू होती है, इसलिए मैं साढ़े चार बजे उठ जाता हूँ। मेरा जन्म पंजाब के होशियारपुर में हुआ, पर बचपन से ही हम दिल्ली के तिलक नगर में रहते हैं।

दसवीं के बाद मैंने आईटीआई से मोटर मैकेनिक का डिप्लोमा किया। 1991 से 1999 तक मैंने ट्रक चलाया, दिल्ली से गुवाहाटी और मुंबई तक, फिर दस साल एक प्राइवेट स्कूल की बस चलाई। 2009 में डीटीसी में पक्की नौकरी लगी। अब तनख़्वाह करीब 48,000 रुपये महीना है, ओवरटाइम अलग।

मेरी घरवाली हरप्रीत घर पर ही बुटीक चलाती हैं। हमारी दो बेटियाँ हैं — जसलीन कनाडा के ब्रैम्पटन में रहती है और नवनीत अभी दिल्ली यूनिवर्सिटी से बी.ए. कर रही है। बाऊजी 80 साल के हैं और हमारे साथ ही रहते हैं। घर में एक देसी कुत्ता है, शेरू, जिसे मैं सड़क से उठा लाया था। मैं पंजाबी, हिंदी और काम-चलाऊ अंग्रेज़ी बोलता हूँ। छुट्टी वाले दिन गुरुद्वारे में लंगर की सेवा करता हूँ और कबड्डी के मैच देखना नहीं छोड़ता। इतने साल की ड्राइवरी में मेरा आज तक एक भी चालान नहीं कटा — इस बात पर मुझे बड़ा गर्व है।

दिल्ली की क़ुतुब मीनार लगभग 73 मीटर ऊँची है। इसका निर्माण क़ुतुबुद्दीन ऐबक ने 1199 के आसपास शुरू करवाया था और बाद में इल्तुतमिश ने इसकी ऊपर की मंज़िलें पूरी करवाईं।`,
    questions: [
      ['आप कौन से रूट पे बस चलाते हो?', '534'],
      ['डीटीसी में कितने साल हो गए?', 'सत्रह साल'],
      ['सैलरी कितनी मिलती है?', '48,000 रुपये'],
      ['आप असल में कहाँ से हो?', 'होशियारपुर'],
      ['इससे पहले क्या करते थे?', 'ट्रक'],
      ['आपकी पत्नी क्या करती हैं?', 'बुटीक'],
      ['जसलीन कहाँ रहती है?', 'कनाडा'],
      ['कुत्ता है आपके पास?', 'शेरू'],
      ['रोज़ कितने बजे उठते हो?', 'साढ़े चार'],
      ['क़ुतुब मीनार कितनी ऊँची है?', '73 मीटर'],
    ],
    unanswerable: ['आपकी बस में कितनी सीटें होती हैं?', 'आपकी माताजी का नाम क्या है?'],
  },
  {
    language: 'hi',
    text: `बनारस संगीत उत्सव — कलाकार परिचय

इस साल उत्सव की दूसरी शाम का समापन करेंगी तबला वादक अनुराधा मिश्रा। 38 वर्षीय अनुराधा बनारस घराने की उन गिनी-चुनी महिलाओं में हैं जिन्होंने तबले को पेशे के तौर पर चुना। उनका जन्म वाराणसी के कबीरचौरा मोहल्ले में हुआ, जहाँ अपने दादा पंडित गोपाल मिश्रा से उन्होंने सात साल की उम्र में पहला क़ायदा सीखा। आगे की तालीम उन्होंने बारह साल तक पंडित रघुनाथ प्रसाद के पास ली। काशी हिंदू विश्वविद्यालय से संगीत में एम.ए. करने के बाद 2012 से 2019 तक वे लखनऊ के एक संगीत संस्थान में संगत कलाकार रहीं। अब तक वे चौदह देशों में कार्यक्रम दे चुकी हैं, और 2021 में उनका पहला एल्बम "धा" रिलीज़ हुआ।

अनुराधा के पति समीर बनर्जी कोलकाता के सितार वादक हैं; दोनों अक्सर साथ मंच पर दिखते हैं। उनका छह साल का बेटा ऋषभ अभी से घर के हर बर्तन पर ताल देता है। उनके बड़े भाई विवेक मिश्रा गायक हैं और घाट के पास अपना संगीत विद्यालय चलाते हैं, जहाँ अनुराधा हर शनिवार बच्चों को मुफ़्त सिखाती हैं। घर में दो बिल्लियाँ हैं — ताल और लय। अनुराधा हिंदी, भोजपुरी, बांग्ला और अंग्रेज़ी बोलती हैं। रियाज़ के बाद उन्हें गंगा में नाव चलाना और कचौड़ी-जलेबी का नाश्ता सबसे प्रिय है। कार्यक्रम शाम 7:30 बजे से, टिकट 300 रुपये।

दशाश्वमेध घाट पर होने वाली गंगा आरती रोज़ सूर्यास्त के बाद शुरू होती है और लगभग 45 मिनट चलती है। सात पुजारी एक साथ बड़े-बड़े दीयों से आरती करते हैं, और इसे देखने के लिए लोग नावों में घाट के सामने जमा हो जाते हैं।`,
    questions: [
      ['अनुराधा कौन सा इंस्ट्रूमेंट बजाती हैं?', 'तबला'],
      ['उनकी उम्र कितनी है?', '38'],
      ['तबला कितनी उम्र में सीखना शुरू किया?', 'सात साल'],
      ['उनकी शादी किससे हुई है?', 'समीर'],
      ['कोई बच्चा है उनका?', 'ऋषभ'],
      ['उनके भाई क्या करते हैं?', 'गायक'],
      ['कितने देशों में परफॉर्म कर चुकी हैं?', 'चौदह'],
      ['पहला एल्बम कब आया था?', '2021'],
      ['टिकट कितने का है?', '300 रुपये'],
      ['गंगा आरती कितनी देर चलती है?', '45 मिनट'],
    ],
    unanswerable: ['अनुराधा के पिता का नाम क्या है?', 'यह कार्यक्रम किस हॉल में होगा?'],
  },
  {
    language: 'pt',
    text: `Oi, tudo bem? Eu sou a Luciana Ferraz, tenho 34 anos e sou fisioterapeuta. Atendo numa clínica de reabilitação no bairro Savassi, em Belo Horizonte, onde cuido principalmente de atletas amadores com lesão no joelho e de idosos que precisam voltar a andar depois de uma cirurgia. Sou mineira de Juiz de Fora, mas moro em BH desde os 18, quando passei na UFMG para fazer Fisioterapia. Me formei em 2014 e depois fiz uma especialização em fisioterapia esportiva em São Paulo, que levou dois anos.

Antes da clínica, trabalhei de 2015 a 2019 no departamento médico de um time de vôlei feminino, viajando o Brasil inteiro. Hoje a consulta particular comigo custa 180 reais, e atendo uns doze pacientes por dia. Moro com meu marido, o Thiago, que é professor de história numa escola estadual, e com a nossa filha Helena, de quatro anos. Minha irmã mais velha, a Patrícia, é dentista e mora em Vitória; meus pais, Sérgio e Rosângela, continuam em Juiz de Fora. Temos uma vira-lata caramelo chamada Paçoca, que a gente adotou numa feirinha em 2020.

Falo português, inglês e um espanhol bem razoável, que aprendi nas viagens com o time. Nas horas vagas eu corro — já fiz três maratonas, a melhor em 3 horas e 52 minutos — e faço aula de cerâmica às quintas à noite.

A Igreja São Francisco de Assis, na Pampulha, foi projetada por Oscar Niemeyer e ficou pronta em 1943. Os azulejos da fachada são de Candido Portinari, e a igreja só foi consagrada em 1959, porque o formato foi considerado ousado demais.

Pão de queijo rápido: misture meio quilo de polvilho azedo com um copo de leite quente e meio copo de óleo, junte dois ovos e 200 gramas de queijo meia-cura ralado, faça bolinhas e asse a 180 graus por uns 25 minutos.`,
    questions: [
      ['Você trabalha com o quê?', 'fisioterapeuta'],
      ['Desde quando você mora em BH?', 'desde os 18'],
      ['Quantos anos você tem?', '34'],
      ['Você é de onde?', 'Juiz de Fora'],
      ['Quanto custa uma sessão com você?', '180 reais'],
      ['Fez faculdade onde?', 'UFMG'],
      ['Teu marido faz o quê?', 'professor de história'],
      ['Tem cachorro?', 'Paçoca'],
      ['Quantas maratonas você já correu?', 'três maratonas'],
      ['Quem projetou a igreja da Pampulha?', 'Oscar Niemeyer'],
    ],
    unanswerable: ['Qual era o nome do time de vôlei?', 'Que horas a clínica abre?'],
  },
  {
    language: 'pt',
    text: `Conheça nossa chef

A baiana Jurema dos Santos Oliveira, de 47 anos, comanda a cozinha do Restaurante Maré Cheia, no Rio Vermelho, em Salvador, desde a inauguração, em 2016. Neta de uma baiana de acarajé do Pelourinho, ela aprendeu a cozinhar aos nove anos ajudando a avó, dona Zulmira, a ralar feijão-fradinho de madrugada. Antes de virar chef, Jurema foi cobradora de ônibus por seis anos e depois trabalhou como cozinheira num hotel em Porto Seguro, de 2003 a 2011. Formou-se em Gastronomia em 2013, estudando à noite, e fez um estágio de três meses em Lisboa.

O prato mais pedido da casa é a moqueca de arraia com banana-da-terra, que sai por 98 reais e serve duas pessoas. A equipe tem catorze pessoas, e metade delas começou como ajudante sem nenhuma experiência. Jurema é casada com o músico Edvaldo, percussionista de um bloco afro, e tem dois filhos: o Caio, de 22, que estuda engenharia em Feira de Santana, e a Luana, de 17, que quer ser confeiteira. O irmão caçula dela, Rogério, é pescador em Itaparica e fornece boa parte do peixe do restaurante. Em casa vivem também dois jabutis, Xodó e Dendê. Jurema fala português e arranha um inglês de cozinha. Nas folgas, às segundas, gosta de ir à praia com a família e de jogar dominó na calçada.

O Elevador Lacerda liga a Cidade Baixa à Cidade Alta de Salvador desde 1873. Ele vence um desnível de cerca de 72 metros, e a viagem leva menos de meio minuto.`,
    questions: [
      ['Qual é o restaurante dela?', 'Maré Cheia'],
      ['Ela tem quantos anos?', '47'],
      ['Desde quando ela trabalha lá?', '2016'],
      ['Com quem ela aprendeu a cozinhar?', 'dona Zulmira'],
      ['Qual o prato mais famoso?', 'moqueca de arraia'],
      ['Quanto custa a moqueca?', '98 reais'],
      ['Ela é casada?', 'Edvaldo'],
      ['Ela tem filhos?', 'Caio'],
      ['O que ela fazia antes de ser cozinheira?', 'cobradora de ônibus'],
      ['Quando o Elevador Lacerda foi inaugurado?', '1873'],
    ],
    unanswerable: ['Qual o horário de funcionamento do restaurante?', 'Os pais da Jurema ainda estão vivos?'],
  },
  {
    language: 'pt',
    text: `Olá! Chamo-me Joaquim Rebelo, tenho 58 anos e sou guarda-freio na Carris há vinte e três anos. Quase sempre conduzo o elétrico 28, que sobe e desce as colinas entre o Martim Moniz e Campo de Ourique, a atravessar a Graça, Alfama e a Estrela. Nasci em Viseu, mas vim para Lisboa com dezanove anos para fazer a tropa e acabei por ficar. Antes da Carris fui empregado de mesa numa cervejaria da Avenida Almirante Reis, de 1988 a 1996, e depois motorista de táxi durante sete anos. Só tenho o 12.º ano, mas em 2019 tirei um curso de inglês, porque metade dos meus passageiros são turistas.

Sou casado com a Fernanda, que é auxiliar num lar de idosos em Arroios. Temos um filho, o Tiago, de 31 anos, que é enfermeiro em Londres, e uma neta pequenina, a Matilde, que nasceu em março. A minha mãe, a D. Olinda, tem 84 anos e ainda vive sozinha em Viseu; vou lá vê-la de quinze em quinze dias. Temos um gato preto, o Fado, que dorme em cima do frigorífico. Falo português, inglês q.b. e um francês que aprendi com os primos emigrados em Paris.

Nos tempos livres sou do Benfica até ao fim, toco cavaquinho num grupo de amigos e aos domingos faço pão no forno a lenha da casa de Viseu. O meu ordenado, já agora, ronda os 1.350 euros líquidos.

O Elevador de Santa Justa, que liga a Baixa ao Largo do Carmo, foi inaugurado em 1902. Foi projetado pelo engenheiro Raoul Mesnier du Ponsard e tem cerca de 45 metros de altura.

Bacalhau à Brás: desfie o bacalhau demolhado, aloure cebola e alho em azeite, junte batata palha e o bacalhau e, no fim, envolva seis ovos batidos em lume brando. Termine com salsa picada e azeitonas pretas.`,
    questions: [
      ['Que elétrico conduz?', '28'],
      ['Há quanto tempo trabalha na Carris?', 'vinte e três anos'],
      ['Que idade tem?', '58'],
      ['É natural de onde?', 'Viseu'],
      ['O que fazia antes?', 'empregado de mesa'],
      ['Quanto ganhas por mês?', '1.350 euros'],
      ['A sua mulher trabalha em quê?', 'lar de idosos'],
      ['Tem netos?', 'Matilde'],
      ['Tens algum bicho em casa?', 'Fado'],
      ['Quem desenhou o Elevador de Santa Justa?', 'Mesnier du Ponsard'],
    ],
    unanswerable: ['Como se chama o seu pai?', 'Em que ano casou com a Fernanda?'],
  },
  {
    language: 'pt',
    text: `Gente da nossa terra

Quem passa pela Rua do Souto conhece a placa discreta do escritório da Dra. Conceição Arantes. Aos 63 anos, a advogada bracarense completa este mês quarenta anos de profissão, a maior parte deles dedicada ao direito da família e, sobretudo, a partilhas de heranças entre irmãos desavindos — "a parte mais difícil é sempre a casa dos pais", costuma dizer. Licenciou-se em Direito na Universidade de Coimbra em 1985 e, antes de abrir o seu próprio escritório em 1994, trabalhou nove anos numa sociedade de advogados do Porto. Entre 2009 e 2013 foi também vereadora da cultura na Câmara de Braga, mandato de que guarda "mais cabelos brancos do que saudades".

Conceição é viúva do médico Henrique Arantes, falecido em 2017, e mãe de três filhos: a Inês, arquiteta em Barcelona, o Duarte, que trabalha com ela no escritório, e o Miguel, professor de educação física em Guimarães. Tem cinco netos. A irmã gémea, a Graça, vive nos Açores, em Ponta Delgada. Em casa faz-lhe companhia um labrador já velhote chamado Tejo. Fala português, espanhol e francês, e lê italiano sem dificuldade. Canta há mais de vinte anos no coro da Sé e, aos sábados de manhã, não falta ao mercado municipal para comprar broa e grelos. Uma primeira consulta no escritório custa 60 euros.

O santuário do Bom Jesus do Monte, nos arredores de Braga, é famoso pelo seu escadório barroco em ziguezague. O elevador que sobe até ao santuário, inaugurado em 1882, é movido a contrapeso de água e ainda hoje funciona. Em 2019, o conjunto foi classificado Património Mundial pela UNESCO.`,
    questions: [
      ['Ela é especialista em quê?', 'direito da família'],
      ['Onde fica o escritório?', 'Rua do Souto'],
      ['Há quantos anos é advogada?', 'quarenta anos'],
      ['Onde é que ela estudou?', 'Coimbra'],
      ['Ela já esteve na política?', 'vereadora da cultura'],
      ['Como se chamava o marido?', 'Henrique'],
      ['Quantos netos tem?', 'cinco netos'],
      ['Tem irmãos?', 'Graça'],
      ['Quanto custa a primeira consulta?', '60 euros'],
      ['Quando foi inaugurado o elevador do Bom Jesus?', '1882'],
    ],
    unanswerable: ['Qual é o número de telefone do escritório?', 'Quantos anos tem o neto mais novo?'],
  },
  {
    language: 'it',
    text: `Ciao! Sono Chiara Bellandi, ho 44 anni e faccio il pilota di linea: da sei anni sono comandante su Airbus A320 per una compagnia con base a Orio al Serio, vicino a Bergamo. Ho superato da poco le 11.000 ore di volo. Sono nata a Lecco, sul lago, e da bambina passavo le domeniche a guardare gli idrovolanti a Como: credo sia cominciato tutto lì. Dopo il liceo scientifico mi sono laureata in Ingegneria aerospaziale al Politecnico di Milano nel 2005, poi ho fatto la scuola di volo a Roma, che tra licenze e abilitazioni mi è costata quasi 90.000 euro. Prima di entrare in compagnia ho fatto l'istruttrice di volo dal 2007 al 2010 e poi ho volato quattro anni sui turboelica in Sardegna.

Vivo a Bergamo Alta con mio marito Davide, che fa il falegname e ha un laboratorio in Città Bassa, e con i nostri gemelli, Pietro e Sofia, che hanno nove anni. Mia sorella minore, Elena, è veterinaria a Lecco, ed è lei che cura il nostro cane, un bracco di nome Tobia. Mio padre Franco, ex ferroviere, è il mio passeggero più orgoglioso. Parlo italiano, inglese (obbligatorio nel mio lavoro), un tedesco discreto e qualche parola di spagnolo. Quando non volo vado ad arrampicare in Grigna, faccio la pasta in casa con i bambini e suono il violoncello in un'orchestra amatoriale.

La funicolare che collega Città Bassa a Città Alta, a Bergamo, fu inaugurata nel 1887. Il tragitto dura poco più di un minuto e supera un dislivello di circa 85 metri.`,
    questions: [
      ['Che lavoro fai?', 'pilota di linea'],
      ['Da quanto sei comandante?', 'sei anni'],
      ['Quante ore di volo hai fatto?', '11.000'],
      ['Dove sei nata?', 'Lecco'],
      ['Dove hai studiato?', 'Politecnico di Milano'],
      ['Quanto costa diventare pilota?', '90.000 euro'],
      ['Tuo marito cosa fa?', 'falegname'],
      ['Quanti anni hanno i tuoi figli?', 'nove anni'],
      ['Hai animali?', 'Tobia'],
      ["Quand'è che hanno aperto la funicolare?", '1887'],
    ],
    unanswerable: ['Quanto guadagni al mese?', 'Come si chiama tua madre?'],
  },
  {
    language: 'it',
    text: `Dopo trentacinque anni al Civico, Rosaria Lo Cascio va in pensione. L'infermiera più conosciuta del reparto di pediatria dell'ospedale palermitano ha compiuto 64 anni a settembre e venerdì prossimo farà il suo ultimo turno di notte. Nata a Bagheria, figlia di un pescatore e di una sarta, Rosaria si è diplomata infermiera professionale nel 1983 e poi, nel 2004, ha preso anche la laurea in Scienze infermieristiche, studiando di notte tra un turno e l'altro. Prima del Civico ha lavorato due anni in una clinica privata di Torino e tre anni come infermiera volontaria in un ospedale missionario in Kenya, dal 1986 al 1989. Dice di aver visto nascere o guarire "almeno diecimila picciriddi".

Rosaria è sposata dal 1990 con Nino, ex autista di autobus, e hanno due figlie: Giulia, che fa la maestra a Monreale, e Marta, ostetrica a Bologna. I nipoti sono tre. Il fratello Salvatore manda avanti ancora la barca del padre a Porticello. In casa c'è una tartaruga di trent'anni, Ciccio, che ormai è "più vecchia delle figlie". Rosaria parla italiano, siciliano, un buon inglese e lo swahili imparato in Africa. In pensione vuole finalmente dedicarsi all'orto, al ricamo e ai viaggi: il primo, a novembre, sarà proprio in Kenya.

La Cattedrale di Palermo fu consacrata nel 1185 per volere dell'arcivescovo Gualtiero Offamilio, sul luogo di una precedente moschea. Nei secoli è stata rimaneggiata più volte, e la cupola che si vede oggi risale alla fine del Settecento.`,
    questions: [
      ['Che lavoro fa Rosaria?', 'infermiera'],
      ['In che reparto lavora?', 'pediatria'],
      ['Quanti anni ha?', '64'],
      ["Dov'è nata?", 'Bagheria'],
      ['Quanto tempo è stata in Africa?', 'tre anni'],
      ['Come si chiama il marito?', 'Nino'],
      ['Che lavoro fa la figlia Giulia?', 'maestra'],
      ['Ha qualche animale?', 'Ciccio'],
      ['Come mai sa lo swahili?', 'Kenya'],
      ['Quando è stata consacrata la cattedrale?', '1185'],
    ],
    unanswerable: ['Quanto prenderà di pensione?', 'Come si chiamano i nipoti?'],
  },
  {
    language: 'it',
    text: `Mi chiamo Vito Santoro, ho 51 anni e faccio l'agricoltore a Ostuni, in provincia di Brindisi. Con mio fratello Cosimo porto avanti la masseria di famiglia: 22 ettari, quasi tutti a ulivi, più un po' di grano e un orto per casa. Alcuni dei nostri alberi hanno più di cinquecento anni. Produciamo un olio extravergine biologico che vendiamo a 14 euro al litro, in gran parte a clienti tedeschi e svizzeri che ci ordinano le latte da cinque litri.

Non ho sempre fatto il contadino. Dopo il diploma all'istituto agrario di Locorotondo sono partito per la Germania: dal 1994 al 2003 ho fatto il cameriere e poi il cuoco in una pizzeria di Stoccarda. Sono tornato quando mio padre Donato si è ammalato, e da allora non mi sono più mosso. Nel 2010 ho fatto a Bari un corso di sei mesi per assaggiatore d'olio.

Mia moglie Annamaria insegna matematica alle medie; ci siamo conosciuti a una sagra a Cisternino. Abbiamo tre figli: Rocco, 20 anni, che studia agraria a Foggia, e le gemelle Lucia e Chiara, di 15. Mia madre Angela vive con noi e fa ancora le orecchiette ogni domenica. In masseria abbiamo due cani da pastore, Lupo e Nebbia, un asino di nome Ciro e una quantità di galline che nessuno ha mai contato. Parlo italiano, il dialetto di qui e il tedesco che mi è rimasto da Stoccarda. La mia passione è la banda del paese, dove suono il trombone da trent'anni.

Ostuni è chiamata "la Città Bianca" per le case del centro storico dipinte a calce. La sua cattedrale, in stile romanico-gotico, fu completata nel 1495 e ha in facciata un grande rosone a ventiquattro raggi.`,
    questions: [
      ['Di cosa ti occupi?', 'agricoltore'],
      ['Dove si trova la masseria?', 'Ostuni'],
      ["Quant'è grande la tenuta?", '22 ettari'],
      ["A quanto vendi l'olio?", '14 euro'],
      ["Hai mai vissuto all'estero?", 'Stoccarda'],
      ['Perché sei tornato in Italia?', 'ammalato'],
      ['Tua moglie che lavoro fa?', 'matematica'],
      ['Quanti figli hai?', 'tre figli'],
      ['Suoni qualche strumento?', 'trombone'],
      ['Perché Ostuni la chiamano Città Bianca?', 'calce'],
    ],
    unanswerable: ["Quanti litri d'olio producete all'anno?", 'Tuo fratello Cosimo è sposato?'],
  },
  {
    language: 'it',
    text: `Festival "Pagine di Bora" — gli ospiti

Ospite della serata di apertura sarà Giorgio Kosovel, titolare della Libreria del Molo in via San Nicolò. Triestino di 69 anni, di famiglia metà italiana e metà slovena, Giorgio ha rilevato la libreria nel 1988 dal vecchio proprietario, un ex marinaio greco, e da allora non l'ha mai chiusa un solo giorno feriale. Prima di diventare libraio ha fatto il correttore di bozze al quotidiano locale dal 1980 al 1988 e, da studente, il mozzo d'estate su una nave mercantile tra Trieste e Alessandria d'Egitto. Si è laureato in Lettere classiche all'Università di Trieste nel 1981 con una tesi su Saba.

La libreria oggi conta circa 40.000 volumi, in gran parte usati e rari; il pezzo più caro in vendita è una prima edizione del Canzoniere, che costa 2.400 euro. Giorgio vive a San Giusto con la compagna Vesna, pittrice di Lubiana, con cui sta da vent'anni ma che "non ha mai voluto sposare, per principio". Dal primo matrimonio ha una figlia, Irene, giornalista a Vienna, e un nipotino di tre anni, Luka. Il fratello maggiore Paolo, pilota del porto, è andato in pensione l'anno scorso. In libreria vive da dodici anni un gatto rosso, Svevo, che dorme sullo scaffale della poesia. Giorgio parla italiano, sloveno, tedesco e greco moderno, oltre al triestino naturalmente. Ogni mattina, con qualunque tempo, fa il bagno al Pedocin. L'ingresso alla serata è gratuito, con prenotazione obbligatoria.

Il Molo Audace si allunga per circa 246 metri nel golfo di Trieste. Costruito a metà del Settecento, si chiamava Molo San Carlo e fu ribattezzato nel 1922 in ricordo del cacciatorpediniere Audace, la prima nave italiana ad attraccarvi, il 3 novembre 1918.`,
    questions: [
      ['Che lavoro fa Giorgio?', 'libraio'],
      ['Dove si trova la libreria?', 'via San Nicolò'],
      ['Quanti anni ha?', '69'],
      ['Da quando ha la libreria?', '1988'],
      ["Cos'ha studiato?", 'Lettere classiche'],
      ['È sposato?', 'Vesna'],
      ['Ha figli?', 'Irene'],
      ['Quanto costa il libro più caro?', '2.400 euro'],
      ['Come si chiama il gatto?', 'Svevo'],
      ['Perché si chiama Molo Audace?', 'cacciatorpediniere'],
    ],
    unanswerable: ['Che orari fa la libreria?', 'Quanti anni ha la figlia Irene?'],
  },
];
