import type { Faq } from '@afrinest/contract';
import { plainTextOf, renderMarkdown } from './markdown';

type FaqTopic = Faq['topics'][number];

/** Questions written before the first `## ` topic. */
export const UNTITLED_TOPIC = 'General';

const FENCE = /^\s{0,3}(```|~~~)/;
const TOPIC = /^##\s+(.+?)\s*#*\s*$/;
const QUESTION = /^###\s+(.+?)\s*#*\s*$/;
/** Heading text as written: the FAQ shows it as text, so its Markdown emphasis goes. */
const headingText = (markdown: string) => plainTextOf(renderMarkdown(markdown));

/**
 * The faq page's questions, read from its Markdown (ADR 0044): each `## ` heading a topic, each
 * `### ` heading under it a question, what follows it up to the next heading its answer. Lines
 * in code fences are never headings. Answers go through the same renderer and sanitiser as pages.
 */
export function parseFaq(body: string): FaqTopic[] {
  const topics: FaqTopic[] = [];
  let question: { text: string; lines: string[] } | undefined;
  let inFence = false;

  const topic = () => {
    if (!topics.length) topics.push({ topic: UNTITLED_TOPIC, items: [] });
    return topics[topics.length - 1]!;
  };
  const close = () => {
    if (!question) return;
    const answerHtml = renderMarkdown(question.lines.join('\n'));
    topic().items.push({
      question: question.text,
      answerHtml,
      answerText: plainTextOf(answerHtml),
    });
    question = undefined;
  };

  for (const line of body.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    const t = inFence ? null : TOPIC.exec(line);
    const q = inFence ? null : QUESTION.exec(line);
    if (t) {
      close();
      topics.push({ topic: headingText(t[1]!), items: [] });
    } else if (q) {
      close();
      question = { text: headingText(q[1]!), lines: [] };
    } else if (question) {
      question.lines.push(line);
    }
  }
  close();
  // A topic with no question yet (being written) shows nothing.
  return topics.filter((t) => t.items.length > 0);
}
