// A twenty-third question set of `npm run bench:quality` (see README.md): four new résumés, written for this suite, and
// 12 questions on each (9 answerable, 3 not). Written on 2026-11-28 by a helper who read only these documents and
// never ran the answerer. Each `a` is the words a correct answer must quote, verbatim in the document once whitespace
// runs are collapsed; `a: null` marks a question the document cannot answer. Sources, licenses and sizes: README.md. It
// was measured once, blind, at f970105 (23/36 hit, 7/12 declined), and is tuning data after that ("tuning 23").
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const TWENTYTHIRD_DOCUMENTS = [
  {
    name: 'resume-saoirse-whitlock',
    kind: 'resume',
    title: 'Saoirse Whitlock — LinkedIn profile',
    text: read('resume-saoirse-whitlock'),
  },
  { name: 'resume-noor-haddad', kind: 'resume', title: 'Noor Haddad — CV', text: read('resume-noor-haddad') },
  {
    name: 'resume-anselm-whitford',
    kind: 'resume',
    title: 'Dr Anselm Whitford — Curriculum Vitae',
    text: read('resume-anselm-whitford'),
  },
  { name: 'resume-lorcan-beattie', kind: 'resume', title: 'Lorcan Beattie — CV', text: read('resume-lorcan-beattie') },
];

