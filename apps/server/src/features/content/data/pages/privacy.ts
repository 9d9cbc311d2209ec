import type { ContentPageSeed } from '../content-pages.ts';

/** Public content page 102: privacy policy (linked from the footer). */
export const PRIVACY_PAGE: ContentPageSeed = {
  id: 102,
  slug: 'privacy',
  title: {
    en_GB: 'Privacy policy',
    ar: 'سياسة الخصوصية',
    zh_Hans: '隐私政策',
    fr: 'Politique de confidentialité',
    de: 'Datenschutzerklärung',
    hi: 'गोपनीयता नीति',
    es: 'Política de privacidad',
    ru: 'Политика конфиденциальности',
    tl: 'Patakaran sa pagkapribado',
    tr: 'Gizlilik politikası',
    ja: 'プライバシーポリシー',
    ko: '개인정보 처리방침',
  },
  content: {
    en_GB: `<p>This policy explains how Talent Portal Ltd (“we”, “us”) collects and uses your personal data when you use the Talent Portal. We are the controller of your data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.</p>
<h2>What we keep</h2>
<ul>
<li>Your name, email address and, if you give it, your phone number.</li>
<li>Your date of birth, gender, nationality and industry, and any job details you add to your profile.</li>
<li>Your answers to questionnaires and the results and reports produced from them.</li>
<li>Records of payments for paid surveys (amount, date and status, but not your full card details).</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to run your account, provide questionnaires and reports, take payments, answer your questions and keep the portal secure. We also use anonymised, combined results to compare groups and improve our questionnaires. If an organisation invited you to a survey, we share your results with it only as explained in the invitation. We never sell your personal data.</p>
<h2>Legal basis</h2>
<p>We process your data to perform our contract with you, to meet our legal obligations (for example, keeping payment records) and for our legitimate interests in running and improving the service. Where we rely on your consent, you can withdraw it at any time.</p>
<h2>How long we keep it</h2>
<p>We keep your data while your account is active. If you close your account, or do not use it for three years, we delete or anonymise your personal data within 90 days. Payment records are kept for six years because the law requires it.</p>
<h2>Your rights</h2>
<p>Under the UK GDPR you have the right to:</p>
<ul>
<li>access the personal data we hold about you;</li>
<li>have inaccurate data corrected;</li>
<li>have your data deleted;</li>
<li>receive your data in a portable, machine-readable format;</li>
<li>object to how we use your data.</li>
</ul>
<p>If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office (ICO).</p>
<h2>Contact</h2>
<p>To use any of your rights or to ask about this policy, email <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>.</p>`,
    ar: `<p>توضّح هذه السياسة كيف تجمع شركة Talent Portal Ltd («نحن») بياناتك الشخصية وتستخدمها عند استخدامك لبوابة Talent Portal. نحن الجهة المتحكّمة في بياناتك بموجب اللائحة العامة لحماية البيانات في المملكة المتحدة (UK GDPR) وقانون حماية البيانات لعام 2018.</p>
<h2>البيانات التي نحتفظ بها</h2>
<ul>
<li>اسمك وعنوان بريدك الإلكتروني، ورقم هاتفك إن قدّمته.</li>
<li>تاريخ ميلادك وجنسك وجنسيتك وقطاع عملك، وأي تفاصيل وظيفية تضيفها إلى ملفك الشخصي.</li>
<li>إجاباتك عن الاستبيانات والنتائج والتقارير الناتجة عنها.</li>
<li>سجلات المدفوعات الخاصة بالاستبيانات المدفوعة (المبلغ والتاريخ والحالة، دون بيانات بطاقتك كاملة).</li>
</ul>
<h2>لماذا نستخدمها</h2>
<p>نستخدم بياناتك لإدارة حسابك، وتقديم الاستبيانات والتقارير، وتحصيل المدفوعات، والرد على استفساراتك، والحفاظ على أمن البوابة. كما نستخدم نتائج مجمّعة ومجهولة الهوية لمقارنة الفئات وتحسين استبياناتنا. إذا دعتك إحدى المؤسسات إلى استبيان، فلن نشارك نتائجك معها إلا على النحو الموضّح في الدعوة. نحن لا نبيع بياناتك الشخصية أبدًا.</p>
<h2>الأساس القانوني</h2>
<p>نعالج بياناتك لتنفيذ العقد المبرم معك، وللوفاء بالتزاماتنا القانونية (مثل الاحتفاظ بسجلات المدفوعات)، ولتحقيق مصالحنا المشروعة في تشغيل الخدمة وتحسينها. وحيثما نعتمد على موافقتك، يمكنك سحبها في أي وقت.</p>
<h2>مدة الاحتفاظ</h2>
<p>نحتفظ ببياناتك ما دام حسابك نشطًا. إذا أغلقت حسابك، أو لم تستخدمه لمدة ثلاث سنوات، فسنحذف بياناتك الشخصية أو نجعلها مجهولة الهوية خلال 90 يومًا. ونحتفظ بسجلات المدفوعات لمدة ست سنوات لأن القانون يفرض ذلك.</p>
<h2>حقوقك</h2>
<p>بموجب اللائحة العامة لحماية البيانات في المملكة المتحدة، يحق لك:</p>
<ul>
<li>الاطلاع على البيانات الشخصية التي نحتفظ بها عنك؛</li>
<li>تصحيح البيانات غير الدقيقة؛</li>
<li>حذف بياناتك؛</li>
<li>الحصول على بياناتك بصيغة قابلة للنقل ومقروءة آليًا؛</li>
<li>الاعتراض على طريقة استخدامنا لبياناتك.</li>
</ul>
<p>إذا لم تكن راضيًا عن طريقة تعاملنا مع بياناتك، يمكنك تقديم شكوى إلى مكتب مفوّض المعلومات في المملكة المتحدة (ICO).</p>
<h2>التواصل معنا</h2>
<p>لممارسة أي من حقوقك أو للاستفسار عن هذه السياسة، راسلنا على <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>.</p>`,
    zh_Hans: `<p>本政策说明 Talent Portal Ltd（以下称“我们”）在您使用 Talent Portal 时如何收集和使用您的个人数据。根据《英国通用数据保护条例》（UK GDPR）和英国《2018年数据保护法》，我们是您个人数据的控制者。</p>
<h2>我们保存哪些数据</h2>
<ul>
<li>您的姓名、电子邮箱地址，以及您提供的电话号码。</li>
<li>您的出生日期、性别、国籍和所属行业，以及您在个人资料中添加的工作信息。</li>
<li>您对问卷的回答，以及据此生成的结果和报告。</li>
<li>付费调查的付款记录（金额、日期和状态，但不包括您完整的银行卡信息）。</li>
</ul>
<h2>我们为何使用这些数据</h2>
<p>我们使用您的数据来管理您的账户、提供问卷和报告、收取款项、回复您的咨询以及保障门户网站的安全。我们还会使用经过匿名化处理的汇总结果来比较不同群体并改进我们的问卷。如果某个机构邀请您参加调查，我们仅会按照邀请中说明的方式与其共享您的结果。我们绝不出售您的个人数据。</p>
<h2>法律依据</h2>
<p>我们处理您的数据是为了履行与您之间的合同、遵守我们的法律义务（例如保存付款记录），以及基于我们运营和改进服务的合法利益。如果处理基于您的同意，您可以随时撤回同意。</p>
<h2>保存期限</h2>
<p>在您的账户有效期间，我们会保存您的数据。如果您注销账户，或连续三年未使用账户，我们将在 90 天内删除您的个人数据或对其进行匿名化处理。根据法律要求，付款记录将保存六年。</p>
<h2>您的权利</h2>
<p>根据 UK GDPR，您有权：</p>
<ul>
<li>访问我们持有的关于您的个人数据；</li>
<li>要求更正不准确的数据；</li>
<li>要求删除您的数据；</li>
<li>以可移植、机器可读的格式获取您的数据；</li>
<li>反对我们使用您数据的方式。</li>
</ul>
<p>如果您对我们处理您数据的方式不满意，可以向英国信息专员办公室（ICO）投诉。</p>
<h2>联系我们</h2>
<p>如需行使您的权利或咨询本政策相关问题，请发送邮件至 <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>。</p>`,
    fr: `<p>La présente politique explique comment Talent Portal Ltd (« nous ») collecte et utilise vos données personnelles lorsque vous utilisez Talent Portal. Nous sommes le responsable du traitement de vos données au sens du règlement général sur la protection des données du Royaume-Uni (UK GDPR) et de la loi britannique de 2018 sur la protection des données (Data Protection Act 2018).</p>
<h2>Données que nous conservons</h2>
<ul>
<li>Vos nom et prénom, votre adresse e-mail et, si vous l’indiquez, votre numéro de téléphone.</li>
<li>Votre date de naissance, votre genre, votre nationalité et votre secteur d’activité, ainsi que les informations professionnelles que vous ajoutez à votre profil.</li>
<li>Vos réponses aux questionnaires, ainsi que les résultats et rapports qui en sont issus.</li>
<li>L’historique des paiements des enquêtes payantes (montant, date et statut, mais pas les données complètes de votre carte).</li>
</ul>
<h2>Pourquoi nous les utilisons</h2>
<p>Nous utilisons vos données pour gérer votre compte, vous proposer des questionnaires et des rapports, encaisser les paiements, répondre à vos questions et assurer la sécurité du portail. Nous utilisons également des résultats anonymisés et agrégés pour comparer des groupes et améliorer nos questionnaires. Si une organisation vous a invité à une enquête, nous lui communiquons vos résultats uniquement dans les conditions indiquées dans l’invitation. Nous ne vendons jamais vos données personnelles.</p>
<h2>Base juridique</h2>
<p>Nous traitons vos données pour exécuter notre contrat avec vous, pour respecter nos obligations légales (par exemple la conservation des justificatifs de paiement) et au titre de notre intérêt légitime à exploiter et améliorer le service. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment.</p>
<h2>Durée de conservation</h2>
<p>Nous conservons vos données tant que votre compte est actif. Si vous fermez votre compte, ou si vous ne l’utilisez pas pendant trois ans, nous supprimons ou anonymisons vos données personnelles dans un délai de 90 jours. Les justificatifs de paiement sont conservés six ans, comme l’exige la loi.</p>
<h2>Vos droits</h2>
<p>En vertu du UK GDPR, vous avez le droit :</p>
<ul>
<li>d’accéder aux données personnelles que nous détenons à votre sujet ;</li>
<li>de faire rectifier des données inexactes ;</li>
<li>de faire effacer vos données ;</li>
<li>de recevoir vos données dans un format portable et lisible par machine ;</li>
<li>de vous opposer à l’utilisation que nous faisons de vos données.</li>
</ul>
<p>Si vous n’êtes pas satisfait de la manière dont nous traitons vos données, vous pouvez déposer une plainte auprès de l’Information Commissioner’s Office (ICO), l’autorité britannique de protection des données.</p>
<h2>Contact</h2>
<p>Pour exercer vos droits ou poser une question sur cette politique, écrivez à <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>.</p>`,
    de: `<p>Diese Datenschutzerklärung erläutert, wie die Talent Portal Ltd („wir“, „uns“) Ihre personenbezogenen Daten erhebt und verwendet, wenn Sie Talent Portal nutzen. Wir sind der Verantwortliche für Ihre Daten im Sinne der britischen Datenschutz-Grundverordnung (UK GDPR) und des britischen Datenschutzgesetzes von 2018 (Data Protection Act 2018).</p>
<h2>Welche Daten wir speichern</h2>
<ul>
<li>Ihren Namen, Ihre E-Mail-Adresse und, sofern Sie sie angeben, Ihre Telefonnummer.</li>
<li>Ihr Geburtsdatum, Ihr Geschlecht, Ihre Staatsangehörigkeit und Ihre Branche sowie alle beruflichen Angaben, die Sie Ihrem Profil hinzufügen.</li>
<li>Ihre Antworten auf Fragebögen sowie die daraus erstellten Ergebnisse und Berichte.</li>
<li>Aufzeichnungen über Zahlungen für kostenpflichtige Umfragen (Betrag, Datum und Status, jedoch nicht Ihre vollständigen Kartendaten).</li>
</ul>
<h2>Wofür wir die Daten verwenden</h2>
<p>Wir verwenden Ihre Daten, um Ihr Konto zu führen, Fragebögen und Berichte bereitzustellen, Zahlungen abzuwickeln, Ihre Anfragen zu beantworten und die Sicherheit des Portals zu gewährleisten. Außerdem nutzen wir anonymisierte, zusammengefasste Ergebnisse, um Gruppen zu vergleichen und unsere Fragebögen zu verbessern. Hat eine Organisation Sie zu einer Umfrage eingeladen, teilen wir Ihre Ergebnisse mit ihr nur so, wie in der Einladung beschrieben. Wir verkaufen Ihre personenbezogenen Daten niemals.</p>
<h2>Rechtsgrundlage</h2>
<p>Wir verarbeiten Ihre Daten zur Erfüllung unseres Vertrags mit Ihnen, zur Erfüllung unserer rechtlichen Pflichten (zum Beispiel der Aufbewahrung von Zahlungsbelegen) und aufgrund unseres berechtigten Interesses am Betrieb und an der Verbesserung des Dienstes. Soweit wir uns auf Ihre Einwilligung stützen, können Sie diese jederzeit widerrufen.</p>
<h2>Speicherdauer</h2>
<p>Wir speichern Ihre Daten, solange Ihr Konto aktiv ist. Wenn Sie Ihr Konto schließen oder es drei Jahre lang nicht nutzen, löschen oder anonymisieren wir Ihre personenbezogenen Daten innerhalb von 90 Tagen. Zahlungsbelege bewahren wir sechs Jahre lang auf, weil das Gesetz dies vorschreibt.</p>
<h2>Ihre Rechte</h2>
<p>Nach der UK GDPR haben Sie das Recht,</p>
<ul>
<li>Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie speichern;</li>
<li>unrichtige Daten berichtigen zu lassen;</li>
<li>Ihre Daten löschen zu lassen;</li>
<li>Ihre Daten in einem übertragbaren, maschinenlesbaren Format zu erhalten;</li>
<li>der Verwendung Ihrer Daten zu widersprechen.</li>
</ul>
<p>Wenn Sie mit unserem Umgang mit Ihren Daten nicht zufrieden sind, können Sie sich beim Information Commissioner’s Office (ICO), der britischen Datenschutzbehörde, beschweren.</p>
<h2>Kontakt</h2>
<p>Um Ihre Rechte auszuüben oder Fragen zu dieser Erklärung zu stellen, schreiben Sie an <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>.</p>`,
    hi: `<p>यह नीति बताती है कि जब आप Talent Portal का उपयोग करते हैं, तो Talent Portal Ltd ("हम") आपका व्यक्तिगत डेटा कैसे एकत्र और उपयोग करती है। यूके जनरल डेटा प्रोटेक्शन रेगुलेशन (UK GDPR) और डेटा प्रोटेक्शन एक्ट 2018 के अंतर्गत हम आपके डेटा के नियंत्रक हैं।</p>
<h2>हम कौन-सा डेटा रखते हैं</h2>
<ul>
<li>आपका नाम, ईमेल पता और, यदि आप दें तो, आपका फ़ोन नंबर।</li>
<li>आपकी जन्मतिथि, लिंग, राष्ट्रीयता और उद्योग, तथा आपके द्वारा प्रोफ़ाइल में जोड़ा गया नौकरी संबंधी कोई भी विवरण।</li>
<li>प्रश्नावलियों में दिए गए आपके उत्तर और उनसे तैयार किए गए परिणाम व रिपोर्ट।</li>
<li>सशुल्क सर्वेक्षणों के भुगतान के रिकॉर्ड (राशि, तिथि और स्थिति, लेकिन आपके कार्ड का पूरा विवरण नहीं)।</li>
</ul>
<h2>हम इसका उपयोग क्यों करते हैं</h2>
<p>हम आपके डेटा का उपयोग आपका खाता चलाने, प्रश्नावलियाँ और रिपोर्ट उपलब्ध कराने, भुगतान लेने, आपके प्रश्नों का उत्तर देने और पोर्टल को सुरक्षित रखने के लिए करते हैं। हम समूहों की तुलना करने और अपनी प्रश्नावलियों को बेहतर बनाने के लिए अनाम और संयुक्त परिणामों का भी उपयोग करते हैं। यदि किसी संगठन ने आपको सर्वेक्षण के लिए आमंत्रित किया है, तो हम आपके परिणाम उसके साथ केवल उसी तरह साझा करते हैं जैसा आमंत्रण में बताया गया है। हम आपका व्यक्तिगत डेटा कभी नहीं बेचते।</p>
<h2>कानूनी आधार</h2>
<p>हम आपके डेटा को आपके साथ हमारे अनुबंध को पूरा करने, अपने कानूनी दायित्वों (जैसे भुगतान रिकॉर्ड रखना) को निभाने और सेवा को चलाने व बेहतर बनाने में अपने वैध हितों के लिए संसाधित करते हैं। जहाँ हम आपकी सहमति पर निर्भर करते हैं, वहाँ आप किसी भी समय अपनी सहमति वापस ले सकते हैं।</p>
<h2>हम इसे कितने समय तक रखते हैं</h2>
<p>जब तक आपका खाता सक्रिय है, हम आपका डेटा रखते हैं। यदि आप अपना खाता बंद कर देते हैं, या तीन वर्षों तक उसका उपयोग नहीं करते, तो हम 90 दिनों के भीतर आपका व्यक्तिगत डेटा हटा देते हैं या उसे अनाम बना देते हैं। कानूनी अपेक्षा के अनुसार भुगतान रिकॉर्ड छह वर्षों तक रखे जाते हैं।</p>
<h2>आपके अधिकार</h2>
<p>UK GDPR के अंतर्गत आपको ये अधिकार प्राप्त हैं:</p>
<ul>
<li>हमारे पास मौजूद अपने व्यक्तिगत डेटा तक पहुँच प्राप्त करना;</li>
<li>गलत डेटा को सुधरवाना;</li>
<li>अपना डेटा हटवाना;</li>
<li>अपना डेटा पोर्टेबल, मशीन-पठनीय प्रारूप में प्राप्त करना;</li>
<li>हमारे द्वारा आपके डेटा के उपयोग पर आपत्ति करना।</li>
</ul>
<p>यदि आप इस बात से संतुष्ट नहीं हैं कि हम आपके डेटा को कैसे संभालते हैं, तो आप यूके के सूचना आयुक्त कार्यालय (ICO) में शिकायत कर सकते हैं।</p>
<h2>संपर्क</h2>
<p>अपने किसी भी अधिकार का उपयोग करने या इस नीति के बारे में पूछने के लिए <a href="mailto:support@talent-portal.example">support@talent-portal.example</a> पर ईमेल करें।</p>`,
    es: `<p>Esta política explica cómo Talent Portal Ltd («nosotros») recoge y utiliza sus datos personales cuando usa Talent Portal. Somos el responsable del tratamiento de sus datos conforme al Reglamento General de Protección de Datos del Reino Unido (UK GDPR) y a la Ley de Protección de Datos de 2018 (Data Protection Act 2018).</p>
<h2>Qué datos conservamos</h2>
<ul>
<li>Su nombre, su dirección de correo electrónico y, si nos lo facilita, su número de teléfono.</li>
<li>Su fecha de nacimiento, género, nacionalidad y sector, así como los datos profesionales que añada a su perfil.</li>
<li>Sus respuestas a los cuestionarios y los resultados e informes generados a partir de ellas.</li>
<li>El registro de los pagos de encuestas de pago (importe, fecha y estado, pero no los datos completos de su tarjeta).</li>
</ul>
<h2>Para qué los usamos</h2>
<p>Utilizamos sus datos para gestionar su cuenta, ofrecerle cuestionarios e informes, cobrar los pagos, responder a sus consultas y mantener la seguridad del portal. También utilizamos resultados anonimizados y agregados para comparar grupos y mejorar nuestros cuestionarios. Si una organización le invitó a una encuesta, solo compartimos sus resultados con ella en los términos indicados en la invitación. Nunca vendemos sus datos personales.</p>
<h2>Base jurídica</h2>
<p>Tratamos sus datos para ejecutar el contrato que tenemos con usted, para cumplir nuestras obligaciones legales (por ejemplo, conservar los registros de pago) y en virtud de nuestro interés legítimo en prestar y mejorar el servicio. Cuando el tratamiento se basa en su consentimiento, puede retirarlo en cualquier momento.</p>
<h2>Plazo de conservación</h2>
<p>Conservamos sus datos mientras su cuenta esté activa. Si cierra su cuenta, o no la utiliza durante tres años, eliminamos o anonimizamos sus datos personales en un plazo de 90 días. Los registros de pago se conservan durante seis años porque así lo exige la ley.</p>
<h2>Sus derechos</h2>
<p>De acuerdo con el UK GDPR, usted tiene derecho a:</p>
<ul>
<li>acceder a los datos personales que tenemos sobre usted;</li>
<li>rectificar los datos inexactos;</li>
<li>solicitar la supresión de sus datos;</li>
<li>recibir sus datos en un formato portable y de lectura mecánica;</li>
<li>oponerse al uso que hacemos de sus datos.</li>
</ul>
<p>Si no está conforme con el tratamiento de sus datos, puede presentar una reclamación ante la Information Commissioner’s Office (ICO), la autoridad británica de protección de datos.</p>
<h2>Contacto</h2>
<p>Para ejercer sus derechos o consultar cualquier aspecto de esta política, escriba a <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>.</p>`,
    ru: `<p>Настоящая политика объясняет, как Talent Portal Ltd («мы») собирает и использует ваши персональные данные, когда вы пользуетесь Talent Portal. Мы являемся контролёром ваших данных в соответствии с Общим регламентом по защите данных Великобритании (UK GDPR) и Законом о защите данных 2018 года (Data Protection Act 2018).</p>
<h2>Какие данные мы храним</h2>
<ul>
<li>Ваше имя, адрес электронной почты и, если вы его указали, номер телефона.</li>
<li>Дату рождения, пол, гражданство и отрасль, а также сведения о работе, которые вы добавляете в профиль.</li>
<li>Ваши ответы на опросники, а также полученные на их основе результаты и отчёты.</li>
<li>Сведения об оплате платных опросов (сумма, дата и статус, но не полные данные вашей карты).</li>
</ul>
<h2>Для чего мы их используем</h2>
<p>Мы используем ваши данные, чтобы вести вашу учётную запись, предоставлять опросники и отчёты, принимать платежи, отвечать на ваши вопросы и обеспечивать безопасность портала. Кроме того, мы используем обезличенные обобщённые результаты для сравнения групп и совершенствования наших опросников. Если вас пригласила к опросу организация, мы передаём ей ваши результаты только в порядке, описанном в приглашении. Мы никогда не продаём ваши персональные данные.</p>
<h2>Правовые основания</h2>
<p>Мы обрабатываем ваши данные для исполнения заключённого с вами договора, для выполнения наших юридических обязанностей (например, хранения платёжных документов) и в наших законных интересах, связанных с работой и улучшением сервиса. Если обработка основана на вашем согласии, вы можете отозвать его в любое время.</p>
<h2>Сроки хранения</h2>
<p>Мы храним ваши данные, пока ваша учётная запись активна. Если вы закроете учётную запись или не будете пользоваться ею в течение трёх лет, мы удалим или обезличим ваши персональные данные в течение 90 дней. Платёжные документы хранятся шесть лет, поскольку этого требует закон.</p>
<h2>Ваши права</h2>
<p>В соответствии с UK GDPR вы имеете право:</p>
<ul>
<li>получить доступ к персональным данным, которые мы о вас храним;</li>
<li>требовать исправления неточных данных;</li>
<li>требовать удаления ваших данных;</li>
<li>получить свои данные в переносимом машиночитаемом формате;</li>
<li>возражать против использования нами ваших данных.</li>
</ul>
<p>Если вас не устраивает то, как мы обращаемся с вашими данными, вы можете подать жалобу в Управление комиссара по информации Великобритании (ICO).</p>
<h2>Контакты</h2>
<p>Чтобы воспользоваться своими правами или задать вопрос об этой политике, напишите на <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>.</p>`,
    tl: `<p>Ipinaliliwanag ng patakarang ito kung paano kinokolekta at ginagamit ng Talent Portal Ltd ("kami") ang iyong personal na datos kapag ginagamit mo ang Talent Portal. Kami ang controller ng iyong datos ayon sa UK General Data Protection Regulation (UK GDPR) at sa Data Protection Act 2018.</p>
<h2>Anong datos ang iniingatan namin</h2>
<ul>
<li>Ang iyong pangalan, email address at, kung ibibigay mo, ang iyong numero ng telepono.</li>
<li>Ang iyong petsa ng kapanganakan, kasarian, nasyonalidad at industriya, pati na ang anumang detalye ng trabaho na idaragdag mo sa iyong profile.</li>
<li>Ang iyong mga sagot sa mga talatanungan at ang mga resulta at ulat na nabuo mula rito.</li>
<li>Mga rekord ng bayad para sa mga bayad na survey (halaga, petsa at katayuan, ngunit hindi ang buong detalye ng iyong card).</li>
</ul>
<h2>Bakit namin ito ginagamit</h2>
<p>Ginagamit namin ang iyong datos upang patakbuhin ang iyong account, magbigay ng mga talatanungan at ulat, tumanggap ng bayad, sagutin ang iyong mga tanong at panatilihing ligtas ang portal. Gumagamit din kami ng mga resultang pinagsama-sama at walang pagkakakilanlan upang paghambingin ang mga grupo at pagbutihin ang aming mga talatanungan. Kung inimbitahan ka ng isang organisasyon sa isang survey, ibabahagi lamang namin sa kanila ang iyong mga resulta ayon sa ipinaliwanag sa imbitasyon. Hindi namin kailanman ibinebenta ang iyong personal na datos.</p>
<h2>Legal na batayan</h2>
<p>Pinoproseso namin ang iyong datos upang tuparin ang aming kontrata sa iyo, upang sundin ang aming mga legal na obligasyon (halimbawa, ang pag-iingat ng mga rekord ng bayad), at para sa aming lehitimong interes na patakbuhin at pagbutihin ang serbisyo. Kung nakabatay ang pagproseso sa iyong pahintulot, maaari mo itong bawiin anumang oras.</p>
<h2>Gaano katagal namin ito iniingatan</h2>
<p>Iniingatan namin ang iyong datos habang aktibo ang iyong account. Kung isasara mo ang iyong account, o hindi mo ito gagamitin sa loob ng tatlong taon, buburahin namin o gagawing anonimo ang iyong personal na datos sa loob ng 90 araw. Ang mga rekord ng bayad ay iniingatan nang anim na taon dahil hinihingi ito ng batas.</p>
<h2>Ang iyong mga karapatan</h2>
<p>Sa ilalim ng UK GDPR, may karapatan kang:</p>
<ul>
<li>makita ang personal na datos na hawak namin tungkol sa iyo;</li>
<li>ipaitama ang maling datos;</li>
<li>ipabura ang iyong datos;</li>
<li>matanggap ang iyong datos sa isang portable na format na nababasa ng makina;</li>
<li>tumutol sa paraan ng paggamit namin sa iyong datos.</li>
</ul>
<p>Kung hindi ka nasisiyahan sa paraan ng paghawak namin sa iyong datos, maaari kang magreklamo sa Information Commissioner’s Office (ICO) ng United Kingdom.</p>
<h2>Makipag-ugnayan</h2>
<p>Upang gamitin ang alinman sa iyong mga karapatan o magtanong tungkol sa patakarang ito, mag-email sa <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>.</p>`,
    tr: `<p>Bu politika, Talent Portal'ı kullandığınızda Talent Portal Ltd'nin ("biz") kişisel verilerinizi nasıl topladığını ve kullandığını açıklar. Birleşik Krallık Genel Veri Koruma Tüzüğü (UK GDPR) ve 2018 tarihli Veri Koruma Kanunu (Data Protection Act 2018) kapsamında verilerinizin sorumlusu biziz.</p>
<h2>Hangi verileri saklıyoruz</h2>
<ul>
<li>Adınız, e-posta adresiniz ve paylaşmanız hâlinde telefon numaranız.</li>
<li>Doğum tarihiniz, cinsiyetiniz, uyruğunuz ve sektörünüz ile profilinize eklediğiniz iş bilgileri.</li>
<li>Anketlere verdiğiniz yanıtlar ve bunlardan elde edilen sonuçlar ile raporlar.</li>
<li>Ücretli anketlere ait ödeme kayıtları (tutar, tarih ve durum; kart bilgilerinizin tamamı hariç).</li>
</ul>
<h2>Verileri neden kullanıyoruz</h2>
<p>Verilerinizi hesabınızı yönetmek, anket ve raporları sunmak, ödemeleri almak, sorularınızı yanıtlamak ve portalın güvenliğini sağlamak için kullanırız. Ayrıca grupları karşılaştırmak ve anketlerimizi geliştirmek için anonimleştirilmiş, toplu sonuçlardan yararlanırız. Bir kuruluş sizi bir ankete davet ettiyse, sonuçlarınızı o kuruluşla yalnızca davette açıklandığı şekilde paylaşırız. Kişisel verilerinizi asla satmayız.</p>
<h2>Hukuki dayanak</h2>
<p>Verilerinizi sizinle yaptığımız sözleşmeyi yerine getirmek, yasal yükümlülüklerimizi karşılamak (örneğin ödeme kayıtlarını saklamak) ve hizmeti yürütme ve geliştirmeye yönelik meşru menfaatlerimiz doğrultusunda işleriz. İşlemenin rızanıza dayandığı durumlarda rızanızı istediğiniz zaman geri çekebilirsiniz.</p>
<h2>Saklama süresi</h2>
<p>Hesabınız aktif olduğu sürece verilerinizi saklarız. Hesabınızı kapatırsanız veya üç yıl boyunca kullanmazsanız, kişisel verilerinizi 90 gün içinde siler ya da anonim hâle getiririz. Ödeme kayıtları, yasa gereği altı yıl boyunca saklanır.</p>
<h2>Haklarınız</h2>
<p>UK GDPR kapsamında şu haklara sahipsiniz:</p>
<ul>
<li>hakkınızda tuttuğumuz kişisel verilere erişme;</li>
<li>yanlış verilerin düzeltilmesini isteme;</li>
<li>verilerinizin silinmesini isteme;</li>
<li>verilerinizi taşınabilir ve makine tarafından okunabilir bir biçimde alma;</li>
<li>verilerinizi kullanma şeklimize itiraz etme.</li>
</ul>
<p>Verilerinizi işleme biçimimizden memnun değilseniz, Birleşik Krallık Bilgi Komiserliği Ofisi'ne (ICO) şikâyette bulunabilirsiniz.</p>
<h2>İletişim</h2>
<p>Haklarınızı kullanmak veya bu politika hakkında soru sormak için <a href="mailto:support@talent-portal.example">support@talent-portal.example</a> adresine e-posta gönderin.</p>`,
    ja: `<p>本ポリシーは、お客様が Talent Portal をご利用になる際に、Talent Portal Ltd（以下「当社」）が個人データをどのように収集・利用するかを説明するものです。当社は、英国一般データ保護規則（UK GDPR）および英国2018年データ保護法に基づき、お客様のデータの管理者となります。</p>
<h2>当社が保存するデータ</h2>
<ul>
<li>氏名、メールアドレス、およびご提供いただいた場合は電話番号</li>
<li>生年月日、性別、国籍、業界、およびプロフィールに追加された職務に関する情報</li>
<li>質問票へのご回答と、それに基づいて作成された結果およびレポート</li>
<li>有料サーベイのお支払い記録（金額、日付、ステータス。カード情報のすべては含みません）</li>
</ul>
<h2>利用目的</h2>
<p>当社は、アカウントの管理、質問票およびレポートの提供、お支払いの受領、お問い合わせへの対応、ならびにポータルの安全確保のためにお客様のデータを利用します。また、匿名化・集計した結果を、グループ間の比較や質問票の改善に利用します。組織からサーベイに招待された場合、当社は招待時に説明された範囲でのみ、その組織とお客様の結果を共有します。当社がお客様の個人データを販売することは一切ありません。</p>
<h2>法的根拠</h2>
<p>当社は、お客様との契約の履行、法的義務の遵守（お支払い記録の保管など）、およびサービスの運営・改善に関する当社の正当な利益のためにデータを処理します。お客様の同意に基づいて処理する場合、お客様はいつでも同意を撤回できます。</p>
<h2>保存期間</h2>
<p>当社は、アカウントが有効である間、お客様のデータを保存します。アカウントを解約された場合、または3年間ご利用がない場合は、90日以内に個人データを削除または匿名化します。お支払い記録は、法律の定めにより6年間保管します。</p>
<h2>お客様の権利</h2>
<p>UK GDPR に基づき、お客様には次の権利があります。</p>
<ul>
<li>当社が保有するお客様の個人データにアクセスする権利</li>
<li>不正確なデータを訂正してもらう権利</li>
<li>データを削除してもらう権利</li>
<li>データを持ち運び可能な機械可読形式で受け取る権利</li>
<li>当社によるデータの利用に異議を申し立てる権利</li>
</ul>
<p>当社のデータの取り扱いにご不満がある場合は、英国情報コミッショナー事務局（ICO）に苦情を申し立てることができます。</p>
<h2>お問い合わせ</h2>
<p>権利の行使や本ポリシーに関するご質問は、<a href="mailto:support@talent-portal.example">support@talent-portal.example</a> までメールでお問い合わせください。</p>`,
    ko: `<p>본 방침은 이용자가 Talent Portal을 이용할 때 Talent Portal Ltd(이하 "회사")가 개인정보를 어떻게 수집하고 이용하는지 설명합니다. 회사는 영국 일반 개인정보 보호법(UK GDPR) 및 영국 2018년 데이터 보호법에 따른 개인정보의 관리자입니다.</p>
<h2>보관하는 정보</h2>
<ul>
<li>이름, 이메일 주소 및 제공하신 경우 전화번호</li>
<li>생년월일, 성별, 국적, 업종 및 프로필에 추가하신 직무 정보</li>
<li>설문에 대한 응답과 이를 바탕으로 작성된 결과 및 보고서</li>
<li>유료 설문의 결제 기록(금액, 날짜, 상태. 카드 정보 전체는 포함되지 않음)</li>
</ul>
<h2>이용 목적</h2>
<p>회사는 계정 관리, 설문 및 보고서 제공, 결제 처리, 문의 응대 및 포털 보안 유지를 위해 이용자의 정보를 이용합니다. 또한 익명화하여 집계한 결과를 집단 간 비교와 설문 개선에 활용합니다. 기관의 초대로 설문에 참여한 경우, 회사는 초대 시 안내된 범위 내에서만 해당 기관과 결과를 공유합니다. 회사는 이용자의 개인정보를 절대 판매하지 않습니다.</p>
<h2>법적 근거</h2>
<p>회사는 이용자와의 계약 이행, 법적 의무 준수(예: 결제 기록 보관), 그리고 서비스 운영 및 개선에 관한 회사의 정당한 이익을 위해 정보를 처리합니다. 이용자의 동의에 근거하여 처리하는 경우, 이용자는 언제든지 동의를 철회할 수 있습니다.</p>
<h2>보관 기간</h2>
<p>회사는 계정이 활성화되어 있는 동안 정보를 보관합니다. 계정을 해지하거나 3년 동안 이용하지 않으면 90일 이내에 개인정보를 삭제하거나 익명화합니다. 결제 기록은 법률에 따라 6년간 보관합니다.</p>
<h2>이용자의 권리</h2>
<p>UK GDPR에 따라 이용자는 다음과 같은 권리를 가집니다.</p>
<ul>
<li>회사가 보유한 본인의 개인정보에 접근할 권리</li>
<li>부정확한 정보의 정정을 요구할 권리</li>
<li>정보의 삭제를 요구할 권리</li>
<li>정보를 이동 가능한 기계 판독 형식으로 받을 권리</li>
<li>회사의 정보 이용에 이의를 제기할 권리</li>
</ul>
<p>회사의 정보 처리 방식에 만족하지 않는 경우 영국 정보보호감독청(ICO)에 민원을 제기할 수 있습니다.</p>
<h2>문의</h2>
<p>권리를 행사하거나 본 방침에 대해 문의하시려면 <a href="mailto:support@talent-portal.example">support@talent-portal.example</a>로 이메일을 보내 주십시오.</p>`,
  },
};
