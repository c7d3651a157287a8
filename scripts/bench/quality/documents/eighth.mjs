// An eighth question set of `npm run bench:quality` (see README.md): six NEW resumes in the shapes people paste (a
// pdftotext CV, a Markdown resume, a LinkedIn profile, an academic CV, a tradesperson's plain CV, an executive bio) and
// 15 questions on each (12 answerable, 3 not), written on 2026-11-27 by a helper who read only the documents and never
// saw or ran the answerer. Measured once before any tuning, at e0bf394 (52/72 hit, 17/18 declined); tuning data
// since ("tuning 8"). Each `a` is the words
// a correct answer must quote, verbatim in the document once whitespace runs are collapsed; `a: null` marks a question
// the document cannot answer. Sources, licenses and sizes: README.md.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`./${file}.txt`, import.meta.url), 'utf8');

export const EIGHTH_DOCUMENTS = [
  {
    name: 'resume-sofia-barrientos',
    kind: 'resume',
    title: 'Sofía Barrientos — CV',
    text: read('resume-sofia-barrientos'),
  },
  {
    name: 'resume-rohan-iyer',
    kind: 'resume',
    title: 'Rohan Iyer — Resume',
    text: read('resume-rohan-iyer'),
  },
  {
    name: 'resume-tobias-brenner',
    kind: 'resume',
    title: 'Tobias Brenner — LinkedIn profile',
    text: read('resume-tobias-brenner'),
  },
  {
    name: 'resume-wren-takahashi',
    kind: 'resume',
    title: 'Dr Wren Takahashi — Curriculum Vitae',
    text: read('resume-wren-takahashi'),
  },
  {
    name: 'resume-callum-doherty',
    kind: 'resume',
    title: 'Callum Doherty — CV',
    text: read('resume-callum-doherty'),
  },
  {
    name: 'resume-elena-marchetti-shaw',
    kind: 'resume',
    title: 'Elena Marchetti-Shaw — Executive profile',
    text: read('resume-elena-marchetti-shaw'),
  },
];

