import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const a = new PGlite(); await a.waitReady; console.log('mem', Date.now() - t); t = Date.now();
const blob = await a.dumpDataDir('none'); console.log('dump', Date.now() - t, blob.size); t = Date.now();
const b = new PGlite({ loadDataDir: blob }); await b.waitReady; console.log('load', Date.now() - t); t = Date.now();
const c = new PGlite(); await c.waitReady; console.log('mem2', Date.now() - t);
