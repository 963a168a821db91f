import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withHarness } from '../../test/harness';
import { LOCAL_CHECKOUT_PATH } from '../payments/local-adapter';

/** Issue 27 item 5 and issue 31 item 2, decision 0467: a narrow content security policy, and task media as files. */

function directive(csp: string, name: string): string | undefined {
  return csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
}

withHarness('content security policy per page', (h) => {
  const client = () => h().clients[0]!.id;
  const policyOf = async (pathname: string) => String((await h().get(client(), pathname)).headers['content-security-policy'] ?? '');

  it("allows WebAssembly on the meeting room's pages only", async () => {
    for (const pathname of ['/booking-video-room/12/device-tests', '/booking-video-room/12']) {
      expect(directive(await policyOf(pathname), 'script-src')).toContain("'wasm-unsafe-eval'");
    }
    for (const pathname of ['/login', '/', '/home', '/mental-health-coaching', `${LOCAL_CHECKOUT_PATH}/cs_unknown`, '/booking-video-room-not']) {
      const csp = await policyOf(pathname);
      expect(csp, pathname).toContain('script-src');
      expect(csp, pathname).not.toContain('wasm-unsafe-eval');
    }
  });

  it('takes workers from our own files only, and media from the portal, never blob: workers or data: media', async () => {
    for (const pathname of ['/login', '/mental-health-coaching', '/booking-video-room/12/device-tests']) {
      const csp = await policyOf(pathname);
      expect(directive(csp, 'worker-src'), pathname).toBe("worker-src 'self'");
      expect(directive(csp, 'media-src'), pathname).not.toContain('data:');
    }
  });

  it("serves the coaching tasks' audio and video as files of the portal (the 4-4-6 breath task)", async () => {
    const rows = await h().db.execute(sql`select content from coaching_tasks where title->>'en' = 'Learn the 4-4-6 breath'`);
    const tasks = (rows as unknown as { rows: { content: Record<string, { type: string; content: unknown }[]> }[] }).rows;
    expect(tasks.length).toBeGreaterThan(0);
    const media = tasks.flatMap((task) => Object.values(task.content).flat()).filter((block) => block.type === 'audio' || block.type === 'video');
    expect(media.length).toBeGreaterThan(0);
    for (const block of media) {
      expect(String(block.content)).toMatch(/^\/content-media\/[a-z0-9-]+\.webm$/);
      const reply = await h().get(client(), String(block.content));
      expect(reply.status).toBe(200);
      expect(String(reply.headers['content-type'])).toMatch(block.type === 'audio' ? /^audio\/webm/ : /^video\/webm/);
    }
  });

  it("moves an existing database's inline task media onto the files (migration 0002)", async () => {
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0004_session_idle_and_trusted_devices.sql'), 'utf8');
    const update = migration.split('--> statement-breakpoint').map((part) => part.trim()).find((part) => part.includes('UPDATE "coaching_tasks"'))!;
    const legacy = JSON.stringify({
      en: [
        { id: 1, type: 'text', content: 'SGk=' },
        { id: 3, type: 'audio', content: 'data:audio/wav;base64,UklGRiQfAABXQVZF+/8=', autoplay: false },
        { id: 4, type: 'video', content: 'data:audio/wav;base64,UklGRiQfAABXQVZF+/8=', autoplay: false },
      ],
    });
    const [task] = (await h().db.execute(sql`select id from coaching_tasks limit 1`) as unknown as { rows: { id: number }[] }).rows;
    await h().db.execute(sql`update coaching_tasks set content = ${legacy}::jsonb where id = ${task!.id}`);
    await h().db.execute(sql.raw(update.split('\n').filter((line) => !line.startsWith('--')).join('\n')));
    const [after] = (await h().db.execute(sql`select content from coaching_tasks where id = ${task!.id}`) as unknown as { rows: { content: { en: { type: string; content: string }[] } }[] }).rows;
    expect(after!.content.en.map((block) => block.content)).toEqual(['SGk=', '/content-media/demo-episode.webm', '/content-media/demo-class.webm']);
  });
});
