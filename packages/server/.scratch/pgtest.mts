import { startPgCluster } from '../test/pg-cluster';
import pg from 'pg';
const t = Date.now();
const c = await startPgCluster();
console.log('started', Date.now() - t, c.url);
const client = new pg.Client({ connectionString: c.url }); await client.connect();
console.log((await client.query('select version()')).rows[0]); await client.end();
c.stop(); console.log('stopped');
