// --format html in a real browser: the built CLI writes a report (-o) for the example capture and for a capture of
// hostile names and descriptions; headless Chromium (Debian's) renders it over the DevTools protocol. The page must
// load nothing, log no error (a CSP violation is one), hold every finding in its DOM and run no injected markup.
// A screenshot of each is kept under test-artifacts/ (git-ignored) for a person to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';
import { Chromium, type CdpEvent } from '../helpers/chromium.js';

const ARTIFACTS = join(REPO_ROOT, 'test-artifacts');
const HOSTILE_NAME = '</script><img src=x onerror="document.title=\'pwned\'">';
const HOSTILE_DESCRIPTION =
  'Reads \u202egnp.exe\u202c files\u001b]0;title\u0007 <script>document.title="pwned"</script>';

interface Rendered {
  title: string;
  findings: number;
  findingTexts: string[];
  bars: number;
  barWidths: number[];
  images: number;
  scripts: number;
  bodyText: string;
}

let browser: Chromium;
beforeAll(() => {
  browser = Chromium.launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Loads the page, returns what its DOM holds and the error-level events seen, and keeps a screenshot. */
async function render(
  file: string,
  screenshot: string,
): Promise<{ dom: Rendered; errors: string[]; requests: string[] }> {
  const session = await browser.openPage();
  const loaded = browser.waitFor('Page.loadEventFired', session);
  const url = pathToFileURL(file).href;
  await browser.send('Page.navigate', { url }, session);
  await loaded;
  const expression = `JSON.stringify({
    title: document.title,
    findings: document.querySelectorAll('li.finding').length,
    findingTexts: [...document.querySelectorAll('li.finding .message')].map((node) => node.textContent),
    bars: document.querySelectorAll('svg.chart g.tool rect').length,
    barWidths: [...document.querySelectorAll('svg.chart g.tool rect')].map((node) => node.getBoundingClientRect().width),
    images: document.images.length,
    scripts: document.scripts.length,
    bodyText: document.body.innerText,
  })`;
  const evaluated = (await browser.send('Runtime.evaluate', { expression, returnByValue: true }, session)) as {
    result: { value: string };
  };
  const shot = (await browser.send(
    'Page.captureScreenshot',
    { format: 'png', captureBeyondViewport: true },
    session,
  )) as { data: string };
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, screenshot), Buffer.from(shot.data, 'base64'));
  const mine = browser.events.filter((event) => event.sessionId === session);
  const errors = mine.filter(isError).map((event) => JSON.stringify(event.params).slice(0, 500));
  const requests = mine
    .filter((event) => event.method === 'Network.requestWillBeSent')
    .map((event) => (event.params.request as { url: string }).url)
    .filter((requested) => requested !== url);
  return { dom: JSON.parse(evaluated.result.value) as Rendered, errors, requests };
}

function isError(event: CdpEvent): boolean {
  if (event.method === 'Runtime.exceptionThrown') return true;
  if (event.method === 'Runtime.consoleAPICalled')
    return event.params.type === 'error' || event.params.type === 'warning';
  if (event.method === 'Log.entryAdded') return (event.params.entry as { level: string }).level !== 'verbose';
  return false;
}

describe('--format html in headless Chromium', () => {
  it('renders the example capture: every finding in the DOM, a bar per tool, no console error, nothing loaded', async () => {
    const dir = tempDir();
    const report = join(dir, 'report.html');
    const json = await runMcpLint([join(REPO_ROOT, 'examples', 'tools.json'), '--format', 'json']);
    const run = await runMcpLint([join(REPO_ROOT, 'examples', 'tools.json'), '--format', 'html', '-o', report]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(json.code);
    const [result] = JSON.parse(json.stdout) as Array<{ messages: Array<{ message: string }>; toolCount: number }>;
    const { dom, errors, requests } = await render(report, 'html-report-example.png');
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    expect(dom.findings).toBe(result!.messages.length);
    expect(dom.findingTexts).toEqual(result!.messages.map((message) => message.message));
    expect(dom.bars).toBe(result!.toolCount);
    expect(dom.bodyText).toContain('tokens (cl100k_base)');
    // The costliest tool fills the bar column; none is wider.
    expect(Math.max(...dom.barWidths)).toBeGreaterThan(100);
  });

  it('shows hostile names and descriptions as text: no injected element, no script run, controls written out', async () => {
    const dir = tempDir();
    const capture = join(dir, 'tools.json');
    const report = join(dir, 'report.html');
    const tools = [
      {
        name: HOSTILE_NAME,
        description: HOSTILE_DESCRIPTION,
        inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
      },
      { name: 'plain', description: 'A plain tool.', inputSchema: { type: 'array' } },
    ];
    writeFileSync(capture, JSON.stringify({ tools }, null, 2));
    const run = await runMcpLint([capture, '--format', 'html', '-o', report]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const { dom, errors, requests } = await render(report, 'html-report-hostile.png');
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    expect(dom.title).toBe('mcp-lint report');
    expect(dom.images).toBe(0);
    expect(dom.scripts).toBe(0);
    expect(dom.findings).toBeGreaterThan(0);
    expect(dom.bars).toBe(2);
    // The name reads as the text it is; the bidi override and the escape sequence are shown as \\uXXXX.
    expect(dom.bodyText).toContain('</script><img src=x onerror=');
    expect(dom.bodyText).toContain('\\u202egnp.exe');
    expect(dom.bodyText).not.toMatch(/[\u202e\u001b\u0007]/);
  });
});
