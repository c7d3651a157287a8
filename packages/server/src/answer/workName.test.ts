import { readFileSync } from 'node:fs';
import { chunkText, createPassageIndex, RETRIEVAL } from '@botfolio/core';
import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { withWorkNamed } from './workName.js';

const PAPER = [
  '# Summary',
  'Several software packages for coastal flood simulations exist, including ADCIRC and Delft3D, but most need a licence or a cluster.',
  'Ocelot simulates storm surges and tides on unstructured triangular meshes of a coastline.',
  'It runs on a laptop and reads meshes written by Gmsh.',
  '# Acknowledgements',
  'This work was funded by the Coastal Resilience Fund.',
].join('\n\n');
const NAME = 'Ocelot: a lightweight shallow-water solver for coastal floods';
const index = createPassageIndex(chunkText(PAPER, { size: RETRIEVAL.chunkSize, overlap: RETRIEVAL.chunkOverlap }));

describe('a bot named after a work, asked of "this software"', () => {
  it('reads the question with the work’s name beside the words for it', () => {
    expect(withWorkNamed('what does this software simulate', NAME, index)).toBe(
      'what does this software Ocelot simulate',
    );
    expect(withWorkNamed('how is the package organised?', NAME, index)).toBe('how is the package Ocelot organised?');
    // (not when it names the work already, nor of a bot whose name names no work the text says, nor in another language)
    expect(withWorkNamed('what does ocelot simulate with this code', NAME, index)).toBe(
      'what does ocelot simulate with this code',
    );
    expect(withWorkNamed('what does this software simulate', 'Jordan Lee — resume', index)).toBe(
      'what does this software simulate',
    );
    expect(withWorkNamed('what does this software simulate', 'Lynx: a solver', index)).toBe(
      'what does this software simulate',
    );
  });

  it('answers with the sentence that says what the work does', async () => {
    // (a paper of the quality bench, whose other sentences speak of "software" and "simulations" too)
    const paper = readFileSync(
      new URL('../../../../scripts/bench/quality/documents/paper-pelelmex.txt', import.meta.url),
      'utf8',
    );
    const { answer } = await askOffline(paper, 'what kind of flows does the software simulate', {
      botName: 'PeleLMeX: an AMR Low Mach Number Reactive Flow Simulation Code without level sub-cycling',
    });
    expect(answer).toContain('PeleLMeX simulates chemically reacting low Mach number flows');
  });
});
