export interface Section {
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface StaticContent {
  backHome: string;
  updated: string;
  about: {
    title: string;
    intro: string;
    teamTitle: string;
    team: { name: string; role: 'developer' | 'designer' }[];
    roles: { developer: string; designer: string };
    companyTitle: string;
    company: string[];
    joinDiscord: string;
    followUs: string;
    /** The open data files (API.md "Open data") and their licence. */
    openData: {
      title: string;
      body: string;
      csv: string;
      jsonl: string;
      licence: string;
      licenceLink: string;
    };
  };
  faq: { title: string; intro: string; items: { question: string; answer: string[] }[] };
  privacy: { title: string; intro: string; sections: Section[]; contactTitle: string; contact: string };
  terms: { title: string; intro: string; sections: Section[] };
  notFound: { title: string; heading: string; body: string; home: string };
  /** The grievance officer and the IT Rules 2021 promise (about and privacy pages). */
  grievance: { title: string; body: string; officer: string; dispute: string };
}
