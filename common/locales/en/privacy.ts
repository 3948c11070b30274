import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/privacy";

const privacy: Messages<typeof de> = {
  meta: {
    title: "Privacy policy",
    description:
      "How Neutra Tech processes personal data on this website: contact requests, server logs, consent and your rights under the GDPR.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy policy",
    intro:
      "Protecting your data matters to us. Here we explain which personal data we process when you visit this website or contact us, on what legal basis, and which rights you have.",
  },
  updated: "Last updated:",
  toc: "On this page",
  newTab: "opens in a new tab",
  controllerLabels: {
    address: "Address",
    phone: "Phone (switchboard)",
    email: "Email",
    privacyEmail: "Data protection enquiries",
  },
  sections: {
    verantwortlicher: {
      title: "Controller and contact",
      blocks: [
        "The controller responsible for processing personal data on this website within the meaning of the General Data Protection Regulation (GDPR) is {{company}}:",
      ],
      more: [
        "For any questions about data protection or to exercise your rights, please write to <mail>{{privacyEmail}}</mail>. Further details about our company are given in our <imprint>legal notice</imprint>.",
        {
          when: "dpo",
          then: [{ heading: "Data protection officer" }, "You can reach our data protection officer at: {{dpo}}"],
        },
      ],
    },
    grundsaetze: {
      title: "Principles",
      blocks: [
        "Personal data is any information relating to an identified or identifiable natural person, such as your name, your email address or your IP address. We only process such data to the extent necessary to operate this website and to answer your enquiries, or where you have given your consent.",
        "We serve every part of this website, including fonts, graphics and scripts, from our own server. We only load third-party content once you have explicitly asked for it or consented to it; we do not use content delivery networks or external font services.",
      ],
    },
    hosting: {
      title: "Hosting and server log files",
      blocks: [
        "This website is served by our own Node.js server, which we operate at {{hostingProvider}}. The hosting provider processes the data solely on our behalf and on our instructions, under a data processing agreement pursuant to Art. 28 GDPR.",
        "Each time a page is requested, the following data is stored in server log files for technical reasons:",
        {
          list: [
            "the IP address of the requesting device,",
            "the date and time of access,",
            "the requested address (URL),",
            "the HTTP status code of the response,",
            "your browser’s identifier (user agent), which shows the browser type, version and operating system.",
          ],
        },
        "We process this data to deliver the website, to ensure its stability and security, and to investigate faults or attacks. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in operating the website securely and reliably. Our application’s own logs do not contain IP addresses. We do not combine this data with other sources or use it to build user profiles.",
        "Server log files are deleted automatically after 14 days. If a specific security incident needs to be investigated, we keep the entries concerned until it has been resolved.",
        "In this website’s internal back office we record who signs in and out, when, and which actions they take there (audit log), to secure access and to be able to trace changes. The log concerns our own staff. Of this website’s visitors, it holds only the identifiers of the enquiries that were handled and, after a deletion at your request and as proof of it, a hash of your email address formed with a secret key, not the address itself. It is deleted automatically after 12 months.",
      ],
    },
    besucherstatistik: {
      when: "analytics",
      title: "Visitor statistics without cookies",
      blocks: [
        "To learn which pages are read and through which websites visitors find us, we count page views on our own server. After each page has loaded, your browser sends our server a short message: the page’s address, its language and the name of the website you came from (only its host, such as “www.google.com”, without path or search terms). All that is stored are counts:",
        {
          list: [
            "the date (without the time),",
            "the page requested and its language,",
            "the referring website (host),",
            "the number of views.",
          ],
        },
        "Your browser also measures how quickly the page loads and responds to input (the three “Core Web Vitals” figures: LCP, INP and CLS) and sends these measurements to our server, at the latest when you leave the page, together with the page’s address, its language and the device class (phone or desktop, by the width of the browser window). No identifier is sent. Here too, all that is stored are counts: how many views of a page on a day fell into which range of a measurement.",
        "We do not store your IP address or your browser’s identifier for this. We set no cookies, store nothing on your device and assign no identifier that could link your visits; individual visitors cannot be recognised in the counts. No other provider receives any data. To limit abuse, we count the messages per sender for at most ten minutes; as with the forms, we store only a shortened hash of the IP address formed with a secret key (pseudonymised), which we delete after {{visitCounterHours}} at the latest.",
        "The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in improving our website based on how it is used and in measuring the success of our content. We delete the counts after 13 months.",
        { heading: "Objection" },
        "You can object to being counted at any time (Art. 21 GDPR). If “Global Privacy Control” (GPC) or “Do Not Track” is switched on in your browser, the page sends no message and your visit is not counted. You can also send us your objection at <mail>{{privacyEmail}}</mail>.",
      ],
    },
    kontaktformulare: {
      title: "Contact forms and enquiries by email",
      blocks: [
        "You can reach us through three forms on this website. We process the information you provide to answer your enquiry and, where appropriate, to prepare a proposal. With each enquiry, we also store the page and language from which you sent it and the time it was received.",
        { heading: "The forms and the information they ask for" },
        {
          facts: [
            {
              term: "Initial SAP call",
              text: "Name, company, email address and your area of interest; optionally your phone number, your current SAP system, your preferred timing and your message.",
            },
            {
              term: "General enquiry",
              text: "Name, company, email address and the service you are interested in; optionally your phone number, company size, preferred timing and your message. You will find this form on the contact page and on the home page.",
            },
            {
              term: "Odoo migration",
              text: "Details of your system (current Odoo version, edition, number of active users, modules in use, extent of customisations, DATEV integration), your pain points and expectations, your preferred timeframe, and your name, company, email address and phone number with country code.",
            },
          ],
        },
        "If you send us an email, we process the information it contains in the same way.",
        { heading: "Purposes and legal bases" },
        "We process your information to handle your enquiry and to prepare a possible contract. The legal basis is Art. 6(1)(b) GDPR where your enquiry is aimed at concluding a contract, and Art. 6(1)(f) GDPR otherwise; our legitimate interest lies in answering the enquiries addressed to us. You are under no statutory or contractual obligation to provide this information. Without the details marked as required, however, we cannot process your enquiry.",
        { heading: "Recipients" },
        "Your enquiry is stored in the database on our server and forwarded by email to the staff responsible. You may receive an automatic confirmation of receipt at the email address you provided. To send emails, we use {{mailProvider}} as a processor pursuant to Art. 28 GDPR. We only pass your information on to third parties, such as one of our certified implementation partners, with your prior agreement.",
        {
          when: "webhook",
          then: [
            "Our server also transmits every forwarded enquiry, encrypted, to the system in which we manage our customer relationships (CRM system). The recipients there are the same staff responsible; where a service provider operates the system, it processes the data as a processor pursuant to Art. 28 GDPR.",
          ],
        },
        { heading: "Retention" },
        "Our server deletes every enquiry automatically from our website’s database {{leadRetention}} after it arrived, together with the records of the emails and transfers that belong to it, and enquiries classified as spam after {{spamRetention}}.",
        {
          when: "webhook",
          then: [
            "We delete the forwarded emails in the mailboxes of the staff responsible and the records in our CRM system after the same period. If you ask us to delete your information sooner, we do so in all these places without undue delay (Art. 17 GDPR). Our server tells the CRM system of the deletion; instead of your email address, the notice carries only a hash of it formed with a secret key.",
          ],
          otherwise: [
            "We delete the forwarded emails in the mailboxes of the staff responsible after the same period. If you ask us to delete your information sooner, we do so in both places without undue delay (Art. 17 GDPR).",
          ],
        },
        "If your enquiry leads to a business relationship, we transfer the information it requires to our customer and business records. There we keep it for as long as the business relationship requires and statutory retention obligations prescribe, in particular under German commercial and tax law (Section 257 HGB, Section 147 AO).",
        { heading: "Spam protection" },
        "To protect against automated submissions, the forms contain a field that is invisible to people and a check of the time taken to fill them in. In addition, while you fill in a form, your browser solves a small computational puzzle in the background that our server sets and checks when you send the form (proof of work); it contains no information about you. We use neither cookies nor external services such as CAPTCHA providers for this, and no tracking takes place. To limit abuse, we count the enquiries per sender for no more than 24\u00a0hours; for this we do not store your IP address, only a shortened hash of it formed with a secret key (pseudonymised), which we delete after {{leadCounterHours}} at the latest. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in protecting our systems against abuse.",
        {
          when: "powRequired",
          then: [
            "If an enquiry arrives without a valid solution to the puzzle, for example because JavaScript is switched off in your browser, we treat it as spam.",
          ],
          otherwise: [
            "If an enquiry arrives without a valid solution to the puzzle, for example because JavaScript is switched off in your browser, we forward it with a note saying so.",
          ],
        },
        "We do not forward enquiries that our checks classify as spam; we do store them, however, and a member of the staff responsible looks through them so that no genuine enquiry is lost. Our server deletes them automatically after {{spamRetention}}.",
      ],
    },
    cookies: {
      title: "Cookies and consent",
      blocks: [
        "We may only store information on your device or read it from there (for example with cookies or your browser’s local storage) if this is strictly necessary for a service you have explicitly requested (Section 25(2) no. 2 TDDDG) or if you have given your consent (Section 25(1) TDDDG). Where you have consented, the subsequent processing of personal data is based on Art. 6(1)(a) GDPR; for strictly necessary technologies, it is based on Art. 6(1)(f) GDPR.",
        "Only your consent decision and your choice of language are strictly necessary; both remain in your browser’s local storage:",
        { cookies: "essential" },
        "We only use functional, analytics and marketing technologies with your consent. With your consent to the “Functional” category, these are added:",
        { cookies: "functional" },
        "The cookies of Google Analytics and the Meta pixel are listed in the section on those services. Our <cookiePolicy>cookie policy</cookiePolicy> gives an overview of all categories.",
        "Your consent is voluntary. You can withdraw it at any time with effect for the future, just as easily as you gave it: using the “Cookie settings” link at the bottom of every page or in the cookie policy. Withdrawal does not affect the lawfulness of processing carried out before it (Art. 7(3) GDPR). After twelve months, or if our cookie policy changes materially, we ask you again.",
        { heading: "Proof of your consent" },
        {
          when: "consentLog",
          then: [
            "As proof of your consent (Art. 7(1) GDPR), your browser also sends your decision to our server. There we store only a randomly generated identifier, the version of our cookie policy, the categories you chose, the type of your decision and the time, but neither your IP address nor your browser’s identifier. The legal basis is Art. 6(1)(c) in conjunction with Art. 7(1) GDPR. We delete these entries no later than three years after your decision.",
            "To limit abuse, we count these messages per sender for at most ten minutes; for this we store a shortened hash of your IP address formed with a secret key (pseudonymised), which we delete after {{visitCounterHours}} at the latest. The legal basis for this is Art. 6(1)(f) GDPR; our legitimate interest lies in protecting our systems against abuse.",
          ],
          otherwise: ["Your decision stays in your browser; we do not send it to our server."],
        },
      ],
    },
    terminbuchung: {
      title: "External appointment booking",
      blocks: [
        "We use two external services for scheduling appointments. Neither receives any data until you open it yourself.",
        { heading: "Microsoft Bookings" },
        "The appointment buttons, for example on our private equity pages, lead to our <booking>booking page on Microsoft Bookings</booking> ({{bookingHost}}), which opens in a new tab. The provider is Microsoft Ireland Operations Limited, One Microsoft Place, South County Business Park, Leopardstown, Dublin 18, Ireland. Only when you open that page does your browser transmit data to Microsoft, such as your IP address. If you book an appointment, Microsoft processes the details you enter there (in particular your name, email address and preferred date) on our behalf. The legal basis is Art. 6(1)(b) GDPR.",
        { heading: "Calendly" },
        "For demo appointments on our pages about AI use cases in logistics, retail, the energy sector and manufacturing, we embed the scheduling calendar of Calendly LLC, USA ({{schedulingHost}}). The calendar only loads once you explicitly load it in the dialog or have consented to the “Functional” category; until then, there is no connection to Calendly. Alternatively, you can open the booking page in a new tab. When the calendar loads, your browser transmits your IP address, information about your browser and device and the referring page to Calendly, and Calendly may set cookies. If you book an appointment, Calendly also processes the details you enter there. The legal basis is your consent (Section 25(1) TDDDG, Art. 6(1)(a) GDPR) and, for the booking itself, Art. 6(1)(b) GDPR.",
        { heading: "Transfers to the United States" },
        "Microsoft and Calendly may process data in the United States. Both companies are certified under the EU-US Data Privacy Framework; transfers are therefore based on the European Commission’s adequacy decision of 10 July 2023 (Art. 45 GDPR).",
      ],
    },
    "analyse-marketing": {
      title: "Google Analytics 4 and the Meta pixel",
      blocks: [
        "We only load the following services if you consent to the “Analytics” or “Marketing” category. Without your consent, your browser does not connect to Google or Meta. The legal basis in each case is your consent (Section 25(1) TDDDG, Art. 6(1)(a) GDPR), which you can withdraw at any time; we then delete the cookies concerned and reload the page so that no service keeps running.",
        { heading: "Google Analytics 4 (analytics)" },
        "The provider is Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland. Google Analytics shows us how visitors use our website, for example which pages they view, how long they stay, which region and which links they come from and which devices they use. Google Analytics 4 does not store IP addresses: the IP address is used only within the EU to determine an approximate location and is then discarded. Google’s Consent Mode (v2) passes your choice on to Google.",
        "For this, Google Analytics 4 sets the first two of the following cookies; the other two belong to Universal Analytics, the former version, which we don’t use:",
        { cookies: "analytics" },
        "The event data collected is deleted automatically after two months. Google processes the data on our behalf (Art. 28 GDPR) and may also transfer it to the United States; Google LLC is certified under the EU-US Data Privacy Framework. Further information: <url>https://policies.google.com/privacy</url>",
        { heading: "Meta pixel (marketing)" },
        "The provider is Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Ireland. The Meta pixel lets us measure whether our ads on Facebook and Instagram lead to visits and enquiries, and show ads to people who have shown an interest in our services. Your browser transmits your IP address, information about your browser and device, the pages you visit and events such as a submitted enquiry to Meta. If you are logged in to Facebook or Instagram, Meta may link your visit to your account.",
        "The pixel sets the following cookies:",
        { cookies: "marketing" },
        "We and Meta are joint controllers for collecting and transmitting this data (Art. 26 GDPR); the essence of the arrangement is available at <url>https://www.facebook.com/legal/controller_addendum</url>. Meta alone is responsible for any further processing. Meta may transfer data to the United States; Meta Platforms, Inc. is certified under the EU-US Data Privacy Framework. Further information: <url>https://www.facebook.com/privacy/policy</url>",
      ],
    },
    rechte: {
      title: "Your rights",
      blocks: [
        "With regard to the personal data concerning you, you have the following rights:",
        {
          list: [
            "<strong>access</strong> to the data we process (Art. 15 GDPR),",
            "<strong>rectification</strong> of inaccurate data or completion of incomplete data (Art. 16 GDPR),",
            "<strong>erasure</strong> of your data (Art. 17 GDPR),",
            "<strong>restriction</strong> of processing (Art. 18 GDPR),",
            "<strong>data portability</strong>, that is, receiving the data you have provided to us in a common, machine-readable format (Art. 20 GDPR),",
            "<strong>objection</strong> to processing (Art. 21 GDPR, see below),",
            "<strong>withdrawal</strong> of any consent you have given, with effect for the future (Art. 7(3) GDPR).",
          ],
        },
        "If you have requested rectification, erasure or restriction, we will inform every recipient of your data, where this is possible (Art. 19 GDPR). To exercise your rights, an informal message to <mail>{{privacyEmail}}</mail> is all it takes.",
        {
          notice: {
            title: "Right to object under Art. 21 GDPR",
            text: "Where we process your data on the basis of legitimate interests (Art. 6(1)(f) GDPR), you have the right to object to this processing at any time on grounds relating to your particular situation. We will then no longer process your data unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims. You may object to processing for direct marketing purposes at any time without giving reasons; we will then no longer use your data for that purpose.",
          },
        },
        { heading: "Right to lodge a complaint with a supervisory authority" },
        "Without prejudice to any other remedy, you have the right to lodge a complaint with a data protection supervisory authority, in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement (Art. 77 GDPR). The supervisory authority responsible for us is:",
        {
          facts: [
            { term: "Authority", text: "{{authorityName}}" },
            { term: "Address", text: "{{authorityAddress}}" },
            { term: "Website", text: "<url>{{authorityUrl}}</url>" },
          ],
        },
      ],
    },
    "automatisierte-entscheidungen": {
      title: "No automated decision-making",
      blocks: [
        "We do not make decisions based solely on automated processing, including profiling, that produce legal effects concerning you or similarly significantly affect you (Art. 22 GDPR).",
      ],
    },
    verschluesselung: {
      title: "SSL/TLS encryption",
      blocks: [
        "For security reasons and to protect the transmission of confidential content, such as your enquiries, this website uses SSL or TLS encryption. You can recognise an encrypted connection by “https://” in your browser’s address bar and the padlock symbol. When encryption is active, the data you send us cannot be read by third parties.",
      ],
    },
    aenderungen: {
      title: "Changes to this privacy policy",
      blocks: [
        "We update this privacy policy when our website, our processing or the legal requirements change. The version published here applies; you will find the date of the current version at the top of this page.",
      ],
    },
  },
};

export default overlay("en", "privacy", privacy);
