import { signIn } from '../test/http-session.js';
for (let i = 0; i < 6; i++) { const t = performance.now(); await signIn('http://127.0.0.1:45671', 'staff@example.com', 'loadout'); console.log(Math.round(performance.now() - t)); }
const t = performance.now();
await Promise.all(Array.from({ length: 4 }, () => signIn('http://127.0.0.1:45671', 'staff@example.com', 'loadout')));
console.log('4 at once', Math.round(performance.now() - t));