export const EIGHTH = [
  // resume-sofia-barrientos
  { doc: 'resume-sofia-barrientos', q: 'whats her current role', a: 'Senior Brand Marketing Manager' },
  {
    doc: 'resume-sofia-barrientos',
    q: 'how many yrs experience does she have',
    a: '12 years in consumer goods and travel',
  },
  { doc: 'resume-sofia-barrientos', q: 'team size?', a: 'manage a team of 9' },
  { doc: 'resume-sofia-barrientos', q: 'has she managed budgets', a: 'annual media budget of €4.2M' },
  {
    doc: 'resume-sofia-barrientos',
    q: 'did the rebrand actually work',
    a: 'aided awareness in Spain rose from 21% to 34%',
  },
  {
    doc: 'resume-sofia-barrientos',
    q: 'why did she leave the beer company',
    a: 'marketing function was centralised in Madrid',
  },
  { doc: 'resume-sofia-barrientos', q: 'where did sofia get her masters', a: 'Escuela de Negocios del Levante' },
  { doc: 'resume-sofia-barrientos', q: 'how good is her english', a: 'C1, Cambridge Advanced' },
  {
    doc: 'resume-sofia-barrientos',
    q: 'is she certified in anything',
    a: 'Meta Certified Media Planning Professional',
  },
  { doc: 'resume-sofia-barrientos', q: 'can she start soon', a: 'three-month notice period' },
  { doc: 'resume-sofia-barrientos', q: 'remote ok?', a: 'fully remote roles within CET ±1' },
  { doc: 'resume-sofia-barrientos', q: 'any product launches?', a: 'Marisma 0,0, an alcohol-free lager' },
  { doc: 'resume-sofia-barrientos', q: 'salary expectations?', a: null },
  { doc: 'resume-sofia-barrientos', q: 'does she have a driving licence', a: null },
  { doc: 'resume-sofia-barrientos', q: 'what was her masters dissertation about', a: null },
  // resume-rohan-iyer
  { doc: 'resume-rohan-iyer', q: 'whats his job title right now', a: 'Senior Data Scientist' },
  { doc: 'resume-rohan-iyer', q: 'how many years exp', a: '10 years of experience' },
  { doc: 'resume-rohan-iyer', q: 'does he manage anyone', a: '3 data scientists, 1 ML engineer' },
  { doc: 'resume-rohan-iyer', q: 'how much did he improve the forecasts', a: 'from 31% to 22% across 240 stores' },
  { doc: 'resume-rohan-iyer', q: 'how much money did his work save', a: 'CA$6.8M a year' },
  {
    doc: 'resume-rohan-iyer',
    q: 'why did you leave loonie lending',
    a: 'forecasting and experimentation at a larger scale',
  },
  { doc: 'resume-rohan-iyer', q: 'what tools does he use', a: 'dbt, Airflow, Snowflake, Databricks' },
  { doc: 'resume-rohan-iyer', q: 'is rohan aws certified', a: 'AWS Certified Machine Learning' },
  { doc: 'resume-rohan-iyer', q: 'where did he do his masters', a: 'Deccan Institute of Science' },
  { doc: 'resume-rohan-iyer', q: 'would he move cities', a: 'Open to relocating to Vancouver or Amsterdam' },
  { doc: 'resume-rohan-iyer', q: 'does he need visa sponsorship', a: 'would need sponsorship for the Netherlands' },
  { doc: 'resume-rohan-iyer', q: 'notice period?', a: 'four weeks from offer' },
  { doc: 'resume-rohan-iyer', q: 'whats his expected salary', a: null },
  { doc: 'resume-rohan-iyer', q: 'any experience with llms or genai?', a: null },
  { doc: 'resume-rohan-iyer', q: 'does he know kubernetes', a: null },
  // resume-tobias-brenner
  { doc: 'resume-tobias-brenner', q: 'what does tobias do', a: 'Head of Supply Chain Operations' },
  { doc: 'resume-tobias-brenner', q: 'how long has he been at nordhafen', a: '4 yrs 11 mos' },
  { doc: 'resume-tobias-brenner', q: 'how many years in logistics overall', a: '14 years in logistics' },
  { doc: 'resume-tobias-brenner', q: 'how big is his team', a: '310 FTE across three distribution centres' },
  { doc: 'resume-tobias-brenner', q: 'budget responsibility?', a: 'operating budget of €27M' },
  { doc: 'resume-tobias-brenner', q: 'has he brought stock levels down', a: 'cut inventory by €9.5M' },
  { doc: 'resume-tobias-brenner', q: 'has he led a system rollout', a: 'migration from a legacy WMS to SAP EWM' },
  { doc: 'resume-tobias-brenner', q: 'is he certified', a: 'Certified Supply Chain Professional' },
  { doc: 'resume-tobias-brenner', q: 'whats his masters in', a: 'Logistics and Supply Chain Management' },
  { doc: 'resume-tobias-brenner', q: 'does he speak polish', a: 'enough Polish to get by' },
  { doc: 'resume-tobias-brenner', q: 'would he relocate to the netherlands', a: 'moving to Rotterdam in summer 2027' },
  { doc: 'resume-tobias-brenner', q: 'any volunteering', a: "Coaching the U12 girls' team" },
  { doc: 'resume-tobias-brenner', q: 'what salary is he after', a: null },
  { doc: 'resume-tobias-brenner', q: 'whats his notice period', a: null },
  { doc: 'resume-tobias-brenner', q: 'any pharma or cold chain experience?', a: null },
  // resume-wren-takahashi
  { doc: 'resume-wren-takahashi', q: 'whats their current position', a: 'Associate Professor of Marine Ecology' },
  { doc: 'resume-wren-takahashi', q: 'where did wren do their phd', a: 'Coral Coast University' },
  { doc: 'resume-wren-takahashi', q: 'what was the phd on', a: 'Thermal tolerance and recovery of branching corals' },
  { doc: 'resume-wren-takahashi', q: 'how much grant money have they brought in', a: 'over NZ$4 million' },
  { doc: 'resume-wren-takahashi', q: 'how many papers have they published', a: '41 peer-reviewed articles' },
  { doc: 'resume-wren-takahashi', q: 'do they teach any fieldwork', a: 'Restoration Ecology field course' },
  { doc: 'resume-wren-takahashi', q: 'phd students supervised?', a: '6 PhD students (3 completed)' },
  { doc: 'resume-wren-takahashi', q: 'any teaching awards', a: 'Teaching Excellence Award' },
  { doc: 'resume-wren-takahashi', q: 'can they dive', a: 'over 600 logged dives' },
  { doc: 'resume-wren-takahashi', q: 'have they ever worked in japan', a: 'Ryukyu Reef Laboratory, Okinawa, Japan' },
  { doc: 'resume-wren-takahashi', q: 'editorial roles?', a: 'Associate Editor, Journal of Temperate Reef Ecology' },
  { doc: 'resume-wren-takahashi', q: 'where was their postdoc', a: 'Institute for Coastal Systems, Hobart' },
  { doc: 'resume-wren-takahashi', q: 'whats their h-index', a: null },
  { doc: 'resume-wren-takahashi', q: 'open to moving to europe?', a: null },
  { doc: 'resume-wren-takahashi', q: 'do they do consulting work', a: null },
  // resume-callum-doherty
  { doc: 'resume-callum-doherty', q: 'how many yrs experience', a: 'seven years in the electrical trade' },
  { doc: 'resume-callum-doherty', q: 'do you install ev chargers', a: 'fitted over 150 home chargers' },
  { doc: 'resume-callum-doherty', q: 'whys he leaving his job', a: 'move into commercial and industrial work' },
  { doc: 'resume-callum-doherty', q: 'can he drive', a: 'full UK manual driving licence' },
  { doc: 'resume-callum-doherty', q: 'when can you start', a: "after giving two weeks' notice" },
  { doc: 'resume-callum-doherty', q: 'would callum relocate', a: 'not looking to relocate' },
  { doc: 'resume-callum-doherty', q: 'can he do inspection and testing', a: '2391-52 Inspection and Testing' },
  { doc: 'resume-callum-doherty', q: 'does he supervise anyone', a: 'look after a first-year apprentice' },
  { doc: 'resume-callum-doherty', q: 'are you ok working weekends', a: 'happy to work overtime and weekends' },
  { doc: 'resume-callum-doherty', q: 'where did he train', a: 'Aire Valley College' },
  { doc: 'resume-callum-doherty', q: 'hobbies?', a: 'restoring an old 1998 Land Rover Defender' },
  { doc: 'resume-callum-doherty', q: 'can i get references', a: 'References are available on request' },
  { doc: 'resume-callum-doherty', q: 'what hourly rate does he want', a: null },
  { doc: 'resume-callum-doherty', q: 'has he got his own tools', a: null },
  { doc: 'resume-callum-doherty', q: 'any fire alarm experience?', a: null },
  // resume-elena-marchetti-shaw
  { doc: 'resume-elena-marchetti-shaw', q: 'where is she ceo', a: 'Solvane Energy plc' },
  { doc: 'resume-elena-marchetti-shaw', q: 'how long has she been a ceo', a: 'the last ten as a chief executive' },
  { doc: 'resume-elena-marchetti-shaw', q: 'how much did she grow the business', a: '1.2 GW to 4.8 GW' },
  { doc: 'resume-elena-marchetti-shaw', q: 'm&a experience?', a: '£640M acquisition of Iberwind Renovables' },
  { doc: 'resume-elena-marchetti-shaw', q: 'is she on any boards', a: 'Non-Executive Director, Harcourt Water plc' },
  { doc: 'resume-elena-marchetti-shaw', q: 'is elena an accountant', a: 'qualified chartered accountant (ACA)' },
  { doc: 'resume-elena-marchetti-shaw', q: 'was she ever a cfo', a: 'Chief Financial Officer, Graymoor Utilities' },
  { doc: 'resume-elena-marchetti-shaw', q: 'diversity track record?', a: 'women in senior leadership from 18% to 41%' },
  { doc: 'resume-elena-marchetti-shaw', q: 'what languages does she speak', a: 'Italian, English and Spanish' },
  {
    doc: 'resume-elena-marchetti-shaw',
    q: 'is she looking for a new role',
    a: 'seeking a portfolio of non-executive and chair roles',
  },
  { doc: 'resume-elena-marchetti-shaw', q: 'where did she do her mba', a: 'Thameside Business School' },
  {
    doc: 'resume-elena-marchetti-shaw',
    q: 'how much capital has she raised',
    a: '£1.4B in green bonds and project finance',
  },
  { doc: 'resume-elena-marchetti-shaw', q: 'whats her salary', a: null },
  { doc: 'resume-elena-marchetti-shaw', q: 'how old is she', a: null },
  { doc: 'resume-elena-marchetti-shaw', q: 'any nuclear experience?', a: null },
];
