import { apiCases } from './cases/index.js';
import { openBenchDatabase } from './database.js';
const c = apiCases.find((x) => x.name.includes(process.argv[2]!))!;
const d = await openBenchDatabase();
console.log(JSON.stringify(await c.prepare(d.db)));
await d.close();
