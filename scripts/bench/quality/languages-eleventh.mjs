// An eleventh multilingual set for `npm run bench:quality`: six Hindi bots, three Portuguese and three Italian —
// first-person and third-person bios alternating, formal and colloquial Hindi, each followed by unrelated short
// paragraphs, written for this benchmark (no outside text) — with questions a visitor would type in that language, the
// words the answer must hold, and questions the text cannot answer. Written blind on 2026-11-28 by a helper who never
// saw the answerer, its code or its output. Same format as languages.mjs.
// Measured once before any tuning on it: at 83a4583 (before this session's work on these languages) 60/120 hit, 18/24
// declined; at 4892fc7 90/120, 16/24. Tuning data since, whole ("languages 11", misses printed).

export const LANGUAGE_ELEVENTH_SETS = [
  {
    language: 'hi',
    text: `नमस्ते, मेरा नाम रघुवीर प्रसाद तिवारी है और मैं पिछले बाईस वर्षों से भारतीय रेल में गार्ड के पद पर कार्यरत हूँ। मेरी आयु 49 वर्ष है। मेरा जन्म होशंगाबाद ज़िले के एक छोटे से गाँव सोहागपुर में हुआ था, किंतु अब मैं अपने परिवार के साथ इटारसी की रेलवे कॉलोनी में रहता हूँ। इटारसी देश के सबसे व्यस्त रेल जंक्शनों में से एक है, इसलिए यहाँ से मैं अधिकतर मालगाड़ियों और कभी-कभी यात्री गाड़ियों पर ड्यूटी करता हूँ। मेरी सबसे लंबी ड्यूटी लगभग चौदह घंटे की थी, जब 2013 में भारी वर्षा के कारण गाड़ी बीच रास्ते में रुकी रही।

मैंने जबलपुर के शासकीय विज्ञान महाविद्यालय से भौतिकी में स्नातक की उपाधि प्राप्त की। रेलवे में आने से पहले मैंने 1997 से 2001 तक एक सरकारी विद्यालय में गणित के शिक्षक के रूप में कार्य किया और उसके बाद लगभग दो वर्ष एक डाकघर में लिपिक रहा। 2004 में रेलवे भर्ती बोर्ड की परीक्षा उत्तीर्ण करके मैं सहायक गार्ड बना।

मेरी धर्मपत्नी का नाम सुधा है; वे एक प्राथमिक विद्यालय में अध्यापिका हैं। हमारी दो संतानें हैं — पुत्री अनन्या, जो भोपाल में चिकित्सा की पढ़ाई कर रही है, और पुत्र विवेक, जो अभी कक्षा दस में है। मेरे पिता श्री रामस्वरूप तिवारी किसान थे और माता जी कमला देवी अब भी गाँव में रहती हैं। मेरा एक छोटा भाई है, दिनेश, जो सतना में दवाइयों की दुकान चलाता है।

हमारे घर में एक तोता है, जिसका नाम मिट्ठू है; वह 'सीटी दो' बोलना सीख गया है। मैं हिंदी, अंग्रेज़ी और थोड़ी-बहुत बुंदेली बोलता हूँ। अवकाश के दिनों में मुझे शतरंज खेलना और रामचरितमानस का पाठ करना अच्छा लगता है। मेरा मासिक वेतन लगभग अड़सठ हज़ार रुपये है, और सेवानिवृत्ति के बाद मैं गाँव में आम का बगीचा लगाना चाहता हूँ।

सतपुड़ा पर्वतमाला में बसा पचमढ़ी मध्य प्रदेश का एकमात्र पर्वतीय स्थल है। कहा जाता है कि अंग्रेज़ अधिकारी कैप्टन जेम्स फ़ॉरसिथ ने 1857 में इसे पहली बार देखा था, और यहाँ की पांडव गुफाओं के बारे में मान्यता है कि वनवास के समय पांडव यहीं ठहरे थे।

भुट्टे का कीस बनाने के लिए मक्के के दानों को कद्दूकस करें, घी में हींग और हरी मिर्च डालकर भूनें, फिर थोड़ा दूध डालकर गाढ़ा होने तक पकाएँ और ऊपर से हरा धनिया व नींबू डालें।`,
    questions: [
      ['आप क्या काम करते हो?', 'गार्ड'],
      ['आपकी उम्र कितनी है?', '49'],
      ['आजकल कहाँ रहते हैं आप?', 'इटारसी'],
      ['रेलवे में कितने साल हो गए?', 'बाईस वर्षों'],
      ['कॉलेज कहाँ से किया?', 'जबलपुर'],
      ['रेलवे से पहले क्या करते थे?', 'गणित के शिक्षक'],
      ['आपकी वाइफ़ का नाम क्या है?', 'सुधा'],
      ['बेटी क्या पढ़ रही है?', 'चिकित्सा'],
      ['कोई पालतू जानवर है घर में?', 'मिट्ठू'],
      ['पचमढ़ी पहली बार किस साल देखा गया था?', '1857'],
    ],
    unanswerable: ['आपका पसंदीदा खाना क्या है?', 'आपकी शादी किस साल हुई थी?'],
  },
  {
    language: 'hi',
    text: `मिलिए मेरी बेस्ट फ्रेंड प्रियंका शर्मा से! प्रियंका 31 साल की है और पुणे के हिंजवडी में एक आईटी कंपनी में सॉफ़्टवेयर टेस्टर की जॉब करती है। पिछले छह साल से वो बैंकिंग ऐप्स की टेस्टिंग कर रही है — मतलब अगर आपके मोबाइल बैंकिंग ऐप में कम बग हैं, तो शायद उसमें प्रियंका का भी हाथ है।

प्रियंका असल में इंदौर की है। वहीं के एक कॉन्वेंट स्कूल से पढ़ाई की, फिर भोपाल से कंप्यूटर साइंस में बी.टेक किया। पहली जॉब 2016 में नोएडा के एक कॉल सेंटर में लगी थी, जहाँ उसने डेढ़ साल कस्टमर सपोर्ट का काम किया। फिर 2018 में एक छोटे स्टार्टअप में मैनुअल टेस्टर बनी, और 2020 में अपनी अभी वाली कंपनी जॉइन की। अब वो ऑटोमेशन टेस्टिंग करती है और उसकी सैलरी करीब 14 लाख सालाना है — ये मैं उसकी परमिशन से बता रही हूँ!

फ़ैमिली की बात करें तो प्रियंका के हसबैंड रोहित एक प्राइवेट बैंक में ब्रांच मैनेजर हैं। दोनों की शादी 2021 में हुई थी, कोविड के बीच, सिर्फ़ 25 लोगों के साथ। अभी बच्चे नहीं हैं, पर एक बिल्ली है — नाम है 'कुल्फ़ी', और वही पूरे घर की बॉस है। प्रियंका के पापा सुरेश जी रिटायर्ड बैंक क्लर्क हैं और मम्मी मीना जी घर संभालती हैं। उसका एक छोटा भाई भी है, अंकित, जो बेंगलुरु में एमबीए कर रहा है।

प्रियंका हिंदी, इंग्लिश और थोड़ी मराठी बोल लेती है — मराठी उसने पुणे आकर सब्ज़ी वालों से सीखी। वीकेंड पर उसे सिंहगढ़ ट्रेक करना पसंद है; अब तक वो 40 से ज़्यादा बार ऊपर चढ़ चुकी है। इसके अलावा वो इंस्टाग्राम पर बेकिंग की रील्स डालती है, और उसका बनाया बनाना ब्रेड हमारे ग्रुप में फ़ेमस है।

शनिवार वाड़ा पुणे का मशहूर किला-महल है, जिसे पेशवा बाजीराव प्रथम ने 1732 में बनवाया था। 1828 में लगी एक बड़ी आग में इसका ज़्यादातर हिस्सा जल गया, पर इसकी मोटी दीवारें और दिल्ली दरवाज़ा आज भी खड़े हैं।`,
    questions: [
      ['प्रियंका क्या करती है?', 'सॉफ़्टवेयर टेस्टर'],
      ['वो मूल रूप से कहाँ की है?', 'इंदौर'],
      ['उसकी उम्र कितनी है?', '31'],
      ['कौन सी डिग्री की है उसने?', 'बी.टेक'],
      ['पहली नौकरी कहाँ लगी थी?', 'कॉल सेंटर'],
      ['कितना कमाती है?', '14 लाख'],
      ['उसके पति क्या करते हैं?', 'ब्रांच मैनेजर'],
      ['शादी कब हुई थी?', '2021'],
      ['उसका भाई कहाँ पढ़ रहा है?', 'बेंगलुरु'],
      ['शनिवार वाड़ा किसने बनवाया था?', 'बाजीराव'],
    ],
    unanswerable: ['प्रियंका की कंपनी का नाम क्या है?', 'उसकी फ़ेवरेट फ़िल्म कौन सी है?'],
  },
  {
    language: 'hi',
    text: `मेरा नाम मोहम्मद इरफ़ान है, उम्र 44 साल। लखनऊ के अमीनाबाद में पिछले अठारह साल से मेरा टोकरी चाट और आलू टिक्की का ठेला लगता है — लोग मुझे 'इरफ़ान भाई चाट वाले' के नाम से जानते हैं। शाम चार बजे ठेला लगाता हूँ और रात ग्यारह बजे तक चलता है। एक प्लेट टोकरी चाट 60 रुपये की है, और शनिवार को तो 300 से ज़्यादा प्लेट बिक जाती हैं।

मैं बाराबंकी के पास एक गाँव, रामनगर में पैदा हुआ था। आठवीं तक सरकारी स्कूल में पढ़ा, फिर अब्बू की तबीयत खराब हुई तो पढ़ाई छोड़नी पड़ी। 1996 से 2002 तक मैंने एक मिठाई की दुकान पर हलवाई के हेल्पर का काम किया, वहीं समोसे और चटनी बनाना सीखा। फिर तीन साल दिल्ली के करोल बाग में एक होटल में कुक रहा और 2005 में वापस आ गया। 2008 में अपना ठेला शुरू किया।

फ़ैमिली में मेरी बीवी शबनम है, जो घर पर ही मसाले कूटती है — हमारी चाट का असली राज़ उसका गरम मसाला है। हमारे तीन बच्चे हैं: बड़ी बेटी ज़ोया 19 साल की है और बी.कॉम कर रही है, बेटा आरिफ़ 15 का है और छोटी बेटी सना 9 साल की। अम्मी हमारे साथ रहती हैं। मेरे दो भाई हैं — सलीम मुंबई में टैक्सी ड्राइवर है और नदीम गाँव में खेती देखता है।

घर में एक बकरी है, जिसका नाम बच्चों ने 'रानी' रखा है। मैं हिंदी-उर्दू बोलता हूँ, थोड़ी-बहुत अवधी भी, और टूरिस्टों के लिए काम चलाऊ इंग्लिश। फ़ुर्सत मिले तो क्रिकेट देखता हूँ और मकर संक्रांति पर छत से पतंग उड़ाता हूँ।

लखनऊ का बड़ा इमामबाड़ा नवाब आसफ़-उद-दौला ने 1784 में बनवाना शुरू किया था। कहते हैं उस साल पड़े अकाल में लोगों को रोज़गार देने के लिए यह काम शुरू हुआ था। इसकी भूलभुलैया में सैकड़ों एक जैसे रास्ते हैं, जिनमें बिना गाइड के लोग अक्सर भटक जाते हैं।`,
    questions: [
      ['आप क्या बेचते हो?', 'टोकरी चाट'],
      ['आपका ठेला कहाँ लगता है?', 'अमीनाबाद'],
      ['ठेला किस साल शुरू किया?', '2008'],
      ['एक प्लेट कितने की है?', '60 रुपये'],
      ['कहाँ तक पढ़े हो?', 'आठवीं'],
      ['दिल्ली में क्या काम करते थे?', 'कुक'],
      ['आपकी वाइफ़ का नाम?', 'शबनम'],
      ['कितने बच्चे हैं आपके?', 'तीन बच्चे'],
      ['दुकान कितने बजे खुलती है?', 'चार बजे'],
      ['बड़ा इमामबाड़ा किसने बनवाया?', 'आसफ़-उद-दौला'],
    ],
    unanswerable: ['आपका मोबाइल नंबर क्या है?', 'क्या आप होम डिलीवरी करते हो?'],
  },
  {
    language: 'hi',
    text: `जयपुर कथक महोत्सव 2026 — कलाकार परिचय

सुश्री मालविका राठौड़ जयपुर घराने की सुप्रसिद्ध कथक नृत्यांगना हैं। उनका जन्म 1983 में जोधपुर में हुआ और मात्र सात वर्ष की आयु में उन्होंने गुरु पंडित हरिनारायण व्यास से नृत्य की शिक्षा आरंभ की। उन्होंने राजस्थान विश्वविद्यालय से संस्कृत साहित्य में स्नातकोत्तर उपाधि प्राप्त की तथा खैरागढ़ के इंदिरा कला संगीत विश्वविद्यालय से कथक में विशारद किया।

सुश्री राठौड़ ने 2006 से 2012 तक दिल्ली के एक केंद्रीय विद्यालय में नृत्य शिक्षिका के रूप में कार्य किया। तत्पश्चात वे जयपुर लौट आईं और 2013 में 'नूपुर नृत्य अकादमी' की स्थापना की, जहाँ वर्तमान में लगभग एक सौ बीस विद्यार्थी प्रशिक्षण ले रहे हैं। वे अब तक अठारह देशों में प्रस्तुतियाँ दे चुकी हैं, जिनमें जापान, फ़्रांस और मेक्सिको प्रमुख हैं। वर्ष 2019 में उन्हें राज्य संगीत नाटक अकादमी पुरस्कार से सम्मानित किया गया।

उनके पति श्री अभिनव सक्सेना तबला वादक हैं और अधिकांश प्रस्तुतियों में उनकी संगत करते हैं। उनकी एक पुत्री है, ग्यारह वर्षीय मीरा, जो स्वयं भी कथक सीख रही है। मालविका जी की माता श्रीमती उषा राठौड़ शास्त्रीय गायिका रही हैं, और उनकी बड़ी बहन कविता उदयपुर में वास्तुकार हैं।

मालविका जी हिंदी, अंग्रेज़ी, राजस्थानी और संस्कृत भाषाएँ जानती हैं। नृत्य के अतिरिक्त उन्हें लघु चित्रकला और बागवानी में रुचि है। उनके घर में दो गायें हैं, गंगा और गौरी, जिनकी देखभाल वे स्वयं करती हैं। आज संध्या वे 'ऋतुसंहार' पर आधारित पचपन मिनट की एकल प्रस्तुति देंगी।

जयपुर का हवा महल महाराजा सवाई प्रताप सिंह ने वर्ष 1799 में बनवाया था। गुलाबी बलुआ पत्थर से बने इस भवन में 953 छोटी खिड़कियाँ हैं, जिन्हें झरोखे कहा जाता है; इनसे राजघराने की महिलाएँ बिना दिखे नीचे बाज़ार के उत्सव देख सकती थीं।`,
    questions: [
      ['मालविका कौन सा डांस करती हैं?', 'कथक'],
      ['वो कहाँ पैदा हुई थीं?', 'जोधपुर'],
      ['नाचना कितनी उम्र में सीखना शुरू किया?', 'सात वर्ष'],
      ['उनके गुरु कौन थे?', 'हरिनारायण व्यास'],
      ['अकादमी कब खोली?', '2013'],
      ['वहाँ कितने स्टूडेंट्स सीखते हैं?', 'एक सौ बीस'],
      ['उनके हसबैंड क्या बजाते हैं?', 'तबला'],
      ['कितने देशों में परफ़ॉर्म कर चुकी हैं?', 'अठारह देशों'],
      ['आज का शो कितनी देर का है?', 'पचपन मिनट'],
      ['हवा महल में कितनी खिड़कियाँ हैं?', '953'],
    ],
    unanswerable: ['शो की टिकट कितने की है?', 'मालविका जी की शादी कब हुई?'],
  },
  {
    language: 'hi',
    text: `मेरा नाम सावित्री कुमारी है। मैं बिहार के दरभंगा ज़िले के बहेड़ी प्रखंड के एक उप-स्वास्थ्य केंद्र में सहायक नर्स प्रसाविका (ए.एन.एम.) के रूप में कार्यरत हूँ। मेरी आयु 38 वर्ष है और इस सेवा में मुझे चौदह वर्ष हो चुके हैं। इन वर्षों में मैंने दो हज़ार से अधिक प्रसव कराए हैं — कई बार रात के दो बजे नाव से नदी पार करके भी।

मेरी प्रारंभिक शिक्षा गाँव के सरकारी विद्यालय में हुई। इंटरमीडिएट के बाद मैंने पटना के एक सरकारी संस्थान से दो वर्ष का ए.एन.एम. प्रशिक्षण प्राप्त किया। इस नौकरी से पहले, 2008 से 2011 तक, मैं एक स्वयंसेवी संस्था में आशा सहयोगिनी के रूप में गर्भवती महिलाओं का पंजीकरण करती थी। 2012 में मेरी स्थायी नियुक्ति हुई।

मेरे पति श्री मनोज यादव एक सरकारी विद्यालय में चपरासी हैं और घर की खेती भी संभालते हैं। हमारे दो पुत्र हैं — आयुष, जो तेरह वर्ष का है, और अंकुर, जो नौ वर्ष का है। मेरे ससुर जी हमारे साथ रहते हैं। मेरी माँ का देहांत 2016 में हो गया; पिता जी गाँव में ही हैं। मेरी एक बड़ी बहन है, रीना, जो मुज़फ़्फ़रपुर में एक चिकित्सक के यहाँ सहायिका हैं।

मैं हिंदी, मैथिली और थोड़ी अंग्रेज़ी जानती हूँ। हमारे घर में कोई पालतू पशु नहीं है, परंतु आँगन में तुलसी का पौधा और तीन आम के पेड़ हैं। अवकाश मिलने पर मुझे विद्यापति के गीत गाना और मधुबनी चित्र बनाना प्रिय है। मेरा वर्तमान मासिक वेतन लगभग पैंतीस हज़ार रुपये है।

छठ पूजा कार्तिक मास की षष्ठी को मनाई जाती है। चार दिनों के इस पर्व में व्रती छत्तीस घंटे तक निर्जला उपवास रखते हैं और डूबते तथा उगते सूर्य को अर्घ्य देते हैं।

ठेकुआ बनाने के लिए गेहूँ के आटे में गुड़ का पानी, घी और सौंफ मिलाकर कड़ा आटा गूँथें, साँचे पर दबाकर आकार दें और धीमी आँच पर घी में सुनहरा होने तक तलें।`,
    questions: [
      ['आपका काम क्या है?', 'प्रसाविका'],
      ['कितने साल से ये नौकरी कर रही हैं?', 'चौदह वर्ष'],
      ['अब तक कितनी डिलीवरी करवाई हैं?', 'दो हज़ार'],
      ['ट्रेनिंग कहाँ से ली थी?', 'पटना'],
      ['इससे पहले क्या करती थीं?', 'आशा सहयोगिनी'],
      ['आपके पति क्या करते हैं?', 'चपरासी'],
      ['आपके बच्चों के नाम क्या हैं?', 'आयुष'],
      ['कौन-कौन सी भाषा आती है?', 'मैथिली'],
      ['आपकी सैलरी कितनी है?', 'पैंतीस हज़ार'],
      ['छठ में कितने घंटे का व्रत होता है?', 'छत्तीस घंटे'],
    ],
    unanswerable: ['आपकी शादी किस साल हुई?', 'क्या आप अपने बेटों को डॉक्टर बनाना चाहती हैं?'],
  },
  {
    language: 'hi',
    text: `मेरठ के कोच 'गुड्डू सर' की कहानी

मेरठ में विक्टोरिया पार्क के पास रहने वाले राजेश कुमार त्यागी उर्फ़ गुड्डू सर को शहर का हर छोटा-बड़ा क्रिकेटर जानता है। 56 साल के त्यागी जी पिछले पच्चीस साल से बच्चों को क्रिकेट सिखा रहे हैं। उनकी 'त्यागी क्रिकेट एकेडमी' में अभी करीब 85 बच्चे हैं, और महीने की फ़ीस सिर्फ़ 1200 रुपये है — जो बच्चे फ़ीस नहीं दे सकते, उनसे वो कुछ नहीं लेते।

त्यागी जी खुद भी अच्छे लेग-स्पिनर थे। 1988 से 1994 तक उन्होंने यूपी के लिए रणजी ट्रॉफ़ी में 31 मैच खेले और 97 विकेट लिए। कंधे की चोट के बाद खेलना छोड़ा, फिर 1995 से 2001 तक रेलवे में टिकट कलेक्टर की जॉब की। 2001 में जॉब छोड़कर उन्होंने एकेडमी शुरू की। उन्होंने मेरठ कॉलेज से बी.ए. किया है और बाद में एनआईएस पटियाला से कोचिंग का डिप्लोमा लिया।

उनकी वाइफ़ सुनीता जी एकेडमी का हिसाब-किताब संभालती हैं। उनके दो बेटे हैं — बड़ा बेटा अमित दुबई में इंजीनियर है और छोटा बेटा सुमित, 24 साल का, एकेडमी में असिस्टेंट कोच है। त्यागी जी की बड़ी बहन शारदा गाज़ियाबाद में रहती हैं। घर में एक लैब्राडोर है, 'टाइगर', जो नेट प्रैक्टिस में गेंदें उठाकर वापस लाता है।

त्यागी जी हिंदी, इंग्लिश और खड़ी बोली बोलते हैं। सुबह पाँच बजे से ग्राउंड पर होते हैं। खाली टाइम में पुराने फ़िल्मी गाने सुनना और बागवानी करना पसंद है। उनके सिखाए छह बच्चे अब तक स्टेट लेवल पर खेल चुके हैं।

मेरठ का औघड़नाथ मंदिर 1857 की क्रांति से जुड़ा है। कहा जाता है कि 10 मई 1857 को यहीं पास की छावनी में तैनात भारतीय सिपाहियों ने विद्रोह शुरू किया था, इसलिए इसे 'काली पलटन मंदिर' भी कहते हैं।`,
    questions: [
      ['गुड्डू सर का असली नाम क्या है?', 'राजेश कुमार त्यागी'],
      ['उनकी उम्र कितनी है?', '56'],
      ['कितने साल से कोचिंग दे रहे हैं?', 'पच्चीस साल'],
      ['एकेडमी की मंथली फ़ीस कितनी है?', '1200 रुपये'],
      ['वो किस टाइप के बॉलर थे?', 'लेग-स्पिनर'],
      ['रणजी में कितने विकेट लिए?', '97'],
      ['खेलना क्यों छोड़ दिया?', 'कंधे की चोट'],
      ['उनका बड़ा बेटा कहाँ रहता है?', 'दुबई'],
      ['उनके डॉगी का नाम क्या है?', 'टाइगर'],
      ['1857 का विद्रोह किस तारीख़ को शुरू हुआ?', '10 मई'],
    ],
    unanswerable: ['एकेडमी का फ़ोन नंबर क्या है?', 'गुड्डू सर का फ़ेवरेट क्रिकेटर कौन है?'],
  },
  {
    language: 'pt',
    text: `Oi, eu sou a Luciana Ferreira Campos, tenho 41 anos e sou padeira aqui em Belo Horizonte, no bairro Santa Tereza. Há nove anos eu toco a Padaria Flor de Trigo, que abri em 2017 com o dinheiro da rescisão do meu emprego anterior. Acordo todo dia às três e meia da manhã, e a gente assa umas 1.800 unidades de pão de sal por dia, fora o pão de queijo, que é o carro-chefe da casa: o quilo sai a 48 reais.

Nasci em Diamantina, no Vale do Jequitinhonha, e vim pra BH com 17 anos pra estudar. Me formei em Administração na PUC Minas, em 2006. Antes da padaria, trabalhei dois anos como caixa de supermercado e depois, de 2008 a 2016, fui analista de compras numa rede de farmácias. Foi lá que decidi que não queria mais passar o dia inteiro na frente de planilha.

Sou casada com o Marcelo, que é motorista de aplicativo e me ajuda nas entregas de fim de semana. Temos dois filhos: a Beatriz, de 13, e o Davi, de 8, que já sabe sovar massa melhor que muito funcionário. Minha mãe, dona Conceição, mora com a gente e é a dona da receita da broa de fubá. Tenho um irmão, o Rogério, que é professor de Geografia em Montes Claros.

Lá em casa tem uma vira-lata caramelo chamada Farofa. Falo português e um espanhol razoável — fiz um intercâmbio de seis meses em Córdoba, na Argentina. Nas horas vagas gosto de fazer trilha na Serra do Cipó e de cantar no coral da igreja.

O Mercado Central de Belo Horizonte foi inaugurado em 1929 e começou como uma feira a céu aberto. Hoje, sob o mesmo teto, dá pra comprar queijo canastra, cachaça, gaiola de passarinho e panela de pedra sabão.

Para um pão de queijo simples, ferva meio copo de leite com meio copo de óleo e uma colher de sal, escalde dois copos de polvilho azedo, deixe esfriar, junte dois ovos e uma xícara de queijo meia-cura ralado, faça bolinhas e asse a 180 graus por uns 25 minutos.`,
    questions: [
      ['Você trabalha com o quê?', 'padeira'],
      ['Qual o nome da sua padaria?', 'Flor de Trigo'],
      ['Desde quando você tem a padaria?', '2017'],
      ['Que horas você levanta?', 'três e meia'],
      ['Quanto tá o quilo do pão de queijo?', '48 reais'],
      ['Você é de onde?', 'Diamantina'],
      ['Fez faculdade de quê?', 'Administração'],
      ['Seu marido trabalha com o quê?', 'motorista de aplicativo'],
      ['Tem cachorro?', 'Farofa'],
      ['Quando o Mercado Central foi aberto?', '1929'],
    ],
    unanswerable: ['A padaria abre domingo?', 'Quantos funcionários trabalham com você?'],
  },
  {
    language: 'pt',
    text: `Gente da nossa terra: Armindo Sousa, o oleiro de Galegos

Quem passa pela freguesia de Galegos Santa Maria, nos arredores de Barcelos, conhece bem a oficina de Armindo Sousa, onde o forno a lenha raramente arrefece. Aos 69 anos, Armindo continua a modelar todos os dias os famosos galos de Barcelos e as figuras de presépio que aprendeu a fazer com o avô, Joaquim, quando tinha apenas dez anos. Faz este ofício há mais de meio século e calcula já ter feito perto de sessenta mil peças.

Armindo estudou só até à quarta classe, como era comum na altura. Aos 18 anos emigrou para França, onde trabalhou de 1975 a 1983 numa fábrica de automóveis em Sochaux — foi lá que aprendeu francês, língua que ainda fala com à-vontade. Regressou a Portugal em 1983, casou e abriu a oficina em 1984.

A mulher, Rosa Maria, pinta as peças à mão e é conhecida pelos seus corações de Viana em miniatura. O casal tem três filhos: a Sandra, enfermeira no Porto; o Nuno, que vive no Luxemburgo; e o Tiago, o mais novo, que trabalha com o pai e deverá herdar a oficina. Já têm quatro netos. A irmã de Armindo, Lurdes, vive em Braga.

Na oficina vive um gato preto, o Carvão, que dorme sempre em cima do forno. Um galo grande, pintado pela Rosa, vende-se a 35 euros na feira de quinta-feira. Nos tempos livres, Armindo joga à sueca no café da freguesia e é sócio do Gil Vicente há quarenta anos.

Conta a lenda que um peregrino galego, acusado injustamente de roubo em Barcelos, jurou inocência diante do juiz, que estava a jantar. Apontou para o galo assado na mesa e disse que ele cantaria se fosse verdade — e o galo levantou-se e cantou.

A ponte medieval sobre o rio Cávado, que liga Barcelos a Barcelinhos, foi construída no século XIV e ainda hoje é atravessada a pé todos os dias.`,
    questions: [
      ['O que faz o Armindo?', 'oleiro'],
      ['Que idade tem ele?', '69 anos'],
      ['Quem é que o ensinou?', 'avô'],
      ['Quantas peças já fez?', 'sessenta mil'],
      ['Esteve emigrado onde?', 'França'],
      ['Em que ano abriu a oficina?', '1984'],
      ['E a mulher, o que faz?', 'pinta as peças'],
      ['Tem filhos?', 'três filhos'],
      ['Quanto custa um galo?', '35 euros'],
      ['Na lenda, o que fez o galo assado?', 'cantou'],
    ],
    unanswerable: ['O Armindo dá aulas de olaria?', 'A oficina vende pela internet?'],
  },
  {
    language: 'pt',
    text: `Chamo-me Filipe Medeiros Cabral, tenho 46 anos e sou produtor de leite na Ribeira Grande, na ilha de São Miguel. Trabalho na exploração que era do meu pai há vinte e dois anos, desde 2004. Hoje tenho 74 vacas, quase todas Holstein Frísia, que pastam ao ar livre praticamente o ano inteiro, e produzimos à volta de 1.900 litros de leite por dia, que entregamos à cooperativa.

Nasci e cresci aqui mesmo, na freguesia da Ribeirinha. Fiz o secundário em Ponta Delgada e depois tirei o curso de Engenharia Zootécnica na Universidade dos Açores, que acabei em 2001. Antes de voltar à terra, passei dois anos em Toronto, no Canadá, a trabalhar numa empresa de construção com um primo, e ainda fui técnico agrícola na câmara municipal durante um ano.

A minha mulher chama-se Graça e é educadora de infância. Temos duas filhas, a Inês, com 16 anos, e a Matilde, com 11, que já sabe pôr a ordenhadeira a funcionar sozinha. O meu pai, o senhor Manuel, tem 80 anos e ainda aparece todas as manhãs na ordenha para dar palpites. A minha mãe, Fátima, faz as melhores queijadas da freguesia. Tenho um irmão, o Paulo, que vive em Fall River, nos Estados Unidos.

Temos dois cães de gado, o Pirata e a Estrela, da raça cão fila de São Miguel. Falo português, inglês — obrigado, Toronto — e um pouco de francês. Nas horas vagas toco viola da terra na filarmónica da freguesia e, em maio, nunca falho as Festas do Senhor Santo Cristo.

Nas Furnas, o cozido é feito dentro da terra: as panelas com carnes, enchidos e legumes são enterradas de manhã junto às caldeiras e ficam cerca de seis horas a cozinhar só com o calor vulcânico.

As Portas da Cidade, em Ponta Delgada, foram construídas em 1783 e marcavam antigamente a entrada de quem chegava por mar.`,
    questions: [
      ['Trabalhas em quê?', 'produtor de leite'],
      ['Quantas vacas tens?', '74 vacas'],
      ['Quanto leite tiras por dia?', '1.900 litros'],
      ['Desde quando estás na exploração?', '2004'],
      ['Onde estudaste?', 'Universidade dos Açores'],
      ['Já viveste no estrangeiro?', 'Toronto'],
      ['Como se chama a tua mulher?', 'Graça'],
      ['Que idade tem o teu pai?', '80 anos'],
      ['Tens cães?', 'Pirata'],
      ['Quanto tempo leva o cozido das Furnas?', 'seis horas'],
    ],
    unanswerable: ['Vendes queijo diretamente ao público?', 'Quanto te pagam por litro de leite?'],
  },
  {
    language: 'it',
    text: `Le nostre guide: Marco Bionaz

Marco Bionaz, 52 anni, è guida alpina dal 2004 e fa parte della nostra squadra da diciotto anni. È nato ad Aosta ma è cresciuto a Morgex, dove vive ancora con la famiglia, in una vecchia casa in pietra ristrutturata con le sue mani. Ha salito il Monte Bianco più di centoquaranta volte e conosce ogni canalone della Val Veny e della Val Ferret.

Dopo il liceo scientifico ad Aosta si è iscritto a Scienze Forestali a Torino, dove si è laureato nel 1998. Prima di diventare guida ha lavorato due inverni come maestro di sci a Cervinia e poi, dal 1999 al 2004, come tecnico del Corpo forestale valdostano. Dal 2010 è anche volontario del soccorso alpino.

È sposato con Elisa, infermiera all'ospedale Parini di Aosta, e ha due figli: Luca, di 17 anni, che sogna di seguire le orme del padre, e Sofia, di 13, appassionata di arrampicata sportiva. Il padre di Marco, Ettore, era allevatore di mucche valdostane; la madre, Ida, gestisce ancora un piccolo rifugio d'estate. Ha una sorella, Chiara, che insegna francese a Chambéry.

Marco parla italiano, francese, patois valdostano e un buon inglese. In casa vive un border collie di nome Briciola, che lo accompagna nelle escursioni più facili. Nel tempo libero fotografa stambecchi e costruisce sedie di legno. Un'uscita di un giorno sul Gran Paradiso con Marco costa 380 euro per due persone.

Il Forte di Bard, all'ingresso della Valle d'Aosta, fu ricostruito tra il 1830 e il 1838 per volere di Carlo Felice di Savoia, dopo che Napoleone aveva fatto demolire la fortezza precedente nel 1800.

Per la seupa à la vapelenentse si alternano in una pirofila strati di pane raffermo, cavolo verza lessato e fontina, si copre tutto di brodo di carne e si passa in forno a 180 gradi per mezz'ora.`,
    questions: [
      ['Che lavoro fa Marco?', 'guida alpina'],
      ['Quanti anni ha?', '52'],
      ['Dove abita?', 'Morgex'],
      ['Quante volte è salito sul Bianco?', 'centoquaranta'],
      ["Cos'ha studiato?", 'Scienze Forestali'],
      ['Prima che lavoro faceva?', 'maestro di sci'],
      ['Sua moglie cosa fa?', 'infermiera'],
      ['Ha un cane?', 'Briciola'],
      ['Quanto costa una giornata con lui?', '380 euro'],
      ['Chi fece ricostruire il Forte di Bard?', 'Carlo Felice'],
    ],
    unanswerable: ['Marco porta anche sul Cervino?', 'Ha mai avuto un incidente in montagna?'],
  },
  {
    language: 'it',
    text: `Ciao! Sono Antonella De Palma, ho 34 anni e faccio l'impiegata di banca a Bari, allo sportello di una filiale in via Sparano. Lavoro lì da sette anni: apro conti, gestisco bonifici e, soprattutto, spiego ai nonnini come usare l'app senza perdere la pazienza. Guadagno circa 1.850 euro netti al mese, che a Bari non è male.

Sono cresciuta a Polignano a Mare, dove i miei hanno ancora un bar sul lungomare. Ho fatto il liceo classico a Monopoli e poi mi sono laureata in Economia all'Università di Bari nel 2015, con una tesi sul microcredito. Prima della banca ho fatto un po' di tutto: tre estati da cameriera nel bar di famiglia, un anno di stage in una società di consulenza a Milano (2016) e poi un anno e mezzo in un call center di assicurazioni.

Vivo con Giuseppe, il mio compagno, che fa il fisioterapista; non siamo sposati ma stiamo insieme da dieci anni. Non abbiamo figli, però abbiamo una tartaruga, Ninetta, che ha più anni di me: era di mia nonna Rosa. Mio padre si chiama Vito e mia madre Angela; ho un fratello più piccolo, Davide, che studia ingegneria a Torino.

Parlo italiano, barese (ovviamente), inglese e un po' di spagnolo, che ho imparato in Erasmus a Valencia. Nel tempo libero faccio canottaggio nel porto, due sere a settimana, e la domenica preparo le orecchiette con mia madre. Il mio sogno è aprire un piccolo bed and breakfast a Polignano.

La Basilica di San Nicola, nel cuore di Bari vecchia, fu costruita a partire dal 1087 per accogliere le reliquie del santo, portate da Myra da un gruppo di marinai baresi.

Per le orecchiette con le cime di rapa si lessano pasta e cime nella stessa acqua; intanto si soffriggono nell'olio aglio, acciughe e un peperoncino, poi si salta tutto in padella.`,
    questions: [
      ['Che lavoro fai?', 'impiegata di banca'],
      ['Da quanto lavori in banca?', 'sette anni'],
      ['Quanto prendi al mese?', '1.850 euro'],
      ['Di dove sei?', 'Polignano a Mare'],
      ["Cosa hai studiato all'università?", 'Economia'],
      ['Sei fidanzata?', 'Giuseppe'],
      ['Hai bambini?', 'Non abbiamo figli'],
      ['Hai animali?', 'tartaruga'],
      ['Tuo fratello che fa?', 'ingegneria'],
      ['Quando hanno iniziato a costruire San Nicola?', '1087'],
    ],
    unanswerable: ['In quale banca lavori?', 'Quanti anni ha tuo padre?'],
  },
  {
    language: 'it',
    text: `Sagra del Torrone di Tonara – Ospite della serata

Giovanna Piras, apicoltrice, 58 anni, alleva api da trentadue anni sulle montagne intorno a Tonara, nel cuore della Barbagia. Oggi cura 210 alveari sparsi tra castagneti e macchia e produce ogni anno circa quattro tonnellate di miele: millefiori, castagno e corbezzolo, quest'ultimo amaro e rarissimo, che vende a 40 euro al chilo. Gran parte del suo miele finisce nel torrone dei laboratori del paese.

Giovanna è nata a Nuoro nel 1968 e si è diplomata all'istituto agrario di Oristano. Prima delle api ha fatto la postina a Tonara dal 1988 al 1993, percorrendo a piedi i vicoli del paese, e poi per un anno ha lavorato in un caseificio a Macomer. Il primo sciame glielo regalò nel 1994 uno zio pastore, e da allora non ha più smesso.

È vedova dal 2015: il marito, Salvatore, era falegname. Ha due figlie, Maria Grazia, medico a Cagliari, e Alessia, che lavora con lei e si occupa della vendita online. Ha anche un nipotino di tre anni, Gavino. La sorella maggiore, Rita, vive a Genova.

Giovanna parla italiano, sardo nella variante barbaricina e un po' di tedesco, imparato dai turisti che ogni estate visitano l'azienda. Non ha animali domestici: «Ho già qualche milione di api, basta così», dice ridendo. Nel tempo libero canta nel coro femminile del paese e raccoglie vecchie ricette di dolci sardi. Stasera alle 21 terrà un laboratorio di degustazione in piazza.

Il torrone di Tonara si prepara con miele, albume d'uovo e noci, nocciole o mandorle, mescolati a lungo in grandi paioli di rame sul fuoco lento per cinque o sei ore.

Il nuraghe Su Nuraxi di Barumini, le cui parti più antiche risalgono al secondo millennio avanti Cristo, è patrimonio mondiale dell'UNESCO dal 1997.`,
    questions: [
      ['Giovanna che mestiere fa?', 'apicoltrice'],
      ['Quanti anni ha?', '58'],
      ['Quante arnie ha?', '210'],
      ['Quanto costa il miele di corbezzolo?', '40 euro'],
      ['Dove è nata?', 'Nuoro'],
      ['Che lavoro faceva prima?', 'postina'],
      ['Chi le ha dato le prime api?', 'zio pastore'],
      ['È sposata?', 'vedova'],
      ['Le figlie cosa fanno?', 'medico'],
      ['Per quante ore si cuoce il torrone?', 'cinque o sei ore'],
    ],
    unanswerable: ['Giovanna fa miele biologico certificato?', 'Quanto costa partecipare al laboratorio di stasera?'],
  },
];
