import { describe, expect, it } from 'vitest';
import { askOffline } from '../test/askOffline.js';
import { datelineAsked, datelineOf } from './dateline.js';

/** How a White House transcript opens: front matter, then the venue, the city and the time, then the talk. */
const TRANSCRIPT = [
  '---',
  "date: '2022-09-09'",
  'published_time: 2022-09-09 16:25:06-04:00',
  'title: "Remarks by Vice President Harris During Call with International Space Station Astronauts"',
  '---',
  ' ',
  '*Via Teleconference*',
  '',
  '*Johnson Space Center  ',
  'Houston, Texas*',
  '',
  '10:14 A.M. CDT  ',
  '   ',
  'THE VICE PRESIDENT:  Good afternoon.  Can you hear me?  ',
  '   ',
  'DR. LINGREN:  Madam Vice President, we have you loud and clear.  It’s great to see you at JSC and an honor to speak',
  'with you from the International Space Station.',
  '',
  'THE VICE PRESIDENT:  I have invited some students to join us today, and they have questions about life in orbit.',
  '',
  'END 10:18 A.M. CDT',
].join('\n');

const RESUME = [
  'Maren Castellanos',
  'Backend engineer',
  'Lisbon, Portugal',
  '',
  'Talks: I spoke about settlement engines at GopherCon EU 2022 in Berlin.',
  'Experience: Senior Backend Engineer at Quintal Pay, Lisbon (2017 – 2021).',
].join('\n');

describe('datelineAsked', () => {
  it('asks where or when the event took place', () => {
    expect(datelineAsked('where did Biden give the cancer speech?')).toBe('place');
    expect(datelineAsked('where was harris calling from')).toBe('place');
    expect(datelineAsked('where was biden speaking')).toBe('place');
    expect(datelineAsked('where was this')).toBe('place');
    expect(datelineAsked('where is she talking?')).toBe('place');
    expect(datelineAsked('Where was the meeting held?')).toBe('place');
    expect(datelineAsked('where was the talk?')).toBe('place');
    expect(datelineAsked('what time did it start')).toBe('time');
    expect(datelineAsked('When did the call start?')).toBe('time');
  });

  it('asks who wrote or gave the text, and where its authors work', () => {
    for (const question of [
      'who wrote this',
      'Who gave this speech?',
      'who gave the cancer speech',
      'who is the speaker',
      "who's speaking",
      'who are the authors of this paper?',
      'who built the tool',
    ])
      expect(datelineAsked(question), question).toBe('author');
    // (the work named by its title's words)
    expect(datelineAsked('who made melodie?', 'Melodie: Agent-based Modeling in Python')).toBe('author');
    expect(datelineAsked('who made the agents?', 'Melodie: Agent-based Modeling in Python')).toBeNull();
    expect(datelineAsked('where do the authors work')).toBe('affiliation');
    expect(datelineAsked('which university are the authors from?')).toBe('affiliation');
    expect(datelineAsked('who wrote the GPL?')).toBeNull();
    // what the text is about, and what the work a title names before its colon does
    expect(datelineAsked('what is this speech about?')).toBe('about');
    expect(datelineAsked("what's it about")).toBe('about');
    expect(datelineAsked('what is the topic of the paper')).toBe('about');
    const sports2d = 'Sports2D: Compute 2D human pose and angles from a video or a webcam';
    expect(datelineAsked('what does sports2d do', sports2d)).toBe('about');
    expect(datelineAsked('what is Sports2D for?', sports2d)).toBe('about');
    expect(datelineAsked('what does the webcam do', sports2d)).toBeNull();
    expect(datelineAsked('what is the license about?')).toBeNull();
    // the day of the talk
    expect(datelineAsked('what day was this')).toBe('date');
    expect(datelineAsked('when was the speech?')).toBe('date');
    expect(datelineAsked('when was the merger?')).toBeNull();
    expect(datelineAsked('who made the first rules for space?')).toBeNull();
  });

  it('leaves other questions with those words alone', () => {
    expect(datelineAsked('where does she work?')).toBeNull();
    expect(datelineAsked('where are the new training programs')).toBeNull();
    expect(datelineAsked('where did he get the idea for the speech?')).toBeNull();
    expect(datelineAsked('what time is it in Tokyo?')).toBeNull();
    expect(datelineAsked('when did she start at Quintal Pay?')).toBeNull();
  });
});

