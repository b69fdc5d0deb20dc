// English texts of the static pages (SPEC.md §1): original wording, written for India.
import type { StaticContent } from './types';

const content: StaticContent = {
  backHome: 'Back to Satark',
  updated: 'Last updated: 1 January 2025',
  about: {
    title: 'About Satark',
    intro:
      'Satark is a free, community-run service that helps people in India check a phone number, UPI ID, SMS, e-mail or website before they trust it.',
    teamTitle: 'Meet the team',
    team: [
      { name: 'Aarav Sharma', role: 'developer' },
      { name: 'Priya Nair', role: 'developer' },
      { name: 'Rohan Verma', role: 'developer' },
      { name: 'Ananya Iyer', role: 'designer' },
    ],
    roles: { developer: 'Developer', designer: 'UX Designer' },
    companyTitle: 'Who we are',
    company: [
      'We are a small team of engineers and designers who have watched friends and family lose savings to fake bank calls, KYC links and UPI collect requests. Satark turns every report into a warning for the next person.',
      'Reports are checked by trusted community validators before they become public, and anyone can look up an identifier without an account. We never ask for your contact list.',
    ],
    joinDiscord: 'Join Discord',
    followUs: 'Follow us',
    openData: {
      title: 'Open data',
      body: 'Banks, telecom operators, researchers and other apps can download every verified scam listing: the identifier, its type, how many people reported it, when, and the scam categories. Nothing about the people who reported it is included. The files are updated as reports are verified.',
      csv: 'Download CSV',
      jsonl: 'Download JSON Lines',
      licence:
        'The data is free to use under the Creative Commons Attribution 4.0 licence (CC BY 4.0): you may share and adapt it, also commercially, as long as you credit Satark.',
      licenceLink: 'Read the CC BY 4.0 licence',
    },
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'Short answers to what people ask us most.',
    items: [
      {
        question: 'What is Satark?',
        answer: [
          'Satark is a crowdsourced scam check for India. Before you answer a call, pay a UPI request or open a link, type it into Satark and see whether other people have reported it as a scam.',
        ],
      },
      {
        question: 'How do I report a scam?',
        answer: [
          'Create a free account with your phone number, then open Report Scam. Choose the type (phone, UPI, SMS, e-mail or website), enter the identifier, describe what happened and, if you can, attach a screenshot, recording or PDF as proof.',
          'Your report is reviewed by a validator before it is shown to everyone. If you have lost money, also call the national helpline 1930 or file a complaint at cybercrime.gov.in.',
        ],
      },
      {
        question: 'Why should I trust Satark?',
        answer: [
          'Every report comes from a registered user with a verified phone number and is checked by an experienced community validator before it becomes public. Each entry shows how many people reported it and when it was last reported, so you can judge for yourself.',
        ],
      },
      {
        question: 'Why should I use Satark?',
        answer: [
          'Scammers change numbers and links every day. A quick check takes seconds, needs no app or account, and can save you from losing money. Each report you add protects someone else.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains how Satark processes your personal data under the Digital Personal Data Protection Act, 2023 (DPDP Act) and other laws of India. By creating an account you give your consent to the processing described here for the purposes stated.',
    sections: [
      {
        title: '1. What we collect',
        paragraphs: ['We collect only what the service needs:'],
        items: [
          'Account data: your name, your mobile number and a password (stored only as a secure hash).',
          'Reports you submit: the reported identifier, your description and any proof file you upload. We remove location and camera details from images before storing them.',
          'Technical data: the date and time of requests, your IP address and basic device information, kept for security and abuse prevention.',
          'We do not read your contact list, call logs or messages.',
        ],
      },
      {
        title: '2. Why we use it',
        paragraphs: [
          'To create and secure your account and send you one-time passwords; to publish verified scam reports so that others can check them; to show your name on the leader board; to prevent fraud, spam and misuse; and to meet our legal obligations.',
        ],
      },
      {
        title: '3. Where and how long we keep it',
        paragraphs: [
          'Your data is stored on secured servers with access limited to the people who run the service. Account data is kept while your account exists. Security logs are kept for a limited period. Published reports stay public to protect others, but after your account is deleted they are shown as reported by "Anonymous".',
        ],
      },
      {
        title: '4. Who we share it with',
        paragraphs: [
          'We do not sell your personal data. The identifier and description in a verified report are public. We share data with service providers who help us run Satark (such as hosting and SMS delivery) under contracts that bind them to protect it, and with authorities when Indian law requires it.',
        ],
      },
      {
        title: '5. Your rights',
        paragraphs: ['As a Data Principal under the DPDP Act you may:'],
        items: [
          'ask for a summary of the personal data we hold about you and how we process it;',
          'ask us to correct, complete or update your data;',
          'ask us to erase your data and withdraw your consent at any time;',
          'nominate another person to exercise your rights in case of death or incapacity;',
          'raise a grievance with us, and then with the Data Protection Board of India.',
        ],
      },
      {
        title: '6. Deleting your account',
        paragraphs: [
          'You can delete your account from the account menu. Deletion is scheduled with a grace period of 7 days, during which you can cancel it. When the grace period ends, your name, phone number, password and sessions are erased permanently.',
        ],
      },
      {
        title: '7. Minimum age',
        paragraphs: [
          'Satark is meant for people who are 18 years of age or older. We do not knowingly create accounts for children. If you believe a child has given us personal data, write to us and we will delete it.',
        ],
      },
      {
        title: '8. Changes to this policy',
        paragraphs: [
          'If we change this policy in a way that matters, we will tell you on the website before the change takes effect.',
        ],
      },
    ],
    contactTitle: '9. Grievance Officer and contact',
    contact:
      'For questions, requests about your rights or complaints, write to our Grievance Officer at {{grievance}} or our privacy team at {{privacy}}. We acknowledge a grievance within 24 hours and resolve it within 15 days.',
  },
  terms: {
    title: 'Terms of Use',
    intro:
      'These terms govern your use of the Satark website and apps. By using Satark you agree to them; if you do not agree, please do not use the service.',
    sections: [
      {
        title: '1. Introduction',
        paragraphs: [
          'Satark lets people in India check whether a phone number, UPI ID, SMS sender, e-mail address or website has been reported as a scam, and lets registered users report scams with proof.',
        ],
      },
      {
        title: '2. License to use the service',
        paragraphs: [
          'We give you a personal, non-exclusive, non-transferable and revocable license to use Satark for lawful, non-commercial purposes. All rights not expressly granted remain with us.',
        ],
      },
      {
        title: '3. Acceptable use',
        paragraphs: [
          'You must not use Satark to harass, defame or threaten anyone, to make false or joke reports, to upload malware, to scrape the service in bulk, or to break any law in force in India.',
        ],
      },
      {
        title: '4. Restricted access',
        paragraphs: [
          'Some areas, such as reporting and moderation, are available only to registered or trusted users. You must keep your password secret and must not share your account or try to reach areas you are not allowed to access.',
        ],
      },
      {
        title: '5. User content',
        paragraphs: [
          'You are responsible for the reports, descriptions and files you submit. They must be accurate to the best of your knowledge. You grant Satark a royalty-free license to store, review, display and share this content in order to warn others. We may edit, hide or remove content at our discretion.',
        ],
      },
      {
        title: '6. Limitation of liability',
        paragraphs: [
          'Reports come from the community. Satark is not liable for any loss arising from reliance on, or the absence of, a report, to the extent permitted by law. A "not reported" result does not mean an identifier is safe.',
        ],
      },
      {
        title: '7. No warranty',
        paragraphs: [
          'The service is provided "as is" and "as available", without warranties of any kind, express or implied, including accuracy, availability or fitness for a particular purpose.',
        ],
      },
      {
        title: '8. Indemnity',
        paragraphs: [
          'You agree to indemnify Satark and its team against claims, losses and costs arising from your content or from your breach of these terms.',
        ],
      },
      {
        title: '9. Breaches of these terms',
        paragraphs: [
          'If you breach these terms we may warn you, remove your content, suspend or close your account, and report unlawful activity to the authorities.',
        ],
      },
      {
        title: '10. Assignment',
        paragraphs: [
          'We may transfer our rights and obligations under these terms. You may not transfer yours without our written consent.',
        ],
      },
      {
        title: '11. Variation',
        paragraphs: [
          'We may change these terms from time to time. The version published on this page applies; continuing to use Satark after a change means you accept it.',
        ],
      },
      {
        title: '12. Third-party rights',
        paragraphs: [
          'These terms are between you and Satark. Nobody else has any right to enforce them. Links to third-party sites are provided for convenience, and we are not responsible for their content.',
        ],
      },
      {
        title: '13. Maintenance and availability',
        paragraphs: [
          'We may pause or change parts of the service for maintenance, upgrades or security, with or without notice, and we do not guarantee uninterrupted access.',
        ],
      },
      {
        title: '14. Governing law and disputes',
        paragraphs: [
          'These terms are governed by the laws of India. Any dispute will be subject to the exclusive jurisdiction of the courts of India. We encourage you to contact us first so that we can try to resolve the matter informally.',
        ],
      },
      {
        title: '15. Force majeure',
        paragraphs: [
          'We are not responsible for delays or failures caused by events beyond our reasonable control, such as natural disasters, network outages, epidemics or government action.',
        ],
      },
      {
        title: '16. Entire agreement',
        paragraphs: [
          'These terms, together with our Privacy Policy, are the entire agreement between you and Satark about the service and replace any earlier understanding.',
        ],
      },
    ],
  },
  grievance: {
    title: 'Grievance Officer',
    officer: 'Write to our Grievance Officer at {{email}}.',
    body: 'We acknowledge every grievance within 24 hours and resolve it within 15 days, as the IT Rules 2021 require.',
    dispute:
      'If your own number or website is listed by mistake, open its page and choose "Dispute this listing": you get a reference number at once, and a validator who had no part in the listing decides within 15 days.',
  },
  notFound: {
    title: '404 Page not found',
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Home',
  },
};

export default content;
