import { chunkText, RETRIEVAL } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { referencedText, referenceIn } from './crossReference.js';

const chunks = (text: string) => chunkText(text, { size: RETRIEVAL.chunkSize, overlap: RETRIEVAL.chunkOverlap });

const LICENCE = [
  'Section 1 -- Definitions.',
  '',
  '  a. Work means the software and documentation offered under this Licence.',
  '',
  '  b. You means the person exercising the rights granted here.',
  '',
  'Section 2 -- Scope.',
  '',
  '  a. The Licensor grants You a worldwide, royalty-free licence to use, copy and share the Work.',
  '',
  '  b. The duration of this Licence is specified in Section 5(a).',
  '',
  'Section 3 -- Attribution.',
  '',
  '  a. If You share the Work, You must keep intact all copyright notices.',
  '',
  'Section 4 -- Warranties.',
  '',
  '  a. The Work is offered as-is, without warranties of any kind.',
  '',
  'Section 5 -- Duration and Termination.',
  '',
  '  a. This Licence lasts for as long as copyright subsists in the Work.',
  '',
  '  b. If You breach this Licence, Your rights under it end automatically.',
].join('\n');

describe('cross-references', () => {
  it('reads the section a sentence points at, and the part of it', () => {
    expect(referenceIn('The duration of this Licence is specified in Section 5(a).')).toEqual({
      section: '5',
      part: 'a',
    });
    expect(referenceIn('…under a later version (see Section 10.2) or a Secondary License')).toEqual({
      section: '10.2',
      part: null,
    });
    expect(referenceIn('as described in Section 3.1, and You must inform recipients')).toEqual({
      section: '3.1',
      part: null,
    });
    // (a number that is no section, or a section only named, points at nothing)
    expect(referenceIn('You may distribute it under Section 2 in object code form.')).toBeNull();
    expect(referenceIn('It is specified in the appendix.')).toBeNull();
  });

  it('finds what a section says first, by its heading: a name or a number and a full stop, past its title', () => {
    expect(referencedText(chunks(LICENCE), { section: '5', part: 'a' })).toBe(
      'This Licence lasts for as long as copyright subsists in the Work.',
    );
    const numbered = [
      '10. Versions of the License',
      '',
      '10.1. New Versions',
      '',
      'The license steward may publish revised versions of this License.',
      '',
      '10.2. Effect of New Versions',
      '',
      'You may distribute the Software under the version of the License under which You received it.',
    ].join('\n');
    expect(referencedText(chunks(numbered), { section: '10.2', part: null })).toBe(
      'You may distribute the Software under the version of the License under which You received it.',
    );
    // (a title on the heading's line: "3.2. Availability of Source Code. Any Modification…")
    expect(
      referencedText(
        chunks(
          '3.1. Scope. This applies to all files.\n\n3.2. Availability of Source Code. Any Modification must be published.',
        ),
        {
          section: '3.2',
          part: null,
        },
      ),
    ).toBe('Any Modification must be published.');
    // (no such section, or no such part: nothing)
    expect(referencedText(chunks(LICENCE), { section: '9', part: null })).toBeNull();
    expect(referencedText(chunks(LICENCE), { section: '5', part: 'f' })).toBeNull();
  });

  it('quotes what a sentence that only points elsewhere points at', async () => {
    const { answer } = await askOffline(LICENCE, 'how long does the licence last');
    expect(answer).toContain('The duration of this Licence is specified in Section 5(a).');
    expect(answer).toContain('This Licence lasts for as long as copyright subsists in the Work.');
  });
});
