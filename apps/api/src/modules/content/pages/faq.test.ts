import { describe, expect, it } from 'vitest';
import { parseFaq, UNTITLED_TOPIC } from './faq';

describe('faq: questions read from the Markdown', () => {
  it('reads ## topics and ### questions with their answers', () => {
    const topics = parseFaq(
      [
        'Intro text, not a question.',
        '## Buying',
        '### Who pays *stamp duty*?',
        'The **buyer**, at 1%.',
        '',
        '### Is a deposit safe?',
        'Only after a search & a visit.',
        '## Empty topic',
        '## Land',
        '### What is a kibanja?',
        '- occupancy on mailo land',
      ].join('\n'),
    );
    expect(topics.map((t) => [t.topic, t.items.map((i) => i.question)])).toEqual([
      ['Buying', ['Who pays stamp duty?', 'Is a deposit safe?']],
      ['Land', ['What is a kibanja?']],
    ]);
    expect(topics[0]!.items[0]).toEqual({
      question: 'Who pays stamp duty?',
      answerHtml: '<p>The <strong>buyer</strong>, at 1%.</p>',
      answerText: 'The buyer, at 1%.',
    });
    expect(topics[0]!.items[1]!.answerText).toBe('Only after a search & a visit.');
    expect(topics[1]!.items[0]!.answerHtml).toContain('<li>occupancy on mailo land</li>');
  });

  it('sanitises answers and questions like any page', () => {
    const [topic] = parseFaq(
      [
        '## Safety',
        '### <img src=x onerror=alert(1)>Is it safe?',
        '<script>alert(1)</script>',
        '',
        'Yes. [click](javascript:void) <a href="x" onclick="alert(1)">x</a>',
      ].join('\n'),
    );
    const item = topic!.items[0]!;
    expect(item.question).toBe('Is it safe?');
    expect(item.answerHtml).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(item.answerText).toBe('Yes. click x');
  });

  it('puts questions before any topic under a general one and ignores headings in code', () => {
    const topics = parseFaq(
      ['### First?', 'Yes.', '```', '## not a topic', '```', '## Later', '### Second?', 'No.'].join(
        '\n',
      ),
    );
    expect(topics.map((t) => t.topic)).toEqual([UNTITLED_TOPIC, 'Later']);
    expect(topics[0]!.items[0]!.answerHtml).toContain('## not a topic');
  });
});
