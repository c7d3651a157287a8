// Multilingual follow-up conversations for `npm run bench:quality`, on the bots of languages-eighth.mjs (`bio` is the
// index into LANGUAGE_EIGHTH_SETS): Hindi, Portuguese and Italian. One or two questions a visitor asks first, then a
// follow-up that only makes sense after them, in the bot's language; `a` is the words the answer to the follow-up must
// hold (verbatim from the text), null when the text cannot answer it. Written on 2026-11-28 by a helper who read only
// the bios, never the answerer.
// Measured once before any change for it, at 1a8bfa3 (which read no follow-up in Hindi): on the first two bios per
// language (tuning, "follow-ups, languages 3") 17/30 hit in the conversation (15/30 asked alone), 2/6 declined; on the
// last two (held out: only totals printed) 12/30 (12/30 alone), 2/6 declined.
export const LANGUAGE_FOLLOWUPS_THIRD = [
  { bio: 0, language: 'hi', before: ['अनुराधा कहाँ की रहने वाली हैं?'], q: 'पुणे में कब से?', a: 'नौ साल' },
  { bio: 0, language: 'hi', before: ['अनुराधा के पति का नाम क्या है?'], q: 'और बेटे का?', a: 'आरव' },
  { bio: 0, language: 'hi', before: ['उन्होंने पढ़ाई कहाँ से की?'], q: 'उसके बाद क्या किया?', a: 'बेंगलुरु' },
  { bio: 0, language: 'hi', before: ['क्या अनुराधा मराठी बोलती हैं?'], q: 'कहाँ से सीखी?', a: 'क्लिनिक में आने वाले लोगों' },
  {
    bio: 0,
    language: 'hi',
    before: ['ख़ाली वक़्त में वो क्या करती हैं?', 'कथक कब सीखा था?'],
    q: 'कितने साल सीखा?',
    a: 'बारह साल',
  },
  { bio: 0, language: 'hi', before: ['उनके पति क्या करते हैं?'], q: 'कौन सी कंपनी में?', a: null },

  { bio: 1, language: 'hi', before: ['कमला जी ने ये कला किससे सीखी?'], q: 'वो कितने साल ये काम करते रहे?', a: 'चालीस साल' },
  { bio: 1, language: 'hi', before: ['उनकी कार्यशाला कहाँ है?'], q: 'वहाँ कितनी लड़कियाँ सीखती हैं?', a: '15 लड़कियों' },
  {
    bio: 1,
    language: 'hi',
    before: ['कमला जी के पति क्या करते हैं?'],
    q: 'और बड़ी बेटी?',
    a: 'कार्यशाला संभालती',
  },
  { bio: 1, language: 'hi', before: ['क्या उन्हें कोई पुरस्कार मिला है?'], q: 'कब?', a: '2019' },
  { bio: 1, language: 'hi', before: ['वे सुबह उठकर सबसे पहले क्या करती हैं?'], q: 'और शाम को?', a: 'भजन मंडली' },
  { bio: 1, language: 'hi', before: ['कमला जी के कितने बच्चे हैं?'], q: 'बेटे का नाम क्या है?', a: null },

  { bio: 2, language: 'hi', before: ['दीपक क्या काम करते हैं?'], q: 'कब से?', a: 'सोलह साल' },
  { bio: 2, language: 'hi', before: ['दीपक का बचपन कहाँ बीता?'], q: 'उनके पिताजी वहाँ क्या करते थे?', a: 'फ़िटर' },
  { bio: 2, language: 'hi', before: ['क्या उनके घर में कोई पालतू जानवर है?'], q: 'क्यों नहीं?', a: 'कुत्तों से डर' },
  { bio: 2, language: 'hi', before: ['दीपक की पत्नी का नाम क्या है?'], q: 'और बेटियों के?', a: 'पीहू और परी' },
  {
    bio: 2,
    language: 'hi',
    before: ['छुट्टी के दिन दीपक क्या करना पसंद करते हैं?'],
    q: 'उसमें कुछ जीता है?',
    a: 'दो टूर्नामेंट',
  },
  { bio: 2, language: 'hi', before: ['उनकी पत्नी क्या करती हैं?'], q: 'कौन से बैंक में?', a: null },

  { bio: 3, language: 'hi', before: ['सुरेश नेगी का जन्म कहाँ हुआ?'], q: 'वहाँ उनके परिवार का क्या है?', a: 'सेब के बाग़' },
  { bio: 3, language: 'hi', before: ['सुरेश कौन सी चोटी पर चढ़े हैं?'], q: 'कब?', a: '2017' },
  {
    bio: 3,
    language: 'hi',
    before: ['सुरेश कौन-कौन सी भाषाएँ बोलते हैं?'],
    q: 'हिब्रू कहाँ से सीखी?',
    a: 'विदेशी ट्रेकरों',
  },
  { bio: 3, language: 'hi', before: ['ट्रेक पर उनके साथ कौन जाता है?'], q: 'वो कितने साल का है?', a: 'सात साल' },
  { bio: 3, language: 'hi', before: ['सर्दियों में सुरेश क्या करते हैं?'], q: 'कहाँ?', a: 'सोलंग नाला' },
  { bio: 3, language: 'hi', before: ['सुरेश की पत्नी का नाम क्या है?'], q: 'वो क्या करती हैं?', a: null },

  { bio: 4, language: 'pt', before: ['Onde a Luana trabalha?'], q: 'Faz tempo?', a: 'seis anos' },
  { bio: 4, language: 'pt', before: ['Ela se formou onde?'], q: 'E o mestrado?', a: 'UFPR' },
  { bio: 4, language: 'pt', before: ['A Luana é casada?'], q: 'E ele faz o quê?', a: 'professor de educação física' },
  {
    bio: 4,
    language: 'pt',
    before: ['Ela tem irmão?', 'Ele mora onde?'],
    q: 'E faz o quê lá?',
    a: 'restaurante de comida paraense',
  },
  { bio: 4, language: 'pt', before: ['Ela fala espanhol?'], q: 'Aprendeu onde?', a: 'Buenos Aires' },
  { bio: 4, language: 'pt', before: ['Ela toca algum instrumento?'], q: 'Desde quando?', a: null },

  {
    bio: 5,
    language: 'pt',
    before: ['Quem deu a primeira sanfona pro Mestre Zé?'],
    q: 'E como ele conseguiu?',
    a: 'trocou uma vaca',
  },
  { bio: 5, language: 'pt', before: ['Ele morou em São Paulo?'], q: 'Fazia o quê lá?', a: 'pedreiro' },
  { bio: 5, language: 'pt', before: ['Com quem ele é casado?'], q: 'Há quanto tempo?', a: '44 anos' },
  { bio: 5, language: 'pt', before: ['Ele tem bicho em casa?'], q: 'Qual o nome?', a: 'Chiquinho' },
  { bio: 5, language: 'pt', before: ['Ele estudou música?'], q: 'E a escola, ele terminou?', a: 'aos quarenta' },
  { bio: 5, language: 'pt', before: ['Quantos filhos ele tem?'], q: 'E como eles se chamam?', a: null },

  { bio: 6, language: 'pt', before: ['Onde é que o Tiago nasceu?'], q: 'E porque é que saiu de lá?', a: 'estudar' },
  { bio: 6, language: 'pt', before: ['Ele é casado com quem?'], q: 'E ela faz o quê?', a: 'arquiteta' },
  {
    bio: 6,
    language: 'pt',
    before: ['O Tiago tem filhos?', 'Que idade tem a Leonor?'],
    q: 'E o rapaz?',
    a: '8 anos',
  },
  { bio: 6, language: 'pt', before: ['Ele fala francês?'], q: 'Porquê?', a: 'avó era de Lyon' },
  {
    bio: 6,
    language: 'pt',
    before: ['Os pais dele vivem onde?'],
    q: 'E vão lá muitas vezes?',
    a: 'quase todos os fins de semana',
  },
  { bio: 6, language: 'pt', before: ['Como se chama o gato?'], q: 'Que idade tem?', a: null },

  {
    bio: 7,
    language: 'pt',
    before: ['De onde é a Dona Graça?'],
    q: 'E veio estudar o quê para Coimbra?',
    a: 'Línguas e Literaturas Modernas',
  },
  {
    bio: 7,
    language: 'pt',
    before: ['O que é que ela fazia antes da livraria?'],
    q: 'Durante quanto tempo?',
    a: 'quinze anos',
  },
  { bio: 7, language: 'pt', before: ['A Graça tem filhos?'], q: 'E vive cá em Coimbra também?', a: 'Bruxelas' },
  { bio: 7, language: 'pt', before: ['Há algum gato na livraria?'], q: 'Como é que se chama?', a: 'Camões' },
  { bio: 7, language: 'pt', before: ['Ela organiza um clube de leitura?'], q: 'Em que dia?', a: 'quintas-feiras' },
  { bio: 7, language: 'pt', before: ['A Graça é casada?'], q: 'Como se chamava o marido?', a: null },

  { bio: 8, language: 'it', before: ["Dov'è il forno di Marco?"], q: 'Da quando?', a: '2009' },
  { bio: 8, language: 'it', before: ['Cosa fa la moglie?'], q: 'E dove?', a: "Sant'Orsola" },
  {
    bio: 8,
    language: 'it',
    before: ['Quanti figli ha Marco?'],
    q: 'E le gemelle come si chiamano?',
    a: 'Bianca e Viola',
  },
  { bio: 8, language: 'it', before: ['Marco parla tedesco?'], q: 'Come mai?', a: 'apprendistato' },
  {
    bio: 8,
    language: 'it',
    before: ['Come ha scoperto il pane?'],
    q: 'E gli studi poi li ha finiti?',
    a: 'laureato',
  },
  { bio: 8, language: 'it', before: ['Marco suona in una band?'], q: 'Come si chiama?', a: null },

  { bio: 9, language: 'it', before: ['Dove lavora Elena?'], q: 'Da quanto?', a: 'dodici anni' },
  { bio: 9, language: 'it', before: ['Dove ha preso il dottorato?'], q: 'E quanto ci ha vissuto?', a: 'cinque anni' },
  { bio: 9, language: 'it', before: ['Con chi vive Elena?'], q: 'Lui che lavoro fa?', a: 'ingegnere navale' },
  { bio: 9, language: 'it', before: ['Ha animali?'], q: 'Dove le hanno trovate?', a: 'fontana pubblica' },
  { bio: 9, language: 'it', before: ['Elena parla sloveno?'], q: 'Perché lo studia?', a: 'suoceri' },
  { bio: 9, language: 'it', before: ['Come si chiama il suo compagno?'], q: 'Quanti anni ha?', a: null },

  { bio: 10, language: 'it', before: ['Che lavoro faceva Vincenzo?'], q: 'Per quanto tempo?', a: 'trentotto anni' },
  {
    bio: 10,
    language: 'it',
    before: ['Cosa fa adesso che è in pensione?', 'Quante arnie ha?'],
    q: 'E dove le tiene?',
    a: 'Montescaglioso',
  },
  { bio: 10, language: 'it', before: ['Cosa fa la figlia Angela?'], q: 'E Teresa?', a: 'insegna matematica' },
  { bio: 10, language: 'it', before: ['Vincenzo parla francese?'], q: "Dove l'ha imparato?", a: 'Borgogna' },
  { bio: 10, language: 'it', before: ['Che scuola ha fatto Vincenzo?'], q: 'Perché proprio quella?', a: 'contabile' },
  { bio: 10, language: 'it', before: ['Quanti nipoti ha?'], q: 'E il più grande quanti anni ha?', a: null },

  {
    bio: 11,
    language: 'it',
    before: ['Dove è cresciuta Giulia?'],
    q: 'E perché è andata a Milano?',
    a: 'laurea triennale',
  },
  { bio: 11, language: 'it', before: ['Dove lavorava prima di Studio Ferro?'], q: 'Per quanto?', a: 'un anno e mezzo' },
  { bio: 11, language: 'it', before: ['Giulia ha vinto qualche premio?'], q: 'Per cosa?', a: 'museo del giocattolo' },
  { bio: 11, language: 'it', before: ['Ha il fidanzato?'], q: 'Che lavoro fa?', a: 'cuoco' },
  { bio: 11, language: 'it', before: ['Dove vive la sua famiglia?'], q: 'Ci torna spesso?', a: 'ogni agosto' },
  { bio: 11, language: 'it', before: ['Giulia ha fratelli?'], q: 'Quanti anni ha?', a: null },
];
