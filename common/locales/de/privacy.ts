import { overlay } from "../../content/overlay";
import type { LegalBlock, LegalSectionCopy } from "../types";

const blocks = (items: LegalBlock[]) => items;
const section = (copy: LegalSectionCopy) => copy;

/*
 * The privacy policy (Art. 13 GDPR). The keys of `sections` are the page's anchors, in reading
 * order. Company facts are placeholders ({{company}}, {{privacyEmail}}, ...) filled from
 * common/config/legal.ts; tags such as <cookiePolicy>...</cookiePolicy> become links.
 */
const privacy = {
  meta: {
    title: "Datenschutzerklärung",
    description:
      "Wie Neutra Tech personenbezogene Daten auf dieser Website verarbeitet: Kontaktanfragen, Server-Protokolle, Einwilligungen und Ihre Rechte nach der DSGVO.",
  },
  hero: {
    eyebrow: "Rechtliches",
    // A soft hyphen: at 36 px the word is wider than a 375 px screen.
    title: "Datenschutz\u00aderklärung",
    intro:
      "Der Schutz Ihrer Daten ist uns wichtig. Hier erläutern wir, welche personenbezogenen Daten wir beim Besuch dieser Website und bei Kontaktanfragen verarbeiten, auf welcher Rechtsgrundlage und welche Rechte Sie haben.",
  },
  updated: "Stand:",
  toc: "Auf dieser Seite",
  newTab: "öffnet in einem neuen Tab",
  controllerLabels: {
    address: "Anschrift",
    phone: "Telefon (Zentrale)",
    email: "E-Mail",
    privacyEmail: "Fragen zum Datenschutz",
  },
  sections: {
    verantwortlicher: section({
      title: "Verantwortlicher und Kontakt",
      blocks: blocks([
        "Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die {{company}}:",
      ]),
      more: blocks([
        "Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie uns am besten an <mail>{{privacyEmail}}</mail>. Weitere Angaben zu unserem Unternehmen finden Sie im <imprint>Impressum</imprint>.",
        {
          when: "dpo",
          then: [
            { heading: "Datenschutzbeauftragter" },
            "Unseren Datenschutzbeauftragten erreichen Sie unter: {{dpo}}",
          ],
        },
      ]),
    }),
    grundsaetze: section({
      title: "Grundsätze",
      blocks: blocks([
        "Personenbezogene Daten sind alle Informationen, die sich auf eine identifizierte oder identifizierbare natürliche Person beziehen, etwa Ihr Name, Ihre E-Mail-Adresse oder Ihre IP-Adresse. Wir verarbeiten solche Daten nur, soweit dies für den Betrieb dieser Website und die Beantwortung Ihrer Anfragen erforderlich ist oder Sie eingewilligt haben.",
        "Alle Bestandteile dieser Website, einschließlich Schriftarten, Grafiken und Skripten, liefern wir von unserem eigenen Server aus. Inhalte von Drittanbietern laden wir erst, wenn Sie dies ausdrücklich wünschen oder eingewilligt haben; Content-Delivery-Networks oder externe Schriftarten-Dienste setzen wir nicht ein.",
      ]),
    }),
    hosting: section({
      title: "Hosting und Server-Logfiles",
      blocks: blocks([
        "Diese Website wird von unserem eigenen Node.js-Server ausgeliefert, den wir bei {{hostingProvider}} betreiben. Der Hosting-Dienstleister verarbeitet die Daten ausschließlich in unserem Auftrag und nach unseren Weisungen; mit ihm besteht ein Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO.",
        "Bei jedem Aufruf einer Seite werden technisch bedingt folgende Daten in Server-Logfiles gespeichert:",
        {
          list: [
            "die IP-Adresse des anfragenden Geräts,",
            "Datum und Uhrzeit des Zugriffs,",
            "die aufgerufene Adresse (URL),",
            "der HTTP-Statuscode der Antwort,",
            "die Kennung Ihres Browsers (User-Agent), aus der Browsertyp, Version und Betriebssystem hervorgehen.",
          ],
        },
        "Wir verarbeiten diese Daten, um die Website auszuliefern, ihre Stabilität und Sicherheit zu gewährleisten und Störungen oder Angriffe aufklären zu können. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und störungsfreien Betrieb der Website. Die Protokolle unserer Anwendung selbst enthalten keine IP-Adressen. Eine Zusammenführung mit anderen Datenquellen oder eine Auswertung zu Nutzerprofilen findet nicht statt.",
        "Die Server-Logfiles werden nach 14 Tagen automatisch gelöscht. Ist ein konkreter Sicherheitsvorfall aufzuklären, bewahren wir die betroffenen Einträge bis zu dessen Abschluss auf.",
        "Im internen Backoffice-Bereich dieser Website protokollieren wir, wer sich wann an- und abmeldet und wer dort welche Aktionen ausführt (Audit-Log), um den Zugang abzusichern und Änderungen nachvollziehen zu können. Das Protokoll betrifft unsere eigenen Mitarbeiterinnen und Mitarbeiter. Von den Besuchern dieser Website enthält es nur die Kennungen der Anfragen, die bearbeitet wurden, und nach einer Löschung auf Ihr Verlangen als deren Nachweis einen mit einem geheimen Schlüssel gebildeten Hashwert Ihrer E-Mail-Adresse, nicht die Adresse selbst. Es wird nach zwölf Monaten automatisch gelöscht.",
      ]),
    }),
    besucherstatistik: section({
      when: "analytics",
      title: "Besucherstatistik ohne Cookies",
      blocks: blocks([
        "Um zu erfahren, welche Seiten gelesen werden und über welche Websites Besucher zu uns finden, zählen wir die Seitenaufrufe auf unserem eigenen Server. Dazu sendet Ihr Browser nach dem Laden jeder Seite eine kurze Nachricht an unseren Server: die Adresse der Seite, ihre Sprache und den Namen der Website, von der Sie gekommen sind (nur deren Host, etwa „www.google.com“, ohne Pfad oder Suchbegriffe). Gespeichert werden daraus nur Zählerstände:",
        {
          list: [
            "das Datum (ohne Uhrzeit),",
            "die aufgerufene Seite und ihre Sprache,",
            "die verweisende Website (Host),",
            "die Zahl der Aufrufe.",
          ],
        },
        "Außerdem misst Ihr Browser, wie schnell die Seite lädt und auf Eingaben reagiert (die drei Kennzahlen der „Core Web Vitals“: LCP, INP und CLS), und sendet diese Messwerte spätestens beim Verlassen der Seite an unseren Server, zusammen mit der Adresse der Seite, ihrer Sprache und der Geräteklasse (Smartphone oder Desktop, nach der Breite des Browserfensters). Eine Kennung wird dabei nicht übertragen. Gespeichert werden auch daraus nur Zählerstände: wie viele Aufrufe einer Seite an einem Tag in welchen Bereich eines Messwerts fielen.",
        "Ihre IP-Adresse und die Kennung Ihres Browsers speichern wir dafür nicht. Wir setzen keine Cookies, legen nichts auf Ihrem Endgerät ab und vergeben keine Kennung, mit der sich Ihre Besuche verknüpfen ließen; einzelne Besucher sind in den Zählerständen nicht zu erkennen. Andere Anbieter erhalten keine Daten. Um Missbrauch zu begrenzen, zählen wir die Nachrichten je Absender für höchstens zehn Minuten; dazu speichern wir wie bei den Formularen nur einen mit einem geheimen Schlüssel gebildeten, gekürzten Hashwert der IP-Adresse (pseudonymisiert), den wir nach spätestens {{visitCounterHours}} löschen.",
        "Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, unsere Website anhand ihrer Nutzung zu verbessern und den Erfolg unserer Inhalte zu messen. Die Zählerstände löschen wir nach 13 Monaten.",
        { heading: "Widerspruch" },
        "Sie können der Zählung jederzeit widersprechen (Art. 21 DSGVO). Ist in Ihrem Browser „Global Privacy Control“ (GPC) oder „Do Not Track“ eingeschaltet, sendet die Seite keine Nachricht und Ihr Besuch wird nicht gezählt. Ihren Widerspruch können Sie uns auch an <mail>{{privacyEmail}}</mail> schreiben.",
      ]),
    }),
    kontaktformulare: section({
      title: "Kontaktformulare und Anfragen per E-Mail",
      blocks: blocks([
        "Auf dieser Website können Sie uns über drei Formulare erreichen. Ihre Angaben verarbeiten wir, um Ihre Anfrage zu beantworten und gegebenenfalls ein Angebot vorzubereiten. Mit jeder Anfrage speichern wir außerdem, über welche Seite und in welcher Sprache Sie sie gesendet haben, sowie den Zeitpunkt des Eingangs.",
        { heading: "Die Formulare und ihre Angaben" },
        {
          facts: [
            {
              term: "SAP-Erstgespräch",
              text: "Name, Unternehmen, E-Mail-Adresse und Ihr Interessensgebiet; freiwillig Telefonnummer, Ihr aktuelles SAP-System, der gewünschte Zeitpunkt und Ihre Nachricht.",
            },
            {
              term: "Allgemeine Kontaktanfrage",
              text: "Name, Unternehmen, E-Mail-Adresse und die gewünschte Leistung; freiwillig Telefonnummer, Unternehmensgröße, der gewünschte Zeitpunkt und Ihre Nachricht. Dieses Formular finden Sie auf der Kontaktseite und auf der Startseite.",
            },
            {
              term: "Odoo-Migration",
              text: "Angaben zu Ihrem System (aktuelle Odoo-Version, Edition, Zahl der aktiven Benutzer, eingesetzte Module, Umfang der Eigenentwicklungen, DATEV-Anbindung), Ihre Schwachstellen und Erwartungen, der gewünschte Zeitraum sowie Name, Unternehmen, E-Mail-Adresse und Telefonnummer mit Ländervorwahl.",
            },
          ],
        },
        "Schreiben Sie uns eine E-Mail, verarbeiten wir die darin enthaltenen Angaben in gleicher Weise.",
        { heading: "Zwecke und Rechtsgrundlagen" },
        "Wir verarbeiten Ihre Angaben, um Ihre Anfrage zu bearbeiten und einen möglichen Vertrag anzubahnen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf den Abschluss eines Vertrags gerichtet ist, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Beantwortung der an uns gerichteten Anfragen. Die Angaben sind weder gesetzlich noch vertraglich vorgeschrieben. Ohne die als Pflichtfelder gekennzeichneten Angaben können wir Ihre Anfrage jedoch nicht bearbeiten.",
        { heading: "Empfänger" },
        "Ihre Anfrage wird in der Datenbank auf unserem Server gespeichert und per E-Mail an die zuständigen Mitarbeiterinnen und Mitarbeiter weitergeleitet. Gegebenenfalls erhalten Sie eine automatische Eingangsbestätigung an die angegebene E-Mail-Adresse. Für den E-Mail-Versand setzen wir {{mailProvider}} als Auftragsverarbeiter nach Art. 28 DSGVO ein. An Dritte, etwa einen unserer zertifizierten Umsetzungspartner, geben wir Ihre Angaben nur mit Ihrer vorherigen Zustimmung weiter.",
        {
          when: "webhook",
          then: [
            "Jede weitergeleitete Anfrage übermittelt unser Server außerdem verschlüsselt an das System, in dem wir unsere Kundenbeziehungen verwalten (CRM-System). Empfänger sind dort dieselben zuständigen Mitarbeiterinnen und Mitarbeiter; wird das System von einem Dienstleister betrieben, verarbeitet dieser die Daten als Auftragsverarbeiter nach Art. 28 DSGVO.",
          ],
        },
        { heading: "Speicherdauer" },
        "Unser Server löscht jede Anfrage nach Ablauf von {{leadRetention}} ab ihrem Eingang automatisch aus der Datenbank unserer Website, zusammen mit den zugehörigen Einträgen zu E-Mails und Übermittlungen; Anfragen, die als Spam eingestuft sind, bereits nach {{spamRetention}}.",
        {
          when: "webhook",
          then: [
            "Die weitergeleiteten E-Mails in den Postfächern der zuständigen Mitarbeiterinnen und Mitarbeiter und die Einträge in unserem CRM-System löschen wir nach derselben Frist. Verlangen Sie die Löschung früher, löschen wir Ihre Angaben unverzüglich an all diesen Stellen (Art. 17 DSGVO). Unser Server teilt die Löschung dem CRM-System mit; die Mitteilung enthält statt Ihrer E-Mail-Adresse nur einen mit einem geheimen Schlüssel gebildeten Hashwert davon.",
          ],
          otherwise: [
            "Die weitergeleiteten E-Mails in den Postfächern der zuständigen Mitarbeiterinnen und Mitarbeiter löschen wir nach derselben Frist. Verlangen Sie die Löschung früher, löschen wir Ihre Angaben unverzüglich an beiden Stellen (Art. 17 DSGVO).",
          ],
        },
        "Wird aus Ihrer Anfrage eine Geschäftsbeziehung, übernehmen wir die dafür erforderlichen Angaben in unsere Kunden- und Geschäftsunterlagen. Dort bewahren wir sie so lange auf, wie die Geschäftsbeziehung es erfordert und gesetzliche Aufbewahrungspflichten es vorschreiben, insbesondere nach Handels- und Steuerrecht (§ 257 HGB, § 147 AO).",
        { heading: "Schutz vor Spam" },
        "Zum Schutz vor automatisierten Einsendungen enthalten die Formulare ein für Menschen unsichtbares Feld und eine Prüfung der Zeit, die zum Ausfüllen benötigt wurde. Außerdem löst Ihr Browser beim Ausfüllen im Hintergrund eine kleine Rechenaufgabe, die unser Server stellt und beim Absenden prüft (Proof-of-Work); sie enthält keine Angaben über Sie. Dafür setzen wir weder Cookies noch externe Dienste wie CAPTCHA-Anbieter ein, und es findet kein Tracking statt. Um Missbrauch zu begrenzen, zählen wir die Anfragen je Absender für höchstens 24\u00a0Stunden; dazu speichern wir nicht Ihre IP-Adresse, sondern nur einen mit einem geheimen Schlüssel gebildeten, gekürzten Hashwert der Adresse (pseudonymisiert), den wir nach spätestens {{leadCounterHours}} löschen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im Schutz unserer Systeme vor Missbrauch.",
        {
          when: "powRequired",
          then: [
            "Kommt eine Anfrage ohne gültige Lösung der Rechenaufgabe an, etwa weil JavaScript in Ihrem Browser ausgeschaltet ist, behandeln wir sie wie Spam.",
          ],
          otherwise: [
            "Kommt eine Anfrage ohne gültige Lösung der Rechenaufgabe an, etwa weil JavaScript in Ihrem Browser ausgeschaltet ist, leiten wir sie mit einem Hinweis darauf weiter.",
          ],
        },
        "Anfragen, die unsere Prüfungen als Spam einstufen, leiten wir nicht weiter; wir speichern sie aber, und eine zuständige Mitarbeiterin oder ein zuständiger Mitarbeiter sieht sie durch, damit keine echte Anfrage verloren geht. Nach {{spamRetention}} löscht unser Server sie automatisch.",
      ]),
    }),
    cookies: section({
      title: "Cookies und Einwilligung",
      blocks: blocks([
        "Informationen auf Ihrem Endgerät speichern oder dort auslesen (etwa mit Cookies oder dem Local Storage Ihres Browsers) dürfen wir nur, wenn dies für einen von Ihnen ausdrücklich gewünschten Dienst unbedingt erforderlich ist (§ 25 Abs. 2 Nr. 2 TDDDG) oder Sie eingewilligt haben (§ 25 Abs. 1 TDDDG). Die anschließende Verarbeitung personenbezogener Daten stützen wir bei einer Einwilligung auf Art. 6 Abs. 1 lit. a DSGVO, bei unbedingt erforderlichen Techniken auf Art. 6 Abs. 1 lit. f DSGVO.",
        "Unbedingt erforderlich sind nur Ihre Einwilligungsentscheidung und Ihre Sprachwahl; beides bleibt im Local Storage Ihres Browsers:",
        { cookies: "essential" },
        "Funktionale, Analyse- und Marketing-Techniken setzen wir ausschließlich mit Ihrer Einwilligung ein. Mit Ihrer Einwilligung in die Kategorie „Funktional“ kommen hinzu:",
        { cookies: "functional" },
        "Die Cookies von Google Analytics und dem Meta-Pixel nennt der Abschnitt zu diesen Diensten. Einen Überblick über alle Kategorien gibt unsere <cookiePolicy>Cookie-Richtlinie</cookiePolicy>.",
        "Ihre Einwilligung ist freiwillig. Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen, ebenso einfach, wie Sie sie erteilt haben: über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite oder in der Cookie-Richtlinie. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt (Art. 7 Abs. 3 DSGVO). Nach zwölf Monaten oder wenn sich unsere Cookie-Richtlinie wesentlich ändert, fragen wir Sie erneut.",
        { heading: "Nachweis Ihrer Einwilligung" },
        {
          when: "consentLog",
          then: [
            "Zum Nachweis Ihrer Einwilligung (Art. 7 Abs. 1 DSGVO) übermittelt Ihr Browser Ihre Entscheidung auch an unseren Server. Dort speichern wir nur eine zufällig erzeugte Kennung, die Version unserer Cookie-Richtlinie, die gewählten Kategorien, die Art Ihrer Entscheidung und den Zeitpunkt, jedoch weder Ihre IP-Adresse noch die Kennung Ihres Browsers. Rechtsgrundlage ist Art. 6 Abs. 1 lit. c in Verbindung mit Art. 7 Abs. 1 DSGVO. Die Einträge löschen wir spätestens drei Jahre nach Ihrer Entscheidung.",
            "Um Missbrauch zu begrenzen, zählen wir diese Übermittlungen je Absender für höchstens zehn Minuten; dazu speichern wir einen mit einem geheimen Schlüssel gebildeten, gekürzten Hashwert Ihrer IP-Adresse (pseudonymisiert), den wir nach spätestens {{visitCounterHours}} löschen. Rechtsgrundlage dafür ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im Schutz unserer Systeme vor Missbrauch.",
          ],
          otherwise: ["Ihre Entscheidung bleibt in Ihrem Browser; an unseren Server übermitteln wir sie nicht."],
        },
      ]),
    }),
    terminbuchung: section({
      title: "Externe Terminbuchung",
      blocks: blocks([
        "Für Terminvereinbarungen nutzen wir zwei externe Dienste. Beide erhalten Daten erst, wenn Sie sie selbst aufrufen.",
        { heading: "Microsoft Bookings" },
        "Die Schaltflächen zur Terminvereinbarung, etwa auf unseren Private-Equity-Seiten, führen zu unserer <booking>Buchungsseite bei Microsoft Bookings</booking> ({{bookingHost}}), die sich in einem neuen Tab öffnet. Anbieter ist die Microsoft Ireland Operations Limited, One Microsoft Place, South County Business Park, Leopardstown, Dublin 18, Irland. Erst mit dem Aufruf der Seite überträgt Ihr Browser Daten an Microsoft, etwa Ihre IP-Adresse. Buchen Sie einen Termin, verarbeitet Microsoft in unserem Auftrag Ihre dort eingegebenen Angaben (insbesondere Name, E-Mail-Adresse und Wunschtermin). Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.",
        { heading: "Calendly" },
        "Für Demo-Termine auf unseren Seiten zu KI-Anwendungsfällen in Logistik, Handel, Energiewirtschaft und Fertigung binden wir den Terminkalender der Calendly LLC, USA, ein ({{schedulingHost}}). Der Kalender wird erst geladen, wenn Sie ihn im Dialog ausdrücklich laden oder in die Kategorie „Funktional“ eingewilligt haben; vorher besteht keine Verbindung zu Calendly. Alternativ können Sie die Buchungsseite in einem neuen Tab öffnen. Beim Laden überträgt Ihr Browser Ihre IP-Adresse, Angaben zu Browser und Gerät sowie die aufrufende Seite an Calendly, und Calendly kann Cookies setzen. Buchen Sie einen Termin, verarbeitet Calendly zusätzlich Ihre dort eingegebenen Angaben. Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), für die Terminbuchung selbst Art. 6 Abs. 1 lit. b DSGVO.",
        { heading: "Übermittlung in die USA" },
        "Microsoft und Calendly können Daten in den USA verarbeiten. Beide Unternehmen sind nach dem EU-US Data Privacy Framework zertifiziert; die Übermittlung erfolgt daher auf Grundlage des Angemessenheitsbeschlusses der Europäischen Kommission vom 10. Juli 2023 (Art. 45 DSGVO).",
      ]),
    }),
    "analyse-marketing": section({
      title: "Google Analytics 4 und Meta-Pixel",
      blocks: blocks([
        "Nur wenn Sie in die Kategorie „Analyse“ oder „Marketing“ einwilligen, laden wir die folgenden Dienste. Ohne Ihre Einwilligung baut Ihr Browser keine Verbindung zu Google oder Meta auf. Rechtsgrundlage ist jeweils Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können; dann löschen wir die betreffenden Cookies und laden die Seite neu, damit kein Dienst weiterläuft.",
        { heading: "Google Analytics 4 (Analyse)" },
        "Anbieter ist die Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Google Analytics zeigt uns, wie Besucher unsere Website nutzen, etwa welche Seiten aufgerufen werden, wie lange Besucher bleiben, aus welcher Region und über welche Links sie kommen und welche Geräte sie verwenden. Google Analytics 4 speichert keine IP-Adressen: Die IP-Adresse wird nur innerhalb der EU zur Bestimmung des ungefähren Standorts verwendet und anschließend verworfen. Über den Einwilligungsmodus (Consent Mode v2) erhält Google Ihre Auswahl.",
        "Google Analytics 4 setzt dazu die ersten beiden der folgenden Cookies; die beiden anderen gehören zu Universal Analytics, der früheren Version, die wir nicht einsetzen:",
        { cookies: "analytics" },
        "Die erhobenen Ereignisdaten werden nach zwei Monaten automatisch gelöscht. Google verarbeitet die Daten in unserem Auftrag (Art. 28 DSGVO) und kann sie auch in die USA übermitteln; Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert. Weitere Informationen: <url>https://policies.google.com/privacy</url>",
        { heading: "Meta-Pixel (Marketing)" },
        "Anbieter ist die Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Irland. Mit dem Meta-Pixel messen wir, ob unsere Anzeigen auf Facebook und Instagram zu Besuchen und Anfragen führen, und können Anzeigen gezielt Menschen zeigen, die sich für unsere Leistungen interessiert haben. Dabei überträgt Ihr Browser Ihre IP-Adresse, Angaben zu Browser und Gerät, die aufgerufenen Seiten und Ereignisse wie eine gesendete Anfrage an Meta. Sind Sie bei Facebook oder Instagram angemeldet, kann Meta Ihren Besuch Ihrem Konto zuordnen.",
        "Das Pixel setzt die folgenden Cookies:",
        { cookies: "marketing" },
        "Für die Erhebung und Übermittlung der Daten sind wir gemeinsam mit Meta verantwortlich (Art. 26 DSGVO); die wesentlichen Inhalte der Vereinbarung finden Sie unter <url>https://www.facebook.com/legal/controller_addendum</url>. Die anschließende Verarbeitung verantwortet Meta allein. Meta kann Daten in die USA übermitteln; Meta Platforms, Inc. ist nach dem EU-US Data Privacy Framework zertifiziert. Weitere Informationen: <url>https://www.facebook.com/privacy/policy</url>",
      ]),
    }),
    rechte: section({
      title: "Ihre Rechte",
      blocks: blocks([
        "Ihnen stehen hinsichtlich der Sie betreffenden personenbezogenen Daten folgende Rechte zu:",
        {
          list: [
            "<strong>Auskunft</strong> über die von uns verarbeiteten Daten (Art. 15 DSGVO),",
            "<strong>Berichtigung</strong> unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO),",
            "<strong>Löschung</strong> Ihrer Daten (Art. 17 DSGVO),",
            "<strong>Einschränkung</strong> der Verarbeitung (Art. 18 DSGVO),",
            "<strong>Datenübertragbarkeit</strong>, also Herausgabe der Daten, die Sie uns bereitgestellt haben, in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),",
            "<strong>Widerspruch</strong> gegen die Verarbeitung (Art. 21 DSGVO, siehe unten),",
            "<strong>Widerruf</strong> einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).",
          ],
        },
        "Haben Sie die Berichtigung, Löschung oder Einschränkung verlangt, teilen wir dies allen Empfängern Ihrer Daten mit, soweit dies möglich ist (Art. 19 DSGVO). Für die Ausübung Ihrer Rechte genügt eine formlose Nachricht an <mail>{{privacyEmail}}</mail>.",
        {
          notice: {
            title: "Widerspruchsrecht nach Art. 21 DSGVO",
            text: "Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen. Wir verarbeiten Ihre Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Der Verarbeitung zum Zweck der Direktwerbung können Sie jederzeit ohne Angabe von Gründen widersprechen; wir verwenden Ihre Daten dann nicht mehr für diesen Zweck.",
          },
        },
        { heading: "Beschwerderecht bei einer Aufsichtsbehörde" },
        "Unbeschadet anderer Rechtsbehelfe haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO). Die für uns zuständige Aufsichtsbehörde ist:",
        {
          facts: [
            { term: "Behörde", text: "{{authorityName}}" },
            { term: "Anschrift", text: "{{authorityAddress}}" },
            { term: "Website", text: "<url>{{authorityUrl}}</url>" },
          ],
        },
      ]),
    }),
    "automatisierte-entscheidungen": section({
      title: "Keine automatisierte Entscheidungsfindung",
      blocks: blocks([
        "Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung einschließlich Profiling beruhen und Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen (Art. 22 DSGVO).",
      ]),
    }),
    verschluesselung: section({
      title: "SSL-/TLS-Verschlüsselung",
      blocks: blocks([
        "Diese Website nutzt aus Sicherheitsgründen und zum Schutz der Übertragung vertraulicher Inhalte, etwa Ihrer Anfragen, eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie an „https://“ in der Adresszeile und am Schloss-Symbol Ihres Browsers. Ist die Verschlüsselung aktiv, können die Daten, die Sie an uns übermitteln, nicht von Dritten mitgelesen werden.",
      ]),
    }),
    aenderungen: section({
      title: "Änderungen dieser Datenschutzerklärung",
      blocks: blocks([
        "Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Verarbeitungen oder die rechtlichen Vorgaben ändern. Es gilt die jeweils hier veröffentlichte Fassung; das Datum des aktuellen Stands finden Sie am Anfang dieser Seite.",
      ]),
    }),
  },
};

declare module "../types" {
  interface Namespaces {
    privacy: typeof privacy;
  }
}

export default overlay("de", "privacy", privacy);