describe('datelineOf', () => {
  it('reads the venue, the place and the time a transcript opens with, past its front matter and emphasis', () => {
    expect(datelineOf(TRANSCRIPT)).toEqual({
      place: 'Via Teleconference Johnson Space Center Houston, Texas',
      time: '10:14 A.M. CDT',
      date: 'date: 2022-09-09',
      author: 'title: Remarks by Vice President Harris During Call with International Space Station Astronauts',
      affiliation: '',
      about: 'title: Remarks by Vice President Harris During Call with International Space Station Astronauts',
      title: 'Remarks by Vice President Harris During Call with International Space Station Astronauts',
    });
  });

  it("reads a paper's date from its front matter, which answers when it was written or published", () => {
    const paper =
      "---\ntitle: 'Melodie: Agent-based Modeling in Python'\ndate: 21 January 2023\n---\n# Summary\nMelodie is a framework.";
    expect(datelineOf(paper)).toEqual({
      place: '',
      time: '',
      date: 'date: 21 January 2023',
      author: '',
      affiliation: '',
      about: 'title: Melodie: Agent-based Modeling in Python',
      title: 'Melodie: Agent-based Modeling in Python',
    });
    expect(datelineAsked('when was the paper written')).toBe('date');
    expect(datelineAsked('When was it published?')).toBe('date');
    expect(datelineAsked("what's the date of the paper")).toBe('date');
    // (a version the text names is not the text: "when was version 4.0 published" asks of it)
    expect(datelineAsked('when was version 4.0 published')).toBeNull();
  });

  it('reads who wrote a paper and where they work from its front matter, and a title over lines as one', () => {
    const paper = [
      '---',
      "title: 'Melodie: Agent-based Modeling in Python'",
      'authors:',
      '  - name: Songmin Yu',
      '    orcid: 0000-0001-6062-4382',
      '    affiliation: "1, 2" # (Multiple affiliations must be quoted)',
      '  - name: Zhanyi Hou',
      'affiliations:',
      ' - name: Fraunhofer Institute for Systems and Innovation Research, Germany',
      '   index: 1',
      ' - name: School of Reliability and Systems Engineering, Beihang University, China',
      'date: 21 January 2023',
      '---',
      '# Introduction',
    ].join('\n');
    expect(datelineOf(paper)).toMatchObject({
      author: 'authors: Songmin Yu, Zhanyi Hou',
      affiliation:
        'affiliations: Fraunhofer Institute for Systems and Innovation Research, Germany; School of Reliability and Systems Engineering, Beihang University, China',
    });
    const talk = [
      '---',
      'title: "Remarks by National Security Advisor Jake Sullivan at the Special Competitive\\',
      '  \\ Studies Project Global Emerging Technologies\\_Summit"',
      '---',
      '*As prepared for delivery*',
    ].join('\n');
    expect(datelineOf(talk)?.author).toBe(
      'title: Remarks by National Security Advisor Jake Sullivan at the Special Competitive Studies Project Global Emerging Technologies Summit',
    );
    // (a title that names no speaker names no author)
    expect(datelineOf("---\ntitle: 'AMReX: a framework'\ndate: 2019\n---\ntext")?.author).toBe('');
  });

  it('finds none in a résumé that opens with its person’s city, nor in prose', () => {
    expect(datelineOf(RESUME)).toBeNull();
    expect(datelineOf('We measured three tidal turbines in Port Ellery, Maine. Output was 31 percent.')).toBeNull();
  });
});

describe('a dateline in answers', () => {
  it('answers where and when the call took place from the lines that open the transcript', async () => {
    const place = await askOffline(TRANSCRIPT, 'Where was Harris calling from?');
    expect(place.answer).toContain('“Via Teleconference Johnson Space Center Houston, Texas”');
    const time = await askOffline(TRANSCRIPT, 'What time did it start?');
    expect(time.answer).toContain('“10:14 A.M. CDT”');
    expect(time.answer).not.toContain('10:18');
  });

  it('answers who gave the talk from the title that names its speaker, before the lines that open it', async () => {
    const { answer } = await askOffline(TRANSCRIPT, 'who gave this speech?');
    expect(answer).toContain('Remarks by Vice President Harris During Call');
    expect(answer).not.toContain('date:');
    const about = await askOffline(TRANSCRIPT, 'what is this speech about?');
    expect(about.answer).toContain(
      '“title: Remarks by Vice President Harris During Call with International Space Station',
    );
    const day = await askOffline(TRANSCRIPT, 'What day was this?');
    expect(day.answer).toContain('“date: 2022-09-09”');
  });

  it('does not answer a résumé’s "where did she give the talk" with the city under her name', async () => {
    const { answer } = await askOffline(RESUME, 'Where did she give the talk?');
    expect(answer).not.toContain('Lisbon, Portugal');
  });
});
