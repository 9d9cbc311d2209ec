import type { ContentPageSeed } from '../content-pages.ts';

/** Public content page 101: terms and conditions (linked from the footer). */
export const TERMS_PAGE: ContentPageSeed = {
  id: 101,
  slug: 'terms',
  title: {
    en_GB: 'Terms and conditions',
    ar: 'الشروط والأحكام',
    zh_Hans: '条款与条件',
    fr: 'Conditions générales d’utilisation',
    de: 'Nutzungsbedingungen',
    hi: 'नियम और शर्तें',
    es: 'Términos y condiciones',
    ru: 'Условия использования',
    tl: 'Mga tuntunin at kundisyon',
    tr: 'Kullanım koşulları',
    ja: '利用規約',
    ko: '이용약관',
  },
  content: {
    en_GB: `<p>These terms apply to your use of the Talent Portal website and its services. The Talent Portal is run by Talent Portal Ltd (“we”, “us”), a company that offers online questionnaires, reports and learning courses for personal and professional development. By creating an account or using the portal, you accept these terms.</p>
<h2>Your account</h2>
<ul>
<li>Give accurate information when you register and keep it up to date.</li>
<li>Keep your password secret. You are responsible for all activity under your account.</li>
<li>Tell us straight away if you think someone else has used your account.</li>
</ul>
<h2>Questionnaires and reports</h2>
<p>Our questionnaires and reports are designed to support personal development, coaching and learning. They are not medical, psychological or clinical assessments. They must not be used to diagnose any condition or as the only basis for employment decisions. Your results reflect the answers you gave at the time.</p>
<h2>Payments</h2>
<p>Some surveys must be paid for before you can take them. Prices are shown and charged in pounds sterling (GBP) and include any applicable taxes. Payments are handled by a secure payment provider, and we do not store your full card details. Once you have started a paid survey, the fee cannot be refunded unless the law requires it.</p>
<h2>Acceptable use</h2>
<ul>
<li>Do not share access codes or reports with people who are not entitled to them.</li>
<li>Do not try to disrupt or overload the portal or to access it without permission.</li>
<li>Do not copy, resell or publish our questionnaires or report content.</li>
</ul>
<h2>Liability</h2>
<p>We take reasonable care to keep the portal available and accurate, but we provide it “as is” and cannot promise that it will always be free of errors or interruptions. We are not liable for indirect losses, or for decisions that you or others make based on a report. Nothing in these terms limits any liability that cannot be limited by law.</p>
<h2>Changes to these terms</h2>
<p>We may update these terms from time to time. We will publish the new version on this page and tell you about significant changes by email or on the portal. If you continue to use the portal after a change, the new terms apply.</p>
<h2>Contact</h2>
<p>Please send any questions about these terms to <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>. These terms are governed by the law of England and Wales.</p>`,
    ar: `<p>تنطبق هذه الشروط على استخدامك لموقع Talent Portal وخدماته. تتولى تشغيل البوابة شركة Talent Portal Ltd («نحن»)، وهي شركة تقدّم عبر الإنترنت استبيانات وتقارير ودورات تعليمية لأغراض التطوير الشخصي والمهني. بإنشائك حسابًا أو استخدامك للبوابة، فإنك توافق على هذه الشروط.</p>
<h2>حسابك</h2>
<ul>
<li>قدّم معلومات صحيحة عند التسجيل واحرص على تحديثها باستمرار.</li>
<li>حافظ على سرية كلمة المرور الخاصة بك. أنت مسؤول عن جميع الأنشطة التي تتم من خلال حسابك.</li>
<li>أبلغنا فورًا إذا اعتقدت أن شخصًا آخر قد استخدم حسابك.</li>
</ul>
<h2>الاستبيانات والتقارير</h2>
<p>صُممت استبياناتنا وتقاريرنا لدعم التطوير الشخصي والتوجيه المهني والتعلّم. وهي ليست تقييمات طبية أو نفسية أو سريرية، ولا يجوز استخدامها لتشخيص أي حالة أو اعتمادها أساسًا وحيدًا لقرارات التوظيف. تعكس نتائجك الإجابات التي قدّمتها في ذلك الوقت.</p>
<h2>المدفوعات</h2>
<p>يجب دفع رسوم بعض الاستبيانات قبل إمكانية إجرائها. تُعرض الأسعار وتُحصَّل بالجنيه الإسترليني (GBP) وتشمل أي ضرائب مستحقة. تتم معالجة المدفوعات عبر مزوّد دفع آمن، ولا نحتفظ ببيانات بطاقتك كاملة. بعد أن تبدأ استبيانًا مدفوعًا، لا تُسترد الرسوم إلا إذا اقتضى القانون ذلك.</p>
<h2>الاستخدام المقبول</h2>
<ul>
<li>لا تشارك رموز الدخول أو التقارير مع أشخاص لا يحق لهم الاطلاع عليها.</li>
<li>لا تحاول تعطيل البوابة أو إثقالها أو الوصول إليها دون إذن.</li>
<li>لا تنسخ استبياناتنا أو محتوى تقاريرنا، ولا تُعِد بيعها أو نشرها.</li>
</ul>
<h2>المسؤولية</h2>
<p>نبذل عناية معقولة لإبقاء البوابة متاحة ودقيقة، لكننا نقدّمها «كما هي» ولا يمكننا ضمان خلوّها دائمًا من الأخطاء أو الانقطاعات. لسنا مسؤولين عن الخسائر غير المباشرة، ولا عن القرارات التي تتخذها أنت أو غيرك بناءً على أي تقرير. لا يحدّ أي بند في هذه الشروط من المسؤولية التي لا يجوز تقييدها قانونًا.</p>
<h2>التغييرات على هذه الشروط</h2>
<p>قد نحدّث هذه الشروط من وقت لآخر. سننشر النسخة الجديدة في هذه الصفحة، وسنُعلمك بالتغييرات الجوهرية عبر البريد الإلكتروني أو على البوابة. إذا واصلت استخدام البوابة بعد أي تغيير، فستسري عليك الشروط الجديدة.</p>
<h2>التواصل معنا</h2>
<p>يمكنك إرسال أسئلتك حول هذه الشروط إلى <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>. تخضع هذه الشروط لقوانين إنجلترا وويلز.</p>`,
    zh_Hans: `<p>本条款适用于您对 Talent Portal 网站及其服务的使用。Talent Portal 由 Talent Portal Ltd（以下称“我们”）运营，我们是一家提供在线问卷、报告和学习课程的公司，致力于促进个人与职业发展。创建账户或使用本门户网站，即表示您接受本条款。</p>
<h2>您的账户</h2>
<ul>
<li>注册时请提供准确的信息，并及时更新。</li>
<li>请妥善保管您的密码。您须对账户下的所有活动负责。</li>
<li>如果您认为有他人使用了您的账户，请立即通知我们。</li>
</ul>
<h2>问卷与报告</h2>
<p>我们的问卷和报告旨在支持个人发展、辅导和学习，不属于医学、心理或临床评估。它们不得用于诊断任何病症，也不得作为雇用决策的唯一依据。您的结果反映的是您当时给出的答案。</p>
<h2>付款</h2>
<p>部分调查须先付款方可参加。价格以英镑（GBP）显示和收取，并已包含所有适用税费。付款由安全的支付服务商处理，我们不会存储您完整的银行卡信息。付费调查一经开始，费用概不退还，法律另有规定的除外。</p>
<h2>可接受的使用</h2>
<ul>
<li>请勿将访问码或报告分享给无权获取的人员。</li>
<li>请勿试图干扰门户网站、使其超负荷运行或未经许可进行访问。</li>
<li>请勿复制、转售或发布我们的问卷或报告内容。</li>
</ul>
<h2>责任</h2>
<p>我们会尽合理努力保持门户网站可用且内容准确，但本网站按“现状”提供，我们无法保证其始终没有错误或中断。对于间接损失，或您或他人根据报告所作的决定，我们概不负责。本条款中的任何内容均不限制依法不得限制的责任。</p>
<h2>条款变更</h2>
<p>我们可能会不时更新本条款。新版本将在本页面发布，重大变更将通过电子邮件或在门户网站上通知您。如果您在变更后继续使用门户网站，即适用新条款。</p>
<h2>联系我们</h2>
<p>如对本条款有任何疑问，请发送邮件至 <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>。本条款受英格兰和威尔士法律管辖。</p>`,
    fr: `<p>Les présentes conditions s’appliquent à votre utilisation du site Talent Portal et de ses services. Talent Portal est exploité par la société Talent Portal Ltd (« nous »), qui propose en ligne des questionnaires, des rapports et des formations consacrés au développement personnel et professionnel. En créant un compte ou en utilisant le portail, vous acceptez ces conditions.</p>
<h2>Votre compte</h2>
<ul>
<li>Fournissez des informations exactes lors de votre inscription et tenez-les à jour.</li>
<li>Gardez votre mot de passe secret. Vous êtes responsable de toute activité effectuée depuis votre compte.</li>
<li>Prévenez-nous immédiatement si vous pensez qu’une autre personne a utilisé votre compte.</li>
</ul>
<h2>Questionnaires et rapports</h2>
<p>Nos questionnaires et rapports sont conçus pour accompagner le développement personnel, le coaching et l’apprentissage. Il ne s’agit pas d’évaluations médicales, psychologiques ou cliniques. Ils ne doivent servir ni à diagnostiquer un quelconque trouble, ni de seul fondement à une décision en matière d’emploi. Vos résultats reflètent les réponses que vous avez données à un moment précis.</p>
<h2>Paiements</h2>
<p>Certaines enquêtes doivent être payées avant de pouvoir être remplies. Les prix sont affichés et facturés en livres sterling (GBP), toutes taxes applicables comprises. Les paiements sont traités par un prestataire de paiement sécurisé et nous ne conservons pas l’intégralité des données de votre carte. Une fois qu’une enquête payante a été commencée, elle n’est pas remboursable, sauf si la loi l’exige.</p>
<h2>Utilisation acceptable</h2>
<ul>
<li>Ne partagez pas vos codes d’accès ni vos rapports avec des personnes qui n’y ont pas droit.</li>
<li>N’essayez pas de perturber ou de surcharger le portail, ni d’y accéder sans autorisation.</li>
<li>Ne copiez, ne revendez et ne publiez pas nos questionnaires ni le contenu de nos rapports.</li>
</ul>
<h2>Responsabilité</h2>
<p>Nous veillons raisonnablement à ce que le portail soit disponible et exact, mais nous le fournissons « en l’état » et ne pouvons garantir qu’il sera toujours exempt d’erreurs ou d’interruptions. Nous ne sommes pas responsables des pertes indirectes, ni des décisions prises par vous ou par des tiers sur la base d’un rapport. Aucune disposition des présentes conditions ne limite une responsabilité qui ne peut être limitée par la loi.</p>
<h2>Modification des conditions</h2>
<p>Nous pouvons mettre à jour ces conditions de temps à autre. La nouvelle version sera publiée sur cette page et nous vous informerons de toute modification importante par e-mail ou sur le portail. Si vous continuez à utiliser le portail après une modification, les nouvelles conditions s’appliquent.</p>
<h2>Contact</h2>
<p>Pour toute question concernant ces conditions, écrivez-nous à <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>. Les présentes conditions sont régies par le droit de l’Angleterre et du pays de Galles.</p>`,
    de: `<p>Diese Bedingungen gelten für Ihre Nutzung der Website Talent Portal und ihrer Dienste. Talent Portal wird von der Talent Portal Ltd („wir“, „uns“) betrieben, einem Unternehmen, das Online-Fragebögen, Berichte und Lernkurse für die persönliche und berufliche Entwicklung anbietet. Mit der Erstellung eines Kontos oder der Nutzung des Portals akzeptieren Sie diese Bedingungen.</p>
<h2>Ihr Konto</h2>
<ul>
<li>Machen Sie bei der Registrierung korrekte Angaben und halten Sie diese aktuell.</li>
<li>Halten Sie Ihr Passwort geheim. Sie sind für alle Aktivitäten unter Ihrem Konto verantwortlich.</li>
<li>Informieren Sie uns umgehend, wenn Sie vermuten, dass eine andere Person Ihr Konto benutzt hat.</li>
</ul>
<h2>Fragebögen und Berichte</h2>
<p>Unsere Fragebögen und Berichte sollen die persönliche Entwicklung, das Coaching und das Lernen unterstützen. Sie sind keine medizinischen, psychologischen oder klinischen Untersuchungen. Sie dürfen weder zur Diagnose von Erkrankungen noch als alleinige Grundlage für Personalentscheidungen verwendet werden. Ihre Ergebnisse spiegeln die Antworten wider, die Sie zum jeweiligen Zeitpunkt gegeben haben.</p>
<h2>Zahlungen</h2>
<p>Einige Umfragen müssen vor der Teilnahme bezahlt werden. Die Preise werden in britischen Pfund (GBP) angezeigt und berechnet und enthalten alle anfallenden Steuern. Zahlungen werden von einem sicheren Zahlungsdienstleister abgewickelt; Ihre vollständigen Kartendaten speichern wir nicht. Sobald Sie eine kostenpflichtige Umfrage begonnen haben, wird die Gebühr nicht erstattet, es sei denn, dies ist gesetzlich vorgeschrieben.</p>
<h2>Zulässige Nutzung</h2>
<ul>
<li>Geben Sie Zugangscodes oder Berichte nicht an Personen weiter, die dazu nicht berechtigt sind.</li>
<li>Versuchen Sie nicht, das Portal zu stören, zu überlasten oder sich unbefugt Zugang zu verschaffen.</li>
<li>Kopieren, verkaufen oder veröffentlichen Sie unsere Fragebögen und Berichtsinhalte nicht.</li>
</ul>
<h2>Haftung</h2>
<p>Wir bemühen uns mit angemessener Sorgfalt, das Portal verfügbar und korrekt zu halten, stellen es jedoch „wie besehen“ bereit und können nicht garantieren, dass es stets fehler- und unterbrechungsfrei ist. Wir haften nicht für mittelbare Schäden oder für Entscheidungen, die Sie oder andere auf Grundlage eines Berichts treffen. Keine Bestimmung dieser Bedingungen schränkt eine Haftung ein, die gesetzlich nicht beschränkt werden kann.</p>
<h2>Änderungen dieser Bedingungen</h2>
<p>Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Die neue Fassung veröffentlichen wir auf dieser Seite, und über wesentliche Änderungen informieren wir Sie per E-Mail oder im Portal. Wenn Sie das Portal nach einer Änderung weiter nutzen, gelten die neuen Bedingungen.</p>
<h2>Kontakt</h2>
<p>Fragen zu diesen Bedingungen senden Sie bitte an <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>. Diese Bedingungen unterliegen dem Recht von England und Wales.</p>`,
    hi: `<p>ये शर्तें Talent Portal वेबसाइट और उसकी सेवाओं के आपके उपयोग पर लागू होती हैं। Talent Portal का संचालन Talent Portal Ltd ("हम") करती है, जो व्यक्तिगत और व्यावसायिक विकास के लिए ऑनलाइन प्रश्नावलियाँ, रिपोर्ट और शिक्षण पाठ्यक्रम उपलब्ध कराने वाली कंपनी है। खाता बनाकर या पोर्टल का उपयोग करके आप इन शर्तों को स्वीकार करते हैं।</p>
<h2>आपका खाता</h2>
<ul>
<li>पंजीकरण करते समय सही जानकारी दें और उसे अद्यतन रखें।</li>
<li>अपना पासवर्ड गोपनीय रखें। आपके खाते से होने वाली सभी गतिविधियों के लिए आप ज़िम्मेदार हैं।</li>
<li>यदि आपको लगता है कि किसी और ने आपके खाते का उपयोग किया है, तो हमें तुरंत सूचित करें।</li>
</ul>
<h2>प्रश्नावलियाँ और रिपोर्ट</h2>
<p>हमारी प्रश्नावलियाँ और रिपोर्ट व्यक्तिगत विकास, कोचिंग और सीखने में सहायता के लिए बनाई गई हैं। ये चिकित्सीय, मनोवैज्ञानिक या नैदानिक मूल्यांकन नहीं हैं। इनका उपयोग किसी स्थिति के निदान के लिए या रोज़गार संबंधी निर्णयों के एकमात्र आधार के रूप में नहीं किया जाना चाहिए। आपके परिणाम उस समय दिए गए आपके उत्तरों को दर्शाते हैं।</p>
<h2>भुगतान</h2>
<p>कुछ सर्वेक्षणों में भाग लेने से पहले भुगतान करना आवश्यक है। कीमतें ब्रिटिश पाउंड स्टर्लिंग (GBP) में दिखाई और वसूली जाती हैं, और इनमें सभी लागू कर शामिल होते हैं। भुगतान एक सुरक्षित भुगतान प्रदाता द्वारा संसाधित किए जाते हैं; हम आपके कार्ड का पूरा विवरण संग्रहीत नहीं करते। सशुल्क सर्वेक्षण शुरू करने के बाद शुल्क वापस नहीं किया जाता, जब तक कि कानून के अनुसार ऐसा करना आवश्यक न हो।</p>
<h2>स्वीकार्य उपयोग</h2>
<ul>
<li>एक्सेस कोड या रिपोर्ट ऐसे लोगों के साथ साझा न करें जो उनके हक़दार नहीं हैं।</li>
<li>पोर्टल को बाधित करने, उस पर अत्यधिक भार डालने या बिना अनुमति उस तक पहुँचने का प्रयास न करें।</li>
<li>हमारी प्रश्नावलियों या रिपोर्ट की सामग्री की नकल, पुनर्विक्रय या प्रकाशन न करें।</li>
</ul>
<h2>दायित्व</h2>
<p>हम पोर्टल को उपलब्ध और सटीक बनाए रखने के लिए उचित सावधानी बरतते हैं, लेकिन इसे "जैसा है" के आधार पर प्रदान करते हैं और यह वादा नहीं कर सकते कि यह हमेशा त्रुटियों या रुकावटों से मुक्त रहेगा। हम अप्रत्यक्ष हानियों के लिए, या किसी रिपोर्ट के आधार पर आपके या दूसरों द्वारा लिए गए निर्णयों के लिए उत्तरदायी नहीं हैं। इन शर्तों की कोई भी बात उस दायित्व को सीमित नहीं करती जिसे कानूनन सीमित नहीं किया जा सकता।</p>
<h2>इन शर्तों में बदलाव</h2>
<p>हम समय-समय पर इन शर्तों को अद्यतन कर सकते हैं। नया संस्करण इसी पृष्ठ पर प्रकाशित किया जाएगा, और महत्वपूर्ण बदलावों की सूचना हम आपको ईमेल या पोर्टल के माध्यम से देंगे। बदलाव के बाद भी पोर्टल का उपयोग जारी रखने पर नई शर्तें लागू होंगी।</p>
<h2>संपर्क</h2>
<p>इन शर्तों के बारे में अपने प्रश्न <a href="mailto:support@talent-portal.example">support@talent-portal.example</a> पर भेजें। ये शर्तें इंग्लैंड और वेल्स के कानून द्वारा शासित हैं।</p>`,
    es: `<p>Estas condiciones se aplican al uso que usted haga del sitio web Talent Portal y de sus servicios. Talent Portal está gestionado por Talent Portal Ltd («nosotros»), una empresa que ofrece cuestionarios, informes y cursos en línea para el desarrollo personal y profesional. Al crear una cuenta o utilizar el portal, usted acepta estas condiciones.</p>
<h2>Su cuenta</h2>
<ul>
<li>Facilite información exacta al registrarse y manténgala actualizada.</li>
<li>Mantenga su contraseña en secreto. Usted es responsable de toda la actividad realizada con su cuenta.</li>
<li>Avísenos de inmediato si cree que otra persona ha utilizado su cuenta.</li>
</ul>
<h2>Cuestionarios e informes</h2>
<p>Nuestros cuestionarios e informes están diseñados para apoyar el desarrollo personal, el coaching y el aprendizaje. No son evaluaciones médicas, psicológicas ni clínicas. No deben utilizarse para diagnosticar ningún trastorno ni como única base para decisiones laborales. Sus resultados reflejan las respuestas que dio en ese momento.</p>
<h2>Pagos</h2>
<p>Algunas encuestas deben pagarse antes de poder realizarlas. Los precios se muestran y se cobran en libras esterlinas (GBP) e incluyen los impuestos aplicables. Los pagos los gestiona un proveedor de pagos seguro y no almacenamos los datos completos de su tarjeta. Una vez iniciada una encuesta de pago, el importe no es reembolsable, salvo que la ley lo exija.</p>
<h2>Uso aceptable</h2>
<ul>
<li>No comparta códigos de acceso ni informes con personas que no tengan derecho a ellos.</li>
<li>No intente interrumpir ni sobrecargar el portal, ni acceder a él sin autorización.</li>
<li>No copie, revenda ni publique nuestros cuestionarios ni el contenido de los informes.</li>
</ul>
<h2>Responsabilidad</h2>
<p>Ponemos un cuidado razonable en mantener el portal disponible y correcto, pero lo ofrecemos «tal cual» y no podemos garantizar que esté siempre libre de errores o interrupciones. No somos responsables de pérdidas indirectas ni de las decisiones que usted u otras personas tomen basándose en un informe. Nada de lo dispuesto en estas condiciones limita la responsabilidad que no pueda limitarse por ley.</p>
<h2>Cambios en estas condiciones</h2>
<p>Podemos actualizar estas condiciones periódicamente. Publicaremos la nueva versión en esta página y le informaremos de los cambios importantes por correo electrónico o a través del portal. Si sigue utilizando el portal después de un cambio, se aplicarán las nuevas condiciones.</p>
<h2>Contacto</h2>
<p>Puede enviar sus preguntas sobre estas condiciones a <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>. Estas condiciones se rigen por la legislación de Inglaterra y Gales.</p>`,
    ru: `<p>Настоящие условия распространяются на использование вами веб-сайта Talent Portal и его сервисов. Talent Portal управляется компанией Talent Portal Ltd («мы»), которая предлагает онлайн-опросники, отчёты и учебные курсы для личностного и профессионального развития. Создавая учётную запись или пользуясь порталом, вы принимаете эти условия.</p>
<h2>Ваша учётная запись</h2>
<ul>
<li>Указывайте при регистрации достоверные сведения и поддерживайте их в актуальном состоянии.</li>
<li>Храните пароль в тайне. Вы несёте ответственность за все действия, совершённые с вашей учётной записи.</li>
<li>Незамедлительно сообщите нам, если считаете, что вашей учётной записью воспользовался кто-то другой.</li>
</ul>
<h2>Опросники и отчёты</h2>
<p>Наши опросники и отчёты предназначены для поддержки личностного развития, коучинга и обучения. Они не являются медицинскими, психологическими или клиническими обследованиями. Их нельзя использовать для диагностики каких-либо состояний или в качестве единственного основания для кадровых решений. Ваши результаты отражают ответы, которые вы дали в конкретный момент.</p>
<h2>Оплата</h2>
<p>Некоторые опросы необходимо оплатить перед прохождением. Цены указываются и списываются в фунтах стерлингов (GBP) с учётом всех применимых налогов. Платежи обрабатывает надёжный платёжный провайдер; мы не храним полные данные вашей карты. После начала платного опроса оплата не возвращается, если иное не предусмотрено законом.</p>
<h2>Допустимое использование</h2>
<ul>
<li>Не передавайте коды доступа и отчёты лицам, не имеющим на них права.</li>
<li>Не пытайтесь нарушить работу портала, перегрузить его или получить к нему несанкционированный доступ.</li>
<li>Не копируйте, не перепродавайте и не публикуйте наши опросники и содержание отчётов.</li>
</ul>
<h2>Ответственность</h2>
<p>Мы прилагаем разумные усилия, чтобы портал был доступен и содержал точную информацию, однако предоставляем его «как есть» и не можем гарантировать, что в его работе никогда не будет ошибок или перебоев. Мы не несём ответственности за косвенные убытки, а также за решения, принятые вами или другими лицами на основании отчёта. Ничто в настоящих условиях не ограничивает ответственность, которая не может быть ограничена по закону.</p>
<h2>Изменение условий</h2>
<p>Мы можем время от времени обновлять эти условия. Новая редакция будет опубликована на этой странице, а о существенных изменениях мы сообщим по электронной почте или на портале. Продолжая пользоваться порталом после изменения, вы соглашаетесь с новыми условиями.</p>
<h2>Контакты</h2>
<p>Вопросы об этих условиях направляйте по адресу <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>. Настоящие условия регулируются правом Англии и Уэльса.</p>`,
    tl: `<p>Ang mga tuntuning ito ay para sa paggamit mo ng website ng Talent Portal at ng mga serbisyo nito. Ang Talent Portal ay pinapatakbo ng Talent Portal Ltd ("kami"), isang kumpanyang nag-aalok ng mga online na talatanungan, ulat at kurso para sa personal at propesyonal na pag-unlad. Sa paggawa ng account o paggamit ng portal, tinatanggap mo ang mga tuntuning ito.</p>
<h2>Ang iyong account</h2>
<ul>
<li>Magbigay ng tumpak na impormasyon sa pagpaparehistro at panatilihin itong napapanahon.</li>
<li>Ilihim ang iyong password. Ikaw ang mananagot sa lahat ng aktibidad sa ilalim ng iyong account.</li>
<li>Ipaalam agad sa amin kung sa tingin mo ay may ibang gumamit ng iyong account.</li>
</ul>
<h2>Mga talatanungan at ulat</h2>
<p>Ang aming mga talatanungan at ulat ay ginawa upang suportahan ang personal na pag-unlad, coaching at pagkatuto. Hindi ito mga medikal, sikolohikal o klinikal na pagtatasa. Hindi ito dapat gamitin sa pag-diagnose ng anumang kondisyon o bilang tanging batayan ng mga desisyon sa trabaho. Ipinapakita ng iyong mga resulta ang mga sagot na ibinigay mo sa panahong iyon.</p>
<h2>Mga bayad</h2>
<p>May ilang survey na kailangang bayaran bago mo masagutan. Ang mga presyo ay ipinapakita at sinisingil sa British pound sterling (GBP) at kasama na ang anumang naaangkop na buwis. Ang mga bayad ay pinoproseso ng isang ligtas na tagapagproseso ng bayad, at hindi namin iniimbak ang buong detalye ng iyong card. Kapag nasimulan mo na ang isang bayad na survey, hindi na maibabalik ang ibinayad maliban kung hinihingi ito ng batas.</p>
<h2>Katanggap-tanggap na paggamit</h2>
<ul>
<li>Huwag ibahagi ang mga access code o ulat sa mga taong walang karapatang makita ang mga ito.</li>
<li>Huwag subukang guluhin o pabigatin ang portal, o pasukin ito nang walang pahintulot.</li>
<li>Huwag kopyahin, muling ibenta o ilathala ang aming mga talatanungan o ang nilalaman ng mga ulat.</li>
</ul>
<h2>Pananagutan</h2>
<p>Nag-iingat kami nang makatwiran upang manatiling magagamit at tumpak ang portal, ngunit ibinibigay namin ito "kung ano ito" at hindi namin maipapangako na palagi itong walang mali o pagkaantala. Hindi kami mananagot sa mga hindi direktang pagkalugi, o sa mga desisyong ginawa mo o ng iba batay sa isang ulat. Walang anuman sa mga tuntuning ito ang naglilimita sa pananagutang hindi maaaring limitahan ayon sa batas.</p>
<h2>Mga pagbabago sa mga tuntuning ito</h2>
<p>Maaari naming baguhin ang mga tuntuning ito paminsan-minsan. Ilalathala namin ang bagong bersyon sa pahinang ito at ipapaalam namin sa iyo ang mahahalagang pagbabago sa pamamagitan ng email o sa portal. Kung patuloy mong gagamitin ang portal pagkatapos ng pagbabago, ang mga bagong tuntunin ang iiral.</p>
<h2>Makipag-ugnayan</h2>
<p>Ipadala ang anumang tanong tungkol sa mga tuntuning ito sa <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>. Ang mga tuntuning ito ay sakop ng batas ng England at Wales.</p>`,
    tr: `<p>Bu koşullar, Talent Portal web sitesini ve hizmetlerini kullanımınız için geçerlidir. Talent Portal, kişisel ve mesleki gelişim amacıyla çevrim içi anketler, raporlar ve eğitim kursları sunan Talent Portal Ltd ("biz") tarafından işletilmektedir. Bir hesap oluşturarak veya portalı kullanarak bu koşulları kabul etmiş olursunuz.</p>
<h2>Hesabınız</h2>
<ul>
<li>Kayıt olurken doğru bilgi verin ve bilgilerinizi güncel tutun.</li>
<li>Şifrenizi gizli tutun. Hesabınız üzerinden yapılan tüm işlemlerden siz sorumlusunuz.</li>
<li>Hesabınızın başka biri tarafından kullanıldığını düşünüyorsanız bize hemen bildirin.</li>
</ul>
<h2>Anketler ve raporlar</h2>
<p>Anketlerimiz ve raporlarımız kişisel gelişimi, koçluğu ve öğrenmeyi desteklemek için tasarlanmıştır. Bunlar tıbbi, psikolojik veya klinik değerlendirmeler değildir. Herhangi bir durumun teşhisi için ya da istihdam kararlarının tek dayanağı olarak kullanılmamalıdır. Sonuçlarınız, o anda verdiğiniz yanıtları yansıtır.</p>
<h2>Ödemeler</h2>
<p>Bazı anketlere katılmadan önce ödeme yapılması gerekir. Fiyatlar İngiliz sterlini (GBP) cinsinden gösterilir ve tahsil edilir; geçerli tüm vergiler fiyatlara dahildir. Ödemeler güvenli bir ödeme hizmeti sağlayıcısı tarafından işlenir ve kart bilgilerinizin tamamını saklamayız. Ücretli bir ankete başladıktan sonra, yasanın gerektirdiği durumlar dışında ücret iade edilmez.</p>
<h2>Kabul edilebilir kullanım</h2>
<ul>
<li>Erişim kodlarını veya raporları, bunlara erişim hakkı olmayan kişilerle paylaşmayın.</li>
<li>Portalın işleyişini bozmaya, aşırı yüklemeye veya portala izinsiz erişmeye çalışmayın.</li>
<li>Anketlerimizi veya rapor içeriklerimizi kopyalamayın, yeniden satmayın ya da yayımlamayın.</li>
</ul>
<h2>Sorumluluk</h2>
<p>Portalın erişilebilir ve doğru olması için makul özeni gösteriyoruz; ancak portal "olduğu gibi" sunulmaktadır ve her zaman hatasız veya kesintisiz çalışacağını garanti edemeyiz. Dolaylı kayıplardan veya sizin ya da başkalarının bir rapora dayanarak aldığı kararlardan sorumlu değiliz. Bu koşulların hiçbir hükmü, yasa gereği sınırlandırılamayan sorumluluğu sınırlamaz.</p>
<h2>Bu koşullardaki değişiklikler</h2>
<p>Bu koşulları zaman zaman güncelleyebiliriz. Yeni sürümü bu sayfada yayımlayacak ve önemli değişiklikleri size e-posta yoluyla veya portal üzerinden bildireceğiz. Bir değişiklikten sonra portalı kullanmaya devam ederseniz yeni koşullar geçerli olur.</p>
<h2>İletişim</h2>
<p>Bu koşullarla ilgili sorularınızı <a href="mailto:support@talent-portal.example">support@talent-portal.example</a> adresine gönderebilirsiniz. Bu koşullar İngiltere ve Galler hukukuna tabidir.</p>`,
    ja: `<p>本規約は、Talent Portal のウェブサイトおよびサービスのご利用に適用されます。Talent Portal は、個人および職業上の成長を目的としたオンラインの質問票、レポート、学習コースを提供する Talent Portal Ltd（以下「当社」）が運営しています。アカウントを作成するか、ポータルを利用することにより、お客様は本規約に同意したものとみなされます。</p>
<h2>アカウント</h2>
<ul>
<li>登録時には正確な情報を入力し、常に最新の状態に保ってください。</li>
<li>パスワードは他人に知られないよう管理してください。アカウントで行われたすべての操作について、お客様が責任を負います。</li>
<li>第三者にアカウントを使用されたおそれがある場合は、直ちに当社にご連絡ください。</li>
</ul>
<h2>質問票とレポート</h2>
<p>当社の質問票とレポートは、自己成長、コーチング、学習を支援することを目的としています。医学的、心理学的または臨床的な評価ではありません。いかなる症状の診断にも、雇用に関する判断の唯一の根拠としても使用しないでください。結果は、回答した時点でのお客様ご自身の回答を反映したものです。</p>
<h2>お支払い</h2>
<p>一部のサーベイは、受検前にお支払いが必要です。料金は英ポンド（GBP）で表示・請求され、適用される税金が含まれます。お支払いは安全な決済代行会社が処理し、当社がカード情報のすべてを保存することはありません。有料サーベイを開始した後は、法律で義務付けられている場合を除き、返金には応じられません。</p>
<h2>適切なご利用</h2>
<ul>
<li>アクセスコードやレポートを、閲覧する権限のない人と共有しないでください。</li>
<li>ポータルの運営を妨害したり、過剰な負荷をかけたり、許可なくアクセスしたりしないでください。</li>
<li>当社の質問票やレポートの内容を複製、転売または公開しないでください。</li>
</ul>
<h2>責任</h2>
<p>当社はポータルを利用可能かつ正確な状態に保つよう合理的な注意を払いますが、ポータルは「現状のまま」提供されるものであり、常にエラーや中断がないことを保証するものではありません。間接的な損害、またはレポートに基づいてお客様もしくは第三者が行った判断について、当社は責任を負いません。本規約のいかなる条項も、法律上制限できない責任を制限するものではありません。</p>
<h2>本規約の変更</h2>
<p>当社は本規約を随時改定することがあります。改定後の規約は本ページに掲載し、重要な変更についてはメールまたはポータル上でお知らせします。変更後もポータルの利用を継続された場合、改定後の規約が適用されます。</p>
<h2>お問い合わせ</h2>
<p>本規約に関するご質問は <a href="mailto:support@talent-portal.example">support@talent-portal.example</a> までお送りください。本規約はイングランドおよびウェールズの法律に準拠します。</p>`,
    ko: `<p>본 약관은 Talent Portal 웹사이트 및 서비스 이용에 적용됩니다. Talent Portal은 개인 및 직업적 성장을 위한 온라인 설문, 보고서, 학습 과정을 제공하는 Talent Portal Ltd(이하 "회사")가 운영합니다. 계정을 만들거나 포털을 이용하면 본 약관에 동의하는 것으로 간주됩니다.</p>
<h2>계정</h2>
<ul>
<li>가입 시 정확한 정보를 입력하고 항상 최신 상태로 유지해 주십시오.</li>
<li>비밀번호는 타인에게 알려지지 않도록 관리해 주십시오. 계정에서 이루어지는 모든 활동에 대한 책임은 이용자에게 있습니다.</li>
<li>다른 사람이 계정을 사용했다고 의심되면 즉시 회사에 알려 주십시오.</li>
</ul>
<h2>설문 및 보고서</h2>
<p>회사의 설문과 보고서는 개인 성장, 코칭 및 학습을 지원하기 위해 만들어졌습니다. 이는 의학적, 심리학적 또는 임상적 평가가 아닙니다. 어떠한 질환의 진단에도, 채용 및 인사 결정의 유일한 근거로도 사용해서는 안 됩니다. 결과는 응답 당시 이용자가 제출한 답변을 반영합니다.</p>
<h2>결제</h2>
<p>일부 설문은 응시 전에 결제가 필요합니다. 가격은 영국 파운드(GBP)로 표시 및 청구되며 관련 세금이 포함되어 있습니다. 결제는 안전한 결제 대행업체가 처리하며, 회사는 카드 정보 전체를 저장하지 않습니다. 유료 설문을 시작한 후에는 법률에서 요구하는 경우를 제외하고 요금이 환불되지 않습니다.</p>
<h2>허용되는 이용</h2>
<ul>
<li>접근 코드나 보고서를 권한이 없는 사람과 공유하지 마십시오.</li>
<li>포털 운영을 방해하거나 과부하를 일으키거나 허가 없이 접근하려고 시도하지 마십시오.</li>
<li>회사의 설문이나 보고서 내용을 복제, 재판매 또는 게시하지 마십시오.</li>
</ul>
<h2>책임</h2>
<p>회사는 포털을 이용 가능하고 정확한 상태로 유지하기 위해 합리적인 주의를 기울이지만, 포털은 "있는 그대로" 제공되며 항상 오류나 중단이 없음을 보장할 수 없습니다. 회사는 간접적인 손해 또는 보고서를 근거로 이용자나 타인이 내린 결정에 대해 책임을 지지 않습니다. 본 약관의 어떠한 내용도 법률상 제한할 수 없는 책임을 제한하지 않습니다.</p>
<h2>약관의 변경</h2>
<p>회사는 본 약관을 수시로 개정할 수 있습니다. 개정된 약관은 이 페이지에 게시하며, 중요한 변경 사항은 이메일 또는 포털을 통해 알려 드립니다. 변경 후에도 포털을 계속 이용하시면 개정된 약관이 적용됩니다.</p>
<h2>문의</h2>
<p>본 약관에 관한 문의는 <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>로 보내 주십시오. 본 약관은 잉글랜드 및 웨일스 법률의 적용을 받습니다.</p>`,
  },
};
