// Playwright (playwright-core) driving Debian's Chromium: no browser download. The flags keep
// Chromium off the network this machine does not have. Every screenshot is also an accessibility
// check (axe-core, injected from node_modules).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../infra/local/stack.js';

export const SCREENSHOTS = join(REPO_ROOT, 'test-results', 'screenshots');

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium no está instalado: apt-get install -y chromium (o define CHROMIUM_PATH)');
  return found;
}

/** Chromium's flags for this machine: no sandbox or GPU, and no call to the network (updates, sync, QUIC). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
}

/**
 * Waits until no toast is on screen (10 s at most). On a phone's width they sit over the bottom of the
 * screen for their 4 s; a click aimed at what is under one moves the pointer onto it, and a hovered
 * toast pauses its timer (Zag's toast machine), so the click would wait for ever. A person's finger does
 * not hover; a test's pointer does.
 */
export async function sinAvisos(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-scope="toast"][data-part="root"]').count(), { timeout: 10_000 }).toBe(0);
}

/**
 * Waits for the transitions running now (a drawer or dialog opening, a backdrop fading in, a bar
 * easing to its width) to end, so the photo, axe's contrast check and a geometry check see the
 * screen a person sees once it has settled — not a half-faded backdrop over a badge, nor a dialog
 * still sliding in. Endless animations (spinners) are not waited for; 2 s at most. It answers as soon
 * as they end: a fixed pause was too long on a quiet machine and could be too short on a loaded one.
 */
export async function animacionesTerminadas(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 2000)),
    ]),
  );
}

/**
 * Saves the screen for a person to look at, checks that no shown tab's label is cut, and answers axe-core's
 * findings on that same screen (one axe run: it is most of a photograph's time in the renderer).
 */
async function fotografiar(page: Page, name: string): Promise<{ file: string; violations: AxeViolation[] }> {
  const file = join(SCREENSHOTS, `${name}.png`);
  await animacionesTerminadas(page);
  await page.screenshot({ path: file, fullPage: true });
  // Every shown tab's label whole: a tab squeezed by a narrow strip cut its first letters (D126).
  const cortadas = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="tab"]')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent} (${el.scrollWidth} > ${el.clientWidth} px)`),
  );
  if (cortadas.length) throw new Error(`Pestañas cortadas (${name}): ${cortadas.join(', ')}`);
  return { file, violations: await accessibilityViolations(page) };
}

/**
 * Saves the screen for a person to look at, and checks it with axe-core (WCAG 2.2 A/AA, issue 55 item 5): every
 * screen the browser suite photographs must have no serious or critical finding.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const { file, violations } = await fotografiar(page, name);
  if (violations.length) throw new Error(`Accesibilidad (${name}): ${JSON.stringify(violations, null, 2)}`);
  return file;
}

/**
 * A step's photograph and its axe check named in the test's own words (`que`, the assertion's message):
 * a finding fails the test there, saying which screen, beside the file the person will look at. The
 * photograph's own axe run is the one asserted (it used to run twice on the same screen).
 */
export async function fotoSinHallazgos(page: Page, name: string, que: string): Promise<void> {
  const { violations } = await fotografiar(page, name);
  expect(violations, que).toEqual([]);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.0–2.2 A/AA check (2.2 adds target size, 2.5.8) of what the page shows now; serious and critical findings only. */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not as an inline <script>: the production build's
  // Content-Security-Policy (script-src 'self') refuses inline scripts, as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/**
 * Collects every Content-Security-Policy violation the page reports, from its first script on (an
 * init script is not subject to the page's CSP); call the returned function to read them.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) fromConsole.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}