export const TWENTYTHIRD = [
  {
    doc: 'resume-saoirse-whitlock',
    q: 'how many yrs has she done payroll',
    a: 'run payroll in the UK and Ireland for 11 years',
  },
  { doc: 'resume-saoirse-whitlock', q: 'has she managed people', a: 'Lead a team of 6 payroll officers' },
  {
    doc: 'resume-saoirse-whitlock',
    q: 'has she led a software migration',
    a: 'Moved the group from Sage 50 Payroll to ADP iHCM in 2024',
  },
  {
    doc: 'resume-saoirse-whitlock',
    q: 'can she do payroll for staff in ireland',
    a: 'Run the Irish payroll for our two Dublin hotels',
  },
  { doc: 'resume-saoirse-whitlock', q: 'when can she start', a: "one month's notice" },
  { doc: 'resume-saoirse-whitlock', q: 'where did she go to uni', a: 'Manchester Metropolitan University' },
  {
    doc: 'resume-saoirse-whitlock',
    q: 'any experience with furlough claims',
    a: '14 Coronavirus Job Retention Scheme claims worth £2.3M',
  },
  { doc: 'resume-saoirse-whitlock', q: 'did she cut down mistakes in payrol', a: 'from 1.9% to 0.3% of payslips' },
  { doc: 'resume-saoirse-whitlock', q: 'is she professionally qualified in payroll', a: 'Member of the CIPP (MCIPP)' },
  { doc: 'resume-saoirse-whitlock', q: 'salary expectations?', a: null },
  { doc: 'resume-saoirse-whitlock', q: 'does she have a driving licence', a: null },
  { doc: 'resume-saoirse-whitlock', q: 'has she used workday', a: null },

  { doc: 'resume-noor-haddad', q: 'how many yrs experience', a: 'ten years in digital products' },
  {
    doc: 'resume-noor-haddad',
    q: 'why did she swtich from ux research to pm',
    a: 'so I could act on the research instead of handing it over',
  },
  { doc: 'resume-noor-haddad', q: 'does she have direct reports', a: 'Manage two product managers' },
  {
    doc: 'resume-noor-haddad',
    q: 'did the reminder texts actually cut missed appointments',
    a: 'no-show rate fell from 14% to 9%',
  },
  { doc: 'resume-noor-haddad', q: 'can she write sql or code', a: 'Comfortable with SQL for my own analysis' },
  { doc: 'resume-noor-haddad', q: 'would she work remote', a: 'remote within Pacific time' },
  { doc: 'resume-noor-haddad', q: 'does she have a masters', a: 'MA, Interactive Arts and Technology' },
  {
    doc: 'resume-noor-haddad',
    q: 'what tools does she know',
    a: 'Jira, Linear, Amplitude, Figma, Dovetail, Maze, LaunchDarkly, Looker',
  },
  { doc: 'resume-noor-haddad', q: 'how soon could she join', a: "Four weeks' notice at Tidewell" },
  { doc: 'resume-noor-haddad', q: 'whats her salary range', a: null },
  { doc: 'resume-noor-haddad', q: 'does she have an mba', a: null },
  { doc: 'resume-noor-haddad', q: 'has she worked in fintech', a: null },

  { doc: 'resume-anselm-whitford', q: 'is he a dr? what is the phd in', a: 'PhD, History, Newcastle University' },
  {
    doc: 'resume-anselm-whitford',
    q: 'how much funding has he brought in',
    a: 'Total secured: £473,850, of which £321,850 as principal applicant',
  },
  { doc: 'resume-anselm-whitford', q: 'how big is the team he runs', a: 'Lead a team of 5 staff and 12 volunteers' },
  {
    doc: 'resume-anselm-whitford',
    q: 'which collections management database does he use',
    a: 'Axiell Collections (CALM), AtoM',
  },
  {
    doc: 'resume-anselm-whitford',
    q: 'is he a chartered archivist',
    a: 'Registered Member of the Archives and Records Association (RMARA)',
  },
  { doc: 'resume-anselm-whitford', q: 'how long is his notice', a: 'three months (current contract)' },
  { doc: 'resume-anselm-whitford', q: 'can he read latin', a: 'Latin (reading, with a dictionary)' },
  {
    doc: 'resume-anselm-whitford',
    q: 'does he know anything about keeping electronic records safe long term',
    a: 'Implemented Preservica Cloud Edition for digital preservation',
  },
  {
    doc: 'resume-anselm-whitford',
    q: 'has he written a book',
    a: 'Rivets and Ledgers: Wearside Shipyard Workers and their Records',
  },
  { doc: 'resume-anselm-whitford', q: 'what salary is he after', a: null },
  { doc: 'resume-anselm-whitford', q: 'is he in the museums association', a: null },
  { doc: 'resume-anselm-whitford', q: 'is he trained in paper conservation', a: null },

  { doc: 'resume-lorcan-beattie', q: 'how many yrs has he been a wind tech', a: '8 years on turbines' },
  { doc: 'resume-lorcan-beattie', q: 'is he certifed for high voltage', a: 'HV Authorised Person (AP) to 33 kV' },
  { doc: 'resume-lorcan-beattie', q: 'can he drive', a: 'Full UK driving licence (B + C1)' },
  { doc: 'resume-lorcan-beattie', q: 'experience on vestas machines?', a: 'Vestas V90 and V112 turbines' },
  {
    doc: 'resume-lorcan-beattie',
    q: 'is his sea survival in date',
    a: 'GWO BST, all five modules incl. Sea Survival, valid to Mar 2027',
  },
  {
    doc: 'resume-lorcan-beattie',
    q: 'any leadership experience',
    a: 'Lead a 3-person team on a 104-turbine offshore farm',
  },
  { doc: 'resume-lorcan-beattie', q: 'what shift pattern does he want', a: '2-on/2-off rotation preferred' },
  { doc: 'resume-lorcan-beattie', q: 'when could he start', a: 'Notice: 4 weeks' },
  {
    doc: 'resume-lorcan-beattie',
    q: 'has he made any repairs quicker',
    a: 'fault-to-restart time down from 31 hrs to 12 hrs',
  },
  { doc: 'resume-lorcan-beattie', q: 'whats his day rate', a: null },
  { doc: 'resume-lorcan-beattie', q: 'does he have a forklift licence', a: null },
  { doc: 'resume-lorcan-beattie', q: 'has he worked on floating wind', a: null },
];
