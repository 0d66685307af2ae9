// The altplay table assistant in the browser, and where it starts: the home page (/) makes a
// table, the table page (/t/ID?token=T) follows it live over a WebSocket and sends the seat's
// actions. Native ES modules, no build step, nothing loaded from elsewhere: the server embeds
// every file of this folder and serves it under /ui/. The API contract is crates/server/API.md.

import { showHome } from './home.js';
import { showTable } from './table.js';

const match = location.pathname.match(/^\/t\/([^/]+)\/?$/);
if (match) showTable(decodeURIComponent(match[1]));
else showHome();
