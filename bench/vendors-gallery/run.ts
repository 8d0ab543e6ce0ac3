/**
 * Gallery photo processing benchmark (issue 17, decision 0038): 12 MP camera JPEGs, drawn
 * by sharp here, re-encoded into the gallery's WebP sizes through the real path (the
 * bounded upload workers of apps/server/src/lib/upload-jobs, the module the upload route
 * calls), one at a time and as many at once as the workers allow. Measures photos/s and
 * the peak resident memory of the process (workers included: they are its threads), and
 * what AVIF at the largest size would add. No HTTP and no database. Prints the figures and
 * writes bench/results/vendors-gallery.md; it never fails on time.
 *
 *   node --import tsx bench/vendors-gallery/run.ts [--photos N]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { UploadJobs, sourceModule } from '../../apps/server/src/lib/upload-jobs/upload-jobs';
import type { EncodedPhoto } from '../../apps/server/src/modules/vendors/vendor-gallery/photo-encoding';
import { describeMachine, measureBusy, resultsDir } from '../list-api/report';

const { values: flags } = parseArgs({
  options: { photos: { type: 'string', default: '12' }, measure: { type: 'boolean' } },
});
const photoCount = Number(flags.photos);
if (!Number.isInteger(photoCount) || photoCount < 1 || photoCount > 200) {
  throw new Error('--photos must be a whole number from 1 to 200');
}

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A camera-like 12 MP JPEG: shapes at every scale (noise drawn small and enlarged, so it
 * survives the resizing as a photo's detail does) and a fine grain, different for each
 * index, so that its sizes compress like a photo's.
 */
