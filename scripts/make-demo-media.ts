/**
 * Makes the demo class video and podcast audio that the content pages play offline (issue 10).
 * There is no ffmpeg on the build machines, so Chromium (already the end-to-end browser) draws a canvas and a
 * WebAudio tone and records them with MediaRecorder into WebM (VP8) and WebM (Opus). Run once; the files are
 * committed in packages/server/media/ and served by the server, never fetched from another host.
 *
 *   npx tsx scripts/make-demo-media.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/playwright.config';

const OUT = path.resolve(import.meta.dirname, '../packages/server/media');

const record = String.raw`async ({ kind, seconds }) => {
  const audio = new AudioContext();
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = 220;
  gain.gain.value = 0.08;
  const dest = audio.createMediaStreamDestination();
  osc.connect(gain).connect(dest);
  osc.start();
  let stream;
  let timer;
  if (kind === 'video') {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    document.body.append(canvas);
    const g = canvas.getContext('2d');
    const started = performance.now();
    const draw = () => {
      const t = (performance.now() - started) / 1000;
      g.fillStyle = '#1f4e5f';
      g.fillRect(0, 0, 320, 180);
      g.fillStyle = '#f2c14e';
      const r = 30 + 20 * Math.sin(t * 1.6);
      g.beginPath();
      g.arc(160, 90, r, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#ffffff';
      g.font = '16px sans-serif';
      g.fillText('Breathe in, breathe out', 70, 165);
    };
    timer = setInterval(draw, 1000 / 15);
    stream = canvas.captureStream(15);
    stream.addTrack(dest.stream.getAudioTracks()[0]);
  } else {
    timer = setInterval(() => { osc.frequency.value = osc.frequency.value === 220 ? 262 : 220; }, 500);
    stream = dest.stream;
  }
  const mimeType = kind === 'video' ? 'video/webm;codecs=vp8,opus' : 'audio/webm;codecs=opus';
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 120000, audioBitsPerSecond: 24000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recorder.stop();
  await done;
  clearInterval(timer);
  const buffer = await new Blob(chunks).arrayBuffer();
  return Array.from(new Uint8Array(buffer));
}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
await page.setContent('<!doctype html><title>media</title>');
for (const [kind, file, seconds] of [
  ['video', 'demo-class.webm', 8],
  ['audio', 'demo-episode.webm', 12],
] as const) {
  const bytes = (await page.evaluate(`(${record})(${JSON.stringify({ kind, seconds })})`)) as number[];
  await writeFile(path.join(OUT, file), Buffer.from(bytes));
  console.log(`${file}: ${bytes.length} bytes`);
}
await browser.close();
