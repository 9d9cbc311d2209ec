import type { ContentPageSeed } from '../content-pages.ts';

/** Public content page 103: info pop-up on the registration form. */
export const REGISTRATION_INFO_PAGE: ContentPageSeed = {
  id: 103,
  slug: 'registration-info',
  title: {
    en_GB: 'Why we ask for this information',
    ar: 'لماذا نطلب هذه المعلومات',
    zh_Hans: '我们为何需要这些信息',
    fr: 'Pourquoi nous demandons ces informations',
    de: 'Warum wir diese Angaben erfragen',
    hi: 'हम यह जानकारी क्यों माँगते हैं',
    es: 'Por qué le pedimos estos datos',
    ru: 'Зачем мы запрашиваем эти данные',
    tl: 'Bakit namin hinihingi ang impormasyong ito',
    tr: 'Bu bilgileri neden istiyoruz',
    ja: 'この情報をお伺いする理由',
    ko: '이 정보를 요청하는 이유',
  },
  content: {
    en_GB: `<p>We ask for your <strong>date of birth</strong>, <strong>gender</strong>, <strong>nationality</strong> and <strong>industry</strong> so that we can compare your results with those of people in similar groups. This makes your report more meaningful.</p>
<ul>
<li>These details are only used in aggregate, combined with the answers of many other people.</li>
<li>Your individual details are never shown in these comparisons.</li>
<li>We never sell your personal data.</li>
</ul>
<p>The questionnaire takes about <strong>15 minutes</strong>. Please answer honestly: there are no right or wrong answers.</p>`,
    ar: `<p>نطلب منك <strong>تاريخ الميلاد</strong> و<strong>الجنس</strong> و<strong>الجنسية</strong> و<strong>قطاع العمل</strong> حتى نتمكن من مقارنة نتائجك بنتائج أشخاص من فئات مماثلة، مما يجعل تقريرك أكثر فائدة.</p>
<ul>
<li>لا تُستخدم هذه البيانات إلا بصورة مجمّعة مع إجابات عدد كبير من الأشخاص الآخرين.</li>
<li>لا تظهر بياناتك الفردية أبدًا في هذه المقارنات.</li>
<li>نحن لا نبيع بياناتك الشخصية أبدًا.</li>
</ul>
<p>يستغرق الاستبيان نحو <strong>15 دقيقة</strong>. يُرجى الإجابة بصدق، فلا توجد إجابات صحيحة أو خاطئة.</p>`,
    zh_Hans: `<p>我们询问您的<strong>出生日期</strong>、<strong>性别</strong>、<strong>国籍</strong>和<strong>所属行业</strong>，以便将您的结果与相似群体的结果进行比较，使您的报告更具参考价值。</p>
<ul>
<li>这些信息仅以汇总形式使用，并与众多其他人的答案合并。</li>
<li>在这些比较中，绝不会显示您的个人信息。</li>
<li>我们绝不出售您的个人数据。</li>
</ul>
<p>完成问卷大约需要 <strong>15 分钟</strong>。请如实作答，答案没有对错之分。</p>`,
    fr: `<p>Nous vous demandons votre <strong>date de naissance</strong>, votre <strong>genre</strong>, votre <strong>nationalité</strong> et votre <strong>secteur d’activité</strong> afin de comparer vos résultats avec ceux de personnes appartenant à des groupes similaires. Votre rapport n’en est que plus pertinent.</p>
<ul>
<li>Ces informations ne sont utilisées que de manière agrégée, combinées aux réponses de nombreuses autres personnes.</li>
<li>Vos informations individuelles n’apparaissent jamais dans ces comparaisons.</li>
<li>Nous ne vendons jamais vos données personnelles.</li>
</ul>
<p>Le questionnaire prend environ <strong>15 minutes</strong>. Répondez en toute sincérité : il n’y a ni bonne ni mauvaise réponse.</p>`,
    de: `<p>Wir fragen nach Ihrem <strong>Geburtsdatum</strong>, Ihrem <strong>Geschlecht</strong>, Ihrer <strong>Staatsangehörigkeit</strong> und Ihrer <strong>Branche</strong>, damit wir Ihre Ergebnisse mit denen von Personen aus vergleichbaren Gruppen vergleichen können. So wird Ihr Bericht aussagekräftiger.</p>
<ul>
<li>Diese Angaben werden ausschließlich in zusammengefasster Form verwendet, gemeinsam mit den Antworten vieler anderer Personen.</li>
<li>Ihre persönlichen Angaben werden in diesen Vergleichen nie einzeln angezeigt.</li>
<li>Wir verkaufen Ihre personenbezogenen Daten niemals.</li>
</ul>
<p>Das Ausfüllen des Fragebogens dauert etwa <strong>15 Minuten</strong>. Bitte antworten Sie ehrlich – es gibt keine richtigen oder falschen Antworten.</p>`,
    hi: `<p>हम आपकी <strong>जन्मतिथि</strong>, <strong>लिंग</strong>, <strong>राष्ट्रीयता</strong> और <strong>उद्योग</strong> इसलिए पूछते हैं ताकि आपके परिणामों की तुलना मिलते-जुलते समूहों के लोगों के परिणामों से कर सकें। इससे आपकी रिपोर्ट अधिक सार्थक बनती है।</p>
<ul>
<li>इन विवरणों का उपयोग केवल समग्र रूप में, कई अन्य लोगों के उत्तरों के साथ मिलाकर किया जाता है।</li>
<li>इन तुलनाओं में आपका व्यक्तिगत विवरण कभी नहीं दिखाया जाता।</li>
<li>हम आपका व्यक्तिगत डेटा कभी नहीं बेचते।</li>
</ul>
<p>प्रश्नावली पूरी करने में लगभग <strong>15 मिनट</strong> लगते हैं। कृपया ईमानदारी से उत्तर दें — कोई भी उत्तर सही या गलत नहीं होता।</p>`,
    es: `<p>Le pedimos su <strong>fecha de nacimiento</strong>, su <strong>género</strong>, su <strong>nacionalidad</strong> y su <strong>sector</strong> para poder comparar sus resultados con los de personas de grupos similares. Así su informe resulta más significativo.</p>
<ul>
<li>Estos datos solo se utilizan de forma agregada, junto con las respuestas de muchas otras personas.</li>
<li>Sus datos individuales nunca se muestran en estas comparaciones.</li>
<li>Nunca vendemos sus datos personales.</li>
</ul>
<p>El cuestionario dura unos <strong>15 minutos</strong>. Responda con sinceridad: no hay respuestas correctas ni incorrectas.</p>`,
    ru: `<p>Мы спрашиваем вашу <strong>дату рождения</strong>, <strong>пол</strong>, <strong>гражданство</strong> и <strong>отрасль</strong>, чтобы сравнить ваши результаты с результатами людей из схожих групп. Благодаря этому ваш отчёт становится информативнее.</p>
<ul>
<li>Эти сведения используются только в обобщённом виде, вместе с ответами множества других людей.</li>
<li>Ваши личные данные никогда не показываются в этих сравнениях.</li>
<li>Мы никогда не продаём ваши персональные данные.</li>
</ul>
<p>Заполнение опросника занимает около <strong>15 минут</strong>. Пожалуйста, отвечайте честно: правильных и неправильных ответов здесь нет.</p>`,
    tl: `<p>Hinihingi namin ang iyong <strong>petsa ng kapanganakan</strong>, <strong>kasarian</strong>, <strong>nasyonalidad</strong> at <strong>industriya</strong> upang maihambing ang iyong mga resulta sa mga resulta ng mga taong kabilang sa katulad na mga grupo. Dahil dito, nagiging mas makabuluhan ang iyong ulat.</p>
<ul>
<li>Ginagamit lamang ang mga detalyeng ito nang pinagsama-sama, kasama ng mga sagot ng maraming iba pang tao.</li>
<li>Hindi kailanman ipinapakita ang iyong indibidwal na detalye sa mga paghahambing na ito.</li>
<li>Hindi namin kailanman ibinebenta ang iyong personal na datos.</li>
</ul>
<p>Mga <strong>15 minuto</strong> ang kailangan upang masagutan ang talatanungan. Sumagot nang tapat: walang tama o maling sagot.</p>`,
    tr: `<p>Sonuçlarınızı benzer gruplardaki kişilerin sonuçlarıyla karşılaştırabilmek için <strong>doğum tarihinizi</strong>, <strong>cinsiyetinizi</strong>, <strong>uyruğunuzu</strong> ve <strong>sektörünüzü</strong> soruyoruz. Bu sayede raporunuz daha anlamlı hâle gelir.</p>
<ul>
<li>Bu bilgiler yalnızca toplu hâlde, diğer pek çok kişinin yanıtlarıyla birlikte kullanılır.</li>
<li>Bireysel bilgileriniz bu karşılaştırmalarda hiçbir zaman gösterilmez.</li>
<li>Kişisel verilerinizi asla satmayız.</li>
</ul>
<p>Anketi tamamlamak yaklaşık <strong>15 dakika</strong> sürer. Lütfen içtenlikle yanıtlayın; doğru ya da yanlış yanıt yoktur.</p>`,
    ja: `<p><strong>生年月日</strong>、<strong>性別</strong>、<strong>国籍</strong>、<strong>業界</strong>をお伺いするのは、お客様の結果を似た属性のグループの結果と比較するためです。これにより、レポートがより有意義なものになります。</p>
<ul>
<li>これらの情報は、多数の方の回答とあわせて集計した形でのみ使用されます。</li>
<li>比較の中でお客様個人の情報が表示されることはありません。</li>
<li>当社がお客様の個人データを販売することは一切ありません。</li>
</ul>
<p>質問票の所要時間は約<strong>15分</strong>です。正解・不正解はありませんので、率直にお答えください。</p>`,
    ko: `<p>이용자의 결과를 비슷한 집단에 속한 사람들의 결과와 비교하기 위해 <strong>생년월일</strong>, <strong>성별</strong>, <strong>국적</strong>, <strong>업종</strong>을 여쭙니다. 이를 통해 보고서가 더욱 의미 있게 됩니다.</p>
<ul>
<li>이 정보는 많은 다른 사람들의 응답과 함께 집계된 형태로만 사용됩니다.</li>
<li>이러한 비교에서 개인의 정보는 절대 표시되지 않습니다.</li>
<li>회사는 이용자의 개인정보를 절대 판매하지 않습니다.</li>
</ul>
<p>설문을 완료하는 데 약 <strong>15분</strong>이 걸립니다. 정답이나 오답은 없으니 솔직하게 답해 주십시오.</p>`,
  },
};
