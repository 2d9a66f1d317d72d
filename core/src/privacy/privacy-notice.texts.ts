/**
 * The privacy notice parents read (docs/architecture.md §16), in English, Hindi and Marathi. Import-free, so the
 * frontend may import it too. Bump `version` whenever any text changes: consents record the version they were
 * given under. The grievance contact is not here: it comes from settings part `privacy`.
 *
 * Written for parents, not lawyers: each language is written in its own words (not a word-for-word translation),
 * with the same facts. A `text` is lines: a line starting with '• ' is a list item, any other non-empty line a
 * paragraph.
 * The retention numbers are the defaults of settings part `privacy` (§16); change them here too if a studio changes
 * those.
 */
export interface PrivacyNoticeSection {
  heading: string;
  text: string;
}

export interface PrivacyNoticeText {
  title: string;
  sections: PrivacyNoticeSection[];
}

export const PRIVACY_NOTICE_LANGS = ['en', 'hi', 'mr'] as const;
export type PrivacyNoticeLang = (typeof PRIVACY_NOTICE_LANGS)[number];

export const PRIVACY_NOTICE: { version: string } & Record<PrivacyNoticeLang, PrivacyNoticeText> = {
  version: '2026-11-29',
  en: {
    title: 'How we look after your family’s data',
    sections: [
      {
        heading: 'First, in short',
        text: [
          'We photograph your baby’s first days, and looking after what you share with us is part of that care. Here, in plain words: what we keep, why, for how long, who can see it, and what you can ask of us at any time.',
          'We follow India’s Digital Personal Data Protection Act, 2023 and the DPDP Rules, 2025. Under this law a baby’s data is a child’s data: we use it only with a parent’s or legal guardian’s permission, we never track children and we never show them advertising.',
        ].join('\n\n'),
      },
      {
        heading: 'What we keep',
        text: [
          '• Your name, phone number and, if you give it, your e-mail address.',
          '• Your baby’s due date or date of birth, so we can plan a newborn session at the right time.',
          '• Your booking: the package, the day and time, any notes you write to us, the advance you paid and the 12-digit UPI reference (UTR) of that payment.',
          '• Your baby’s and family’s photos from the shoot, and the favourites you mark in your private gallery.',
          '• Messages you send us through the contact form.',
          'We do not ask for Aadhaar, addresses of relatives or anything else we do not need for your photos.',
        ].join('\n'),
      },
      {
        heading: 'Why we keep it',
        text: [
          'To book and hold your session, to check your advance payment, to remind you of your shoot on WhatsApp, and to deliver your photos in a private gallery that only you can open with its link and PIN.',
          'We keep payment records (amounts, dates and receipt numbers) because tax law asks every business to keep them.',
        ].join('\n\n'),
      },
      {
        heading: 'Your baby’s photos on our website: only if you say yes',
        text: [
          'The photos are yours. We show a baby’s photos on our website, in our share images or on our social media only if a parent has said yes to “portfolio”. The box is never ticked for you. You can say yes or no while booking, in your private gallery, or on your booking page.',
          'We quote your words and name as a review only if you say yes to “reviews”.',
          'Changed your mind? Untick it in the same place; it takes one tap, just as saying yes did. Within a minute your baby’s photos leave our website, and we take down any of our social media posts that show them.',
        ].join('\n\n'),
      },
      {
        heading: 'How long we keep it',
        text: [
          '• A message that did not lead to a booking: erased 12 months after we last heard from you.',
          '• Your private gallery’s photos: erased 90 days after the gallery’s expiry date. Please download the ones you love before then.',
          '• Your booking: kept until you ask us to erase it.',
          '• A record of which staff member opened your family’s details, and when: kept for one year, then erased.',
          '• Payment records: kept as long as tax law requires, without your name once you have asked us to erase your data.',
          'Our backups are encrypted and roll over on their own; when we erase your data, your receipt tells you the date by which the last backup that still holds it is gone too.',
        ].join('\n'),
      },
      {
        heading: 'Who can see it',
        text: [
          'Only our studio team, and only what each of them needs for your session. Every time one of us opens your family’s details it is written down, so we can always show who looked and when.',
          'Your gallery opens only with its link and PIN. We do not sell your data or share it for advertising, and our website has no ads, trackers or analytics.',
          'A few services help us do our work: the messages from our contact form go to the studio’s own spreadsheet, reminders go through WhatsApp, and if you pay through a Razorpay link, Razorpay handles that payment.',
        ].join('\n\n'),
      },
      {
        heading: 'Your rights, and how to use them',
        text: [
          '• See what we hold: open your booking page or your private gallery and choose “Privacy”. You will see a summary, and you can download it along with your photos.',
          '• Correct it: if something is wrong or out of date, message us and we will fix it.',
          '• Withdraw your yes: untick “portfolio” or “reviews” in the same place you gave it.',
          '• Erase it: choose “Erase our data” on your booking page or in your gallery, or simply call us. You get a reference starting with ER- and 24 hours to change your mind; then we erase your photos and details everywhere. Only the payment records tax law requires stay, without your name.',
          '• Name a nominee: you may tell us, in writing, who may use these rights for you if you die or cannot act yourself.',
          'We may ask for your booking link or gallery PIN first, so that nobody else can ask in your name.',
        ].join('\n'),
      },
      {
        heading: 'If something goes wrong',
        text: 'If your data were ever exposed, we would tell you promptly, in plain words: what happened, what it could mean for you and what we are doing about it. We would also report it to the Data Protection Board of India within 72 hours.',
      },
      {
        heading: 'Questions or a complaint',
        text: [
          'Write to or call the person named below: they answer for how we look after your data. We reply as soon as we can, and never later than the 90 days the Rules allow.',
          'If you are not happy with our answer, you can complain to the Data Protection Board of India.',
        ].join('\n\n'),
      },
    ],
  },
  hi: {
    title: 'आपके परिवार की जानकारी हम कैसे सँभालते हैं',
    sections: [
      {
        heading: 'पहले, थोड़े में',
        text: [
          'हम आपके बच्चे के सबसे पहले दिनों की तस्वीरें लेते हैं, और आप हमें जो जानकारी देते हैं उसे सँभालकर रखना भी उसी देखभाल का हिस्सा है। यहाँ सीधी भाषा में लिखा है कि हम क्या रखते हैं, क्यों रखते हैं, कितने समय तक रखते हैं, उसे कौन देख सकता है, और आप कभी भी हमसे क्या माँग सकते हैं।',
          'हम भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP Act) और DPDP नियम, 2025 का पालन करते हैं। इस कानून के अनुसार शिशु की जानकारी एक बच्चे की जानकारी है: हम उसका उपयोग केवल माता-पिता या कानूनी अभिभावक की अनुमति से करते हैं, ऑनलाइन बच्चों की गतिविधियों पर कभी नज़र नहीं रखते और उन्हें कभी विज्ञापन नहीं दिखाते।',
        ].join('\n\n'),
      },
      {
        heading: 'हम क्या रखते हैं',
        text: [
          '• आपका नाम, फ़ोन नंबर और, अगर आप दें तो, आपका ई-मेल।',
          '• आपके शिशु की डिलीवरी की अनुमानित तारीख या जन्मतिथि, ताकि नवजात शिशु का फ़ोटो-सेशन सही समय पर रखा जा सके।',
          '• आपकी बुकिंग: पैकेज, दिन और समय, आपके लिखे नोट्स, आपने जो एडवांस दिया वह राशि, और उस भुगतान का 12 अंकों वाला UPI रेफ़रेंस नंबर (UTR)।',
          '• फ़ोटो-शूट में ली गई आपके शिशु और परिवार की तस्वीरें, और आपकी निजी गैलरी में आपके चुने हुए पसंदीदा फ़ोटो।',
          '• संपर्क फ़ॉर्म से भेजे गए आपके संदेश।',
          'हम आधार नंबर, रिश्तेदारों के पते या ऐसी कोई भी जानकारी नहीं माँगते जिसकी आपकी तस्वीरों के लिए ज़रूरत नहीं है।',
        ].join('\n'),
      },
      {
        heading: 'हम यह क्यों रखते हैं',
        text: [
          'आपका सेशन बुक करने और उसे आपके लिए रोककर रखने के लिए, आपका अग्रिम भुगतान जाँचने के लिए, WhatsApp पर शूट की याद दिलाने के लिए, और आपकी तस्वीरें एक निजी गैलरी में देने के लिए, जिसे केवल आप उसके लिंक और PIN से खोल सकते हैं।',
          'भुगतान का रिकॉर्ड (राशि, तारीख और रसीद नंबर) हम इसलिए रखते हैं क्योंकि टैक्स कानून हर व्यवसाय से इसे रखने को कहता है।',
        ].join('\n\n'),
      },
      {
        heading: 'हमारी वेबसाइट पर आपके शिशु की तस्वीरें: केवल आपकी हाँ से',
        text: [
          'तस्वीरें आपकी हैं। शिशु की तस्वीरें हम अपनी वेबसाइट, शेयर की जाने वाली इमेज या सोशल मीडिया पर तभी दिखाते हैं जब माता-पिता ने “पोर्टफ़ोलियो” के लिए हाँ कहा हो। यह बॉक्स आपके लिए पहले से कभी टिक नहीं होता। आप बुकिंग करते समय, अपनी निजी गैलरी में या अपने बुकिंग पेज पर हाँ या ना कह सकते हैं।',
          'आपके शब्दों और नाम को हम समीक्षा (रिव्यू) के रूप में तभी दिखाते हैं जब आप “रिव्यू” के लिए हाँ कहें।',
          'मन बदल गया? उसी जगह टिक हटा दीजिए; हाँ कहने जितना ही आसान है, बस एक टैप। एक मिनट के अंदर आपके शिशु की तस्वीरें हमारी वेबसाइट से हट जाती हैं, और हमारी जिन सोशल मीडिया पोस्ट में वे हैं, उन्हें भी हम हटा देते हैं।',
        ].join('\n\n'),
      },
      {
        heading: 'हम इसे कितने समय तक रखते हैं',
        text: [
          '• ऐसा संदेश जिससे बुकिंग नहीं हुई: आपसे आख़िरी बात होने के 12 महीने बाद मिटा दिया जाता है।',
          '• आपकी निजी गैलरी की तस्वीरें: गैलरी की अंतिम तारीख के 90 दिन बाद मिटा दी जाती हैं। जो तस्वीरें आपको प्यारी हैं, उन्हें उससे पहले डाउनलोड कर लीजिए।',
          '• आपकी बुकिंग: तब तक रखी जाती है जब तक आप उसे मिटाने को न कहें।',
          '• हमारी टीम में किसने और कब आपके परिवार की जानकारी खोली, इसका रिकॉर्ड: एक साल तक रखा जाता है, फिर मिटा दिया जाता है।',
          '• भुगतान का रिकॉर्ड: जितने समय तक टैक्स कानून कहता है उतने समय तक रखा जाता है; आपके मिटाने के अनुरोध के बाद उसमें आपका नाम नहीं रहता।',
          'हमारे बैकअप एन्क्रिप्टेड (सुरक्षित कोड में) होते हैं और अपने-आप पुराने होकर हटते जाते हैं। जब हम आपकी जानकारी मिटाते हैं, तो आपकी रसीद में वह तारीख भी लिखी होती है जिस तक वह आख़िरी बैकअप भी हट जाएगा जिसमें वह जानकारी अब भी है।',
        ].join('\n'),
      },
      {
        heading: 'इसे कौन देख सकता है',
        text: [
          'केवल हमारे स्टूडियो की टीम, और उनमें से हर कोई केवल उतना ही जितना आपके सेशन के लिए ज़रूरी है। हममें से कोई भी जब आपके परिवार की जानकारी खोलता है, तो यह दर्ज हो जाता है, ताकि हम हमेशा बता सकें कि किसने और कब देखा।',
          'आपकी गैलरी केवल उसके लिंक और PIN से खुलती है। हम आपकी जानकारी न बेचते हैं, न विज्ञापन के लिए किसी को देते हैं, और हमारी वेबसाइट पर कोई विज्ञापन, ट्रैकर या एनालिटिक्स नहीं है।',
          'कुछ सेवाएँ हमारे काम में मदद करती हैं: संपर्क फ़ॉर्म के संदेश स्टूडियो की अपनी स्प्रेडशीट में जाते हैं, याद दिलाने वाले संदेश WhatsApp से जाते हैं, और अगर आप Razorpay लिंक से भुगतान करते हैं तो वह भुगतान Razorpay सँभालता है।',
        ].join('\n\n'),
      },
      {
        heading: 'आपके अधिकार, और उनका उपयोग कैसे करें',
        text: [
          '• देखिए हमारे पास क्या है: अपना बुकिंग पेज या अपनी निजी गैलरी खोलिए और “Privacy” चुनिए। वहाँ आपको एक सारांश दिखेगा, और आप उसे अपनी तस्वीरों के साथ डाउनलोड कर सकते हैं।',
          '• सुधार करवाइए: अगर कुछ गलत या पुराना है, तो हमें संदेश भेजिए, हम ठीक कर देंगे।',
          '• अपनी हाँ वापस लीजिए: “पोर्टफ़ोलियो” या “रिव्यू” का टिक उसी जगह हटाइए जहाँ आपने दिया था।',
          '• मिटवाइए: अपने बुकिंग पेज या गैलरी में “Erase our data” चुनिए, या बस हमें फ़ोन कीजिए। आपको ER- से शुरू होने वाला एक रेफ़रेंस नंबर मिलेगा और मन बदलने के लिए 24 घंटे। उसके बाद हम आपकी तस्वीरें और जानकारी हर जगह से मिटा देते हैं। केवल टैक्स कानून के लिए ज़रूरी भुगतान का रिकॉर्ड रहता है, आपके नाम के बिना।',
          '• नॉमिनी चुनिए: आप हमें लिखकर बता सकते हैं कि आपकी मृत्यु होने पर या आपके स्वयं कुछ न कर पाने पर आपकी ओर से इन अधिकारों का उपयोग कौन करेगा।',
          'हम पहले आपका बुकिंग लिंक या गैलरी का PIN पूछ सकते हैं, ताकि आपके नाम से कोई और अनुरोध न कर सके।',
        ].join('\n'),
      },
      {
        heading: 'अगर कुछ गड़बड़ हो जाए',
        text: 'अगर कभी आपकी जानकारी गलत हाथों में चली जाए, तो हम आपको तुरंत, सीधी भाषा में बताएँगे: क्या हुआ, आपके लिए इसका क्या मतलब हो सकता है और हम क्या कर रहे हैं। हम 72 घंटों के अंदर भारत के डेटा संरक्षण बोर्ड (Data Protection Board of India) को भी इसकी सूचना देंगे।',
      },
      {
        heading: 'सवाल या शिकायत',
        text: [
          'नीचे दिए गए व्यक्ति को लिखिए या फ़ोन कीजिए: आपकी जानकारी की देखभाल की ज़िम्मेदारी उन्हीं की है। हम जितनी जल्दी हो सके जवाब देते हैं, और नियमों में तय 90 दिनों की सीमा से देर कभी नहीं करते।',
          'अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारत के डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।',
        ].join('\n\n'),
      },
    ],
  },
  mr: {
    title: 'तुमच्या कुटुंबाची माहिती आम्ही कशी जपतो',
    sections: [
      {
        heading: 'आधी, थोडक्यात',
        text: [
          'आम्ही तुमच्या बाळाच्या अगदी पहिल्या दिवसांचे फोटो काढतो, आणि तुम्ही आम्हाला दिलेली माहिती जपून ठेवणं हाही त्याच काळजीचा भाग आहे. आम्ही काय ठेवतो, का ठेवतो, किती काळ ठेवतो, ती कोण पाहू शकतं आणि तुम्ही आमच्याकडे कधीही काय मागू शकता, हे इथे सोप्या शब्दांत सांगितलं आहे.',
          'आम्ही भारताचा डिजिटल वैयक्तिक डेटा संरक्षण अधिनियम, 2023 (DPDP Act) आणि DPDP नियम, 2025 पाळतो. या कायद्यानुसार बाळाची माहिती ही लहान मुलाची माहिती आहे: आम्ही ती फक्त आई-वडिलांच्या किंवा कायदेशीर पालकांच्या परवानगीनेच वापरतो, मुलांच्या ऑनलाइन हालचालींवर कधीही पाळत ठेवत नाही आणि त्यांना कधीही जाहिराती दाखवत नाही.',
        ].join('\n\n'),
      },
      {
        heading: 'आम्ही काय ठेवतो',
        text: [
          '• तुमचं नाव, फोन नंबर आणि, तुम्ही दिलात तर, तुमचा ई-मेल.',
          '• बाळाच्या जन्माची अपेक्षित तारीख किंवा जन्मतारीख, म्हणजे नवजात बाळाचं फोटो-सेशन योग्य वेळी ठरवता येईल.',
          '• तुमचं बुकिंग: पॅकेज, दिवस आणि वेळ, तुम्ही लिहिलेल्या नोंदी, तुम्ही भरलेली आगाऊ रक्कम आणि त्या पेमेंटचा 12 अंकी UPI संदर्भ क्रमांक (UTR).',
          '• शूटमध्ये काढलेले तुमच्या बाळाचे आणि कुटुंबाचे फोटो, आणि तुमच्या खाजगी गॅलरीत तुम्ही निवडलेले आवडते फोटो.',
          '• संपर्क फॉर्ममधून तुम्ही पाठवलेले संदेश.',
          'आम्ही आधार क्रमांक, नातेवाईकांचे पत्ते किंवा तुमच्या फोटोंसाठी गरज नसलेली कोणतीही माहिती मागत नाही.',
        ].join('\n'),
      },
      {
        heading: 'आम्ही हे का ठेवतो',
        text: [
          'तुमचं सेशन बुक करून ते तुमच्यासाठी राखून ठेवण्यासाठी, तुमचं आगाऊ पेमेंट तपासण्यासाठी, WhatsApp वर शूटची आठवण करून देण्यासाठी, आणि तुमचे फोटो एका खाजगी गॅलरीत देण्यासाठी, जी फक्त तुम्हीच तिच्या लिंक आणि PIN ने उघडू शकता.',
          'पेमेंटच्या नोंदी (रक्कम, तारीख आणि पावती क्रमांक) आम्ही ठेवतो, कारण कर कायद्यानुसार प्रत्येक व्यवसायाला त्या ठेवाव्या लागतात.',
        ].join('\n\n'),
      },
      {
        heading: 'आमच्या वेबसाइटवर तुमच्या बाळाचे फोटो: फक्त तुमच्या होकारानेच',
        text: [
          'फोटो तुमचे आहेत. बाळाचे फोटो आम्ही आमच्या वेबसाइटवर, शेअर होणाऱ्या इमेजमध्ये किंवा सोशल मीडियावर तेव्हाच दाखवतो, जेव्हा आई-वडिलांनी “पोर्टफोलिओ” ला होकार दिला असेल. हा बॉक्स तुमच्यासाठी आधीच कधीही टिक केलेला नसतो. बुकिंग करताना, तुमच्या खाजगी गॅलरीत किंवा तुमच्या बुकिंग पेजवर तुम्ही होय किंवा नाही सांगू शकता.',
          'तुमचे शब्द आणि नाव आम्ही अभिप्राय (रिव्ह्यू) म्हणून तेव्हाच दाखवतो, जेव्हा तुम्ही “रिव्ह्यू” ला होकार द्याल.',
          'विचार बदलला? त्याच ठिकाणी टिक काढा; होकार देण्याइतकंच सोपं, फक्त एक टॅप. एका मिनिटाच्या आत तुमच्या बाळाचे फोटो आमच्या वेबसाइटवरून निघून जातात, आणि आमच्या ज्या सोशल मीडिया पोस्टमध्ये ते आहेत त्याही आम्ही काढून टाकतो.',
        ].join('\n\n'),
      },
      {
        heading: 'आम्ही हे किती काळ ठेवतो',
        text: [
          '• ज्या संदेशातून बुकिंग झालं नाही: तुमच्याशी शेवटचं बोलणं झाल्यापासून 12 महिन्यांनी पुसून टाकला जातो.',
          '• तुमच्या खाजगी गॅलरीतले फोटो: गॅलरीच्या शेवटच्या तारखेनंतर 90 दिवसांनी पुसून टाकले जातात. जे फोटो तुम्हाला आवडतात ते त्याआधी डाउनलोड करून ठेवा.',
          '• तुमचं बुकिंग: तुम्ही ते पुसायला सांगेपर्यंत ठेवलं जातं.',
          '• आमच्या टीममधील कोणी आणि केव्हा तुमच्या कुटुंबाची माहिती उघडली याची नोंद: एक वर्ष ठेवली जाते, मग पुसली जाते.',
          '• पेमेंटच्या नोंदी: कर कायदा सांगतो तितका काळ ठेवल्या जातात; तुम्ही माहिती पुसायला सांगितल्यानंतर त्यात तुमचं नाव राहत नाही.',
          'आमचे बॅकअप एन्क्रिप्ट केलेले (सुरक्षित सांकेतिक स्वरूपात) असतात आणि आपोआप जुने होऊन निघून जातात. आम्ही तुमची माहिती पुसतो तेव्हा, ती माहिती असलेला शेवटचा बॅकअपही कोणत्या तारखेपर्यंत निघून जाईल, ती तारीख तुमच्या पावतीवर लिहिलेली असते.',
        ].join('\n'),
      },
      {
        heading: 'ही माहिती कोण पाहू शकतं',
        text: [
          'फक्त आमच्या स्टुडिओची टीम, आणि त्यातही प्रत्येकजण तुमच्या सेशनसाठी लागेल तेवढीच. आमच्यापैकी कोणीही तुमच्या कुटुंबाची माहिती उघडली की त्याची नोंद होते, म्हणजे कोणी आणि केव्हा पाहिली हे आम्ही नेहमी सांगू शकतो.',
          'तुमची गॅलरी फक्त तिच्या लिंक आणि PIN नेच उघडते. आम्ही तुमची माहिती विकत नाही, जाहिरातींसाठी कोणालाही देत नाही, आणि आमच्या वेबसाइटवर कोणत्याही जाहिराती, ट्रॅकर किंवा ॲनालिटिक्स नाहीत.',
          'काही सेवा आमच्या कामात मदत करतात: संपर्क फॉर्ममधले संदेश स्टुडिओच्या स्वतःच्या स्प्रेडशीटमध्ये जातात, आठवणीचे संदेश WhatsApp वरून जातात, आणि तुम्ही Razorpay लिंकने पेमेंट केलंत तर ते पेमेंट Razorpay हाताळतं.',
        ].join('\n\n'),
      },
      {
        heading: 'तुमचे हक्क, आणि ते कसे वापरायचे',
        text: [
          '• आमच्याकडे काय आहे ते पाहा: तुमचं बुकिंग पेज किंवा तुमची खाजगी गॅलरी उघडा आणि “Privacy” निवडा. तिथे तुम्हाला सारांश दिसेल, आणि तो तुमच्या फोटोंसह डाउनलोडही करता येईल.',
          '• दुरुस्ती करा: काही चुकीचं किंवा जुनं असेल तर आम्हाला संदेश पाठवा, आम्ही ते दुरुस्त करू.',
          '• होकार मागे घ्या: “पोर्टफोलिओ” किंवा “रिव्ह्यू” ची टिक, जिथे दिली होती तिथेच काढा.',
          '• माहिती पुसून टाका: बुकिंग पेजवर किंवा गॅलरीत “Erase our data” निवडा, किंवा आम्हाला फक्त फोन करा. तुम्हाला ER- ने सुरू होणारा एक संदर्भ क्रमांक मिळेल आणि विचार बदलण्यासाठी 24 तास. त्यानंतर आम्ही तुमचे फोटो आणि माहिती सगळीकडून पुसून टाकतो. फक्त कर कायद्यासाठी आवश्यक असलेल्या पेमेंटच्या नोंदी राहतात, तुमच्या नावाशिवाय.',
          '• नॉमिनी नेमा: तुमचा मृत्यू झाल्यास किंवा तुम्ही स्वतः काही करू शकत नसाल तर तुमच्या वतीने हे हक्क कोण वापरेल, हे तुम्ही आम्हाला लेखी कळवू शकता.',
          'तुमच्या नावाने दुसरं कोणी विनंती करू नये म्हणून, आम्ही आधी तुमची बुकिंग लिंक किंवा गॅलरीचा PIN विचारू शकतो.',
        ].join('\n'),
      },
      {
        heading: 'काही चुकलं तर',
        text: 'तुमची माहिती कधी चुकीच्या हातात गेली, तर आम्ही तुम्हाला लगेच, सोप्या शब्दांत कळवू: काय झालं, त्याचा तुमच्यावर काय परिणाम होऊ शकतो आणि आम्ही काय करत आहोत. 72 तासांच्या आत आम्ही भारताच्या डेटा संरक्षण मंडळालाही (Data Protection Board of India) याची माहिती देऊ.',
      },
      {
        heading: 'प्रश्न किंवा तक्रार',
        text: [
          'खाली दिलेल्या व्यक्तीला लिहा किंवा फोन करा: तुमच्या माहितीची काळजी घेण्याची जबाबदारी त्यांची आहे. आम्ही शक्य तितक्या लवकर उत्तर देतो, आणि नियमांनी दिलेल्या 90 दिवसांपेक्षा उशिरा कधीच नाही.',
          'आमच्या उत्तराने तुमचं समाधान झालं नाही, तर तुम्ही भारताच्या डेटा संरक्षण मंडळाकडे तक्रार करू शकता.',
        ].join('\n\n'),
      },
    ],
  },
};
