import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { impliedWords } from './implied.js';

describe('impliedWords', () => {
  it('gathers the words of each kind a text implies', () => {
    expect(impliedWords('Write to maya@example.org')).toContain('email');
    expect(impliedWords('Brought food cost down from 34 % to 27 % of revenue.')).toContain('lower');
    expect(impliedWords("I'm originally from Cork.")).toContain('hometown');
    expect(impliedWords('Nothing to see here.')).toBe('');
  });
  it('says "version" of versions named after their software, not of section numbers', () => {
    expect(impliedWords('`timeseriesflattener` is a Python package (3.8 | 3.9 | 3.10 | 3.11).')).toContain('version');
    expect(impliedWords('Requires Node.js >= 18.2 and Python 3.9+.')).toContain('version');
    expect(impliedWords('Sections 3.1, 3.2, 3.3, and 3.4 are conditions of the licenses granted.')).not.toContain(
      'version',
    );
  });
});

describe('a question of what came before', () => {
  it('is answered by the sentence that says what came before, though "before" is a stop word', async () => {
    expect(impliedWords('Before that he spent six years as a line cook in Boston.')).toContain('previously');
    const bio = [
      "Marcus Delgado, 47, is a blacksmith who runs a small forge called Anvil & Ash on the edge of Brattleboro, Vermont. He makes hand-forged kitchen knives, and he's been working iron for twenty-two years. Before that he spent six years as a line cook in Boston. He lives in a converted dairy barn with his wife Leah.",
      'The covered bridges of Vermont were mostly built in the nineteenth century.',
    ].join('\n\n');
    expect((await askOffline(bio, 'What was his job before that?')).answer).toContain('line cook');
  });
});

describe('a question of the employer', () => {
  it('is answered by whom someone has been with, not by what they do', async () => {
    expect(impliedWords("Since 2016 I've been with Clarke & Sons, a piano shop.")).toContain('employer');
    const bio = [
      "Hi, I'm Owen Gallagher, and I tune and repair pianos for a living. These days I'm based in Galway. I trained as a sound engineer in Dundalk. Since 2016 I've been with Clarke & Sons, a family-run piano shop that looks after instruments across Connacht.",
      'The Spanish Arch in Galway was built in 1584.',
    ].join('\n\n');
    expect((await askOffline(bio, 'Who does he work for?')).answer).toContain('Clarke & Sons');
  });
});

describe('a question of whom someone supervises', () => {
  it('is answered by whom they look after or are in charge of', async () => {
    expect(impliedWords('I look after a first-year apprentice on site.')).toContain('supervise');
    expect(impliedWords('She is in charge of a team of nine nurses.')).toContain('supervise');
    const cv = [
      "I'm Niall Byrne, a plumber and heating engineer in Cork with eleven years on boilers, bathrooms and heat pumps. I am Gas Safe registered and I hold a heat pump installer certificate.",
      'I work for Lee Valley Heating, mostly on domestic jobs. I run small jobs on my own and I look after a first-year apprentice on site.',
      'Before that I spent four years with a commercial contractor fitting out hotels.',
      'Cork is the second city of Ireland and sits on the River Lee.',
    ].join('\n\n');
    expect((await askOffline(cv, 'does he supervise anyone')).answer).toContain('first-year apprentice');
  });
});

describe('a question of versions', () => {
  const PAPER = [
    '# Summary',
    'Python is widely used for machine learning, and Python tools for time series are many.',
    '# Statement of need',
    'Acknowledgements: this work is supported by the Lundbeck Foundation. Python users asked for it.',
    '# Features',
    '`flattener` is a Python package (3.8 | 3.9 | 3.10 | 3.11), and turns time series into a single dataframe.',
    '# Usage',
    'Install it with pip, then call the Python function on your data frame.',
  ].join('\n\n');

  it('is answered by the versions listed, not only by a sentence that says "supported"', async () => {
    expect((await askOffline(PAPER, 'which python versions are supported')).answer).toContain('3.8');
  });
});

describe('a question of the programming language', () => {
  it('says "language" of code said to be in one, and only there', () => {
    expect(impliedWords('`iharm3D` is an open-source C code for simulating black hole accretion.')).toContain(
      'language',
    );
    expect(impliedWords('AMReX is a C++ software framework for adaptive mesh refinement.')).toContain('language');
    expect(impliedWords('The solver is written entirely in Julia.')).toContain('language');
    expect(impliedWords('Appendix C lists the data.')).not.toContain('language');
    expect(impliedWords('Go to the docs for the R&D budget.')).not.toContain('language');
  });

  it('is answered by the sentence that names the language its code is written in', async () => {
    const paper = [
      '# Summary',
      'Simulations of accretion discs around black holes need robust numerical schemes that run at scale.',
      'TrueFlow is an open-source C code for simulating black hole accretion systems.',
      '# Statement of need',
      'Our schemes are robust; the programming model keeps each routine short enough to read.',
    ].join('\n\n');
    expect((await askOffline(paper, 'what programming language is it')).answer).toContain('an open-source C code');
  });

  it('leaves "what languages does she speak?" to the languages she speaks', async () => {
    const cv = [
      'Marta Silva · Data engineer · Porto',
      'Built a Python library of shared transformations that every team imports.',
      'Languages: Portuguese (native), English (fluent), Spanish (conversational).',
    ].join('\n\n');
    expect((await askOffline(cv, 'what languages does she speak')).answer).toContain('Portuguese (native)');
  });
});
