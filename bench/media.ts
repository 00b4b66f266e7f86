// Media pipeline: time per 12 MP photo to every variant (ADR 0022, 0023) and the bytes of each
// variant against the card-image budget (DESIGN.md §4: ≤ 30 KB). Appends to bench/RESULTS.md.
//
//   npx tsx bench/media.ts
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { processImage } from '../apps/api/src/modules/media/image-pipeline';
import { drawSyntheticPhoto } from '../apps/api/src/modules/media/synthetic-photo';
import { drawDemoPhoto } from '../apps/api/src/seed/demo-photos/index';
import { appendResults } from './results-file';

const RUNS = 5;
const CARD_BUDGET_BYTES = 30 * 1024;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const photo = await drawSyntheticPhoto(4000, 3000);
  await processImage(photo); // warm-up: loads libvips' codecs once
  const times: number[] = [];
  let last = await processImage(photo);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    last = await processImage(photo);
    times.push(performance.now() - start);
  }
  const ms = median(times);
  // A demo listing's drawn photo (1280×853, as the seed uploads them): flat shapes, smaller files.
  const demo = await processImage(await drawDemoPhoto('house', 0, { width: 1280, height: 853 }));
  const demoSize = (format: 'webp' | 'avif', width: number) =>
    demo.variants.find((v) => v.format === format && v.width === width)!.bytes.length;
  const jpeg = last.variants.find((v) => v.format === 'jpeg')!;
  console.log(`12 MP photo to all variants: median ${ms.toFixed(0)} ms of ${RUNS} runs`);
  for (const v of last.variants) console.log(`${v.format} ${v.width}: ${kb(v.bytes.length)} KB`);

  const widths = last.variants.filter((v) => v.format === 'webp').map((v) => v.width);
  const sizeOf = (format: 'webp' | 'avif' | 'jpeg', width: number) =>
    last.variants.find((v) => v.format === format && v.width === width)!.bytes.length;
  const card = (format: 'webp' | 'avif') => sizeOf(format, 320);
  const verdict = (bytes: number) => (bytes <= CARD_BUDGET_BYTES ? '✓' : '✗ over');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  await appendResults(
    [
      '',
      `## ${when} UTC — media pipeline: \`npx tsx bench/media.ts\` (${cpus().length} cores, Node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, sharp.concurrency ${sharp.concurrency()}, load average ${loadavg()[0]!.toFixed(1)})`,
      '',
      `A 4000×3000 photo-like JPEG (${kb(photo.length)} KB, drawn by \`synthetic-photo.ts\`: gradients, shapes, texture at 4–256 px and sensor noise) through \`processImage\`: decode once, upright, sRGB, then ${widths.join(', ')} px wide in WebP (q 75) and AVIF (q 50, effort 2), one ${jpeg.width} px JPEG (q 75, mozjpeg) for share previews, plus a 16 px placeholder.`,
      '',
      '| measure | figure | budget |',
      '|---|---|---|',
      `| time per 12 MP photo to all ${last.variants.length} variants + placeholder (median of ${RUNS}; min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)} ms) | **${ms.toFixed(0)} ms** | — |`,
      `| card image, 320 px WebP | **${kb(card('webp'))} KB** | ≤ 30 KB ${verdict(card('webp'))} |`,
      `| card image, 320 px AVIF | **${kb(card('avif'))} KB** | ≤ 30 KB ${verdict(card('avif'))} |`,
      ...widths
        .filter((w) => w !== 320)
        .map(
          (w) =>
            `| ${w} px WebP / AVIF | ${kb(sizeOf('webp', w))} / ${kb(sizeOf('avif', w))} KB | — |`,
        ),
      `| share JPEG, ${jpeg.width} px | ${kb(jpeg.bytes.length)} KB | — |`,
      `| placeholder (data URI, characters) | ${last.placeholder.dataUri.length} | — |`,
      `| demo illustration (1280×853, drawn): card 320 px WebP / AVIF | ${kb(demoSize('webp', 320))} / ${kb(demoSize('avif', 320))} KB | ≤ 30 KB ${verdict(demoSize('webp', 320))} |`,
      `| demo illustration: 640 / 1280 px WebP | ${kb(demoSize('webp', 640))} / ${kb(demoSize('webp', 1280))} KB | — |`,
      '',
    ].join('\n'),
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