async function cameraJpeg(index: number): Promise<Buffer> {
  const layer = async (width: number, sigma: number) =>
    sharp({
      create: {
        width,
        height: (width * 3) / 4,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 100 + ((index * 37) % 60), sigma },
      },
    })
      .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
      .png({ compressionLevel: 0 })
      .toBuffer();
  return sharp(await layer(160, 50))
    .composite([
      { input: await layer(800, 15), blend: 'overlay' },
      { input: await layer(WIDTH, 6), blend: 'soft-light' },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The photos are drawn by this process and measured by a child of it, so that drawing
 * 12 MP images does not count in the peak memory of the processing.
 */
const photoDir = path.join(os.tmpdir(), `karamu-gallery-bench-${photoCount}`);
if (!flags.measure) {
  if (!existsSync(path.join(photoDir, `${photoCount - 1}.jpg`))) {
    console.log(`drawing ${photoCount} camera JPEGs of ${WIDTH}x${HEIGHT} in ${photoDir}...`);
    mkdirSync(photoDir, { recursive: true });
    for (let i = 0; i < photoCount; i += 1) {
      writeFileSync(path.join(photoDir, `${i}.jpg`), await cameraJpeg(i));
    }
  }
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--measure',
      '--photos',
      String(photoCount),
    ],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

const photos = Array.from({ length: photoCount }, (_, i) =>
  readFileSync(path.join(photoDir, `${i}.jpg`)),
);
const meanInputMb = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1e6;

/** The server's defaults (decision 0019): 2 workers, 8 waiting, 384 MB heap, 60 s. */
const jobs = new UploadJobs({ maxRunning: 2, maxWaiting: 8, timeoutMs: 60_000, maxHeapMb: 384 });
const encode = (photo: Buffer) =>
  jobs.run<EncodedPhoto>({
    task: sourceModule('modules/vendors/vendor-gallery/photo-encoding.ts'),
    input: photo,
    subject: 'The photo',
    field: 'photo',
  });

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);

// Warm the workers (starting one and loading sharp costs about a second, once per process).
await Promise.all([encode(photos[0]!), encode(photos[0]!)]);
const busy = await measureBusy();
const rssBefore = process.memoryUsage().rss;

async function timed(concurrency: number) {
  peakRss = 0;
  const started = performance.now();
  let next = 0;
  let outputBytes = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < photos.length) {
        const encoded = await encode(photos[next++]!);
        outputBytes += encoded.files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { concurrency, seconds, peakRss, outputKb: outputBytes / photos.length / 1e3 };
}

const runs = [await timed(1), await timed(2)];
clearInterval(sampler);

// AVIF at the largest size only, from the same 1280 px bitmap the WebP sizes are drawn from.
const avif = { seconds: 0, webpSeconds: 0, avifKb: 0, webpKb: 0 };
for (const photo of photos.slice(0, 4)) {
  const { data, info } = await sharp(photo)
    .resize({ width: 1280 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  let started = performance.now();
  const webp = await sharp(data, raw).webp({ quality: 80 }).toBuffer();
  avif.webpSeconds += (performance.now() - started) / 1000;
  started = performance.now();
  const avifBytes = await sharp(data, raw).avif({ quality: 50 }).toBuffer();
  avif.seconds += (performance.now() - started) / 1000;
  avif.webpKb += webp.length / 1e3;
  avif.avifKb += avifBytes.length / 1e3;
}
const avifSamples = Math.min(4, photos.length);

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
for (const run of runs) {
  console.log(
    `${run.concurrency} at once: ${photos.length} photos in ${run.seconds.toFixed(2)} s, ${(photos.length / run.seconds).toFixed(2)} photos/s, peak RSS ${mb(run.peakRss)} MB`,
  );
}
console.log(
  `AVIF 1280 px: ${((avif.seconds / avifSamples) * 1000).toFixed(0)} ms and ${(avif.avifKb / avifSamples).toFixed(0)} kB a photo; WebP ${((avif.webpSeconds / avifSamples) * 1000).toFixed(0)} ms and ${(avif.webpKb / avifSamples).toFixed(0)} kB`,
);

const machine = describeMachine();
const report = [
  '# Gallery photo processing benchmark',
  '',
  `Run ${new Date().toISOString()} on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}; machine busy ${Math.round(busy * 100)}% before the run (load average ${os.loadavg()[0]!.toFixed(1)} at the end).`,
  '',
  `${photos.length} camera-like JPEGs of ${WIDTH}×${HEIGHT} (12 MP, quality 90, ${meanInputMb.toFixed(1)} MB on average) re-encoded by \`modules/vendors/vendor-gallery/photo-encoding.ts\` in the upload workers (2 at most, decision 0019) into WebP at 320, 640 and 1280 px wide. Peak RSS is the whole process's, sampled every 10 ms (${mb(rssBefore)} MB with both workers warm before the runs; the photos were drawn by another process). One run each on a shared machine: read them as orders of magnitude.`,
  '',
  '| At once | Time | Photos/s | Peak RSS | Output a photo |',
  '| --- | --- | --- | --- | --- |',
  ...runs.map(
    (run) =>
      `| ${run.concurrency} | ${run.seconds.toFixed(2)} s | ${(photos.length / run.seconds).toFixed(2)} | ${mb(run.peakRss)} MB | ${run.outputKb.toFixed(0)} kB |`,
  ),
  '',
  `AVIF (quality 50) of the 1280 px size alone: ${((avif.seconds / avifSamples) * 1000).toFixed(0)} ms and ${(avif.avifKb / avifSamples).toFixed(0)} kB a photo, against ${((avif.webpSeconds / avifSamples) * 1000).toFixed(0)} ms and ${(avif.webpKb / avifSamples).toFixed(0)} kB for WebP (quality 80), over ${avifSamples} photos.`,
  '',
  'Run again: `npm run bench:vendor-gallery -w bench` (`-- --photos N`, up to 200).',
  '',
].join('\n');
mkdirSync(resultsDir, { recursive: true });
const target = path.join(resultsDir, 'vendors-gallery.md');
writeFileSync(target, report);
console.log(`wrote ${target}`);
