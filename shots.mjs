import {chromium} from 'playwright-core';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--headless','--no-sandbox','--disable-gpu','--disable-background-networking']});
const [,, name, path, w, h, mode, sel] = process.argv;
const ctx = await b.newContext({viewport:{width:+w,height:+h}, colorScheme: mode});
const p = await ctx.newPage();
await p.goto('http://localhost:4173'+path); await p.waitForSelector('html[data-has-hydrated=true]'); await p.waitForTimeout(800);
if (sel) { await p.locator(sel).first().scrollIntoViewIfNeeded(); await p.waitForTimeout(300); }
await p.screenshot({path:`/tmp/shots/${name}.png`});
await b.close();
