// The keyboard alone, as a person who cannot use a mouse moves through a page (WCAG 2.1.1): Tab to
// the next control, and at every stop the focus is on screen, not hidden behind something the page
// drew (2.4.11, focus not obscured) and visibly marked (2.4.7, focus visible): the control, or its
// label, looks different focused than not.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** What is wrong with the focused element as a person sees it, or null when nothing is. */
async function problemaDelFoco(page: Page): Promise<{ problema: string | null; nombre: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { problema: 'nada tiene el foco', nombre: '' };
    const texto = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    const nombre = `${el.tagName.toLowerCase()} «${texto.trim().slice(0, 60)}»`;
    // A control drawn by its label (a small native box inside a <label>) is seen with its label.
    const visto = (el.closest('label') as HTMLElement | null) ?? el;
    const b = visto.getBoundingClientRect();
    if (b.width < 1 || b.height < 1) return { problema: `${nombre} no tiene tamaño`, nombre };
    if (b.bottom <= 0 || b.top >= innerHeight || b.right <= 0 || b.left >= innerWidth) {
      return { problema: `${nombre} fuera de la pantalla (${Math.round(b.top)} px)`, nombre };
    }
    // 2.4.11: some of it shows; a sticky bar, a banner or a toast covering all of it fails.
    const puntos: Array<[number, number]> = [
      [0.5, 0.5],
      [0.1, 0.5],
      [0.9, 0.5],
      [0.5, 0.1],
      [0.5, 0.9],
    ];
    const asoma = puntos.some(([fx, fy]) => {
      const x = Math.min(Math.max(b.left + b.width * fx, 0), innerWidth - 1);
      const y = Math.min(Math.max(b.top + b.height * fy, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      return !!hit && (visto.contains(hit) || hit.contains(el));
    });
    if (!asoma) {
      const encima = document.elementFromPoint(b.left + b.width / 2, Math.min(b.top + b.height / 2, innerHeight - 1));
      return { problema: `${nombre} tapado por ${encima?.outerHTML.slice(0, 120) ?? 'nada'}`, nombre };
    }
    // 2.4.7: the focused look differs from the unfocused one (outline, ring, border or background).
    const aspecto = () =>
      [el, visto, ...visto.querySelectorAll('*')]
        .slice(0, 30)
        .map((n) => {
          const s = getComputedStyle(n);
          return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor, s.textDecorationLine].join(
            '|',
          );
        })
        .join('\n');
    const enfocado = aspecto();
    el.blur();
    const sinFoco = aspecto();
    el.focus();
    if (enfocado === sinFoco) return { problema: `${nombre} no muestra que tiene el foco`, nombre };
    return { problema: null, nombre };
  });
}

/**
 * The focused element is on screen, not covered and visibly marked — within 3 s: a page that moves the
 * focus after an answer arrives (the adjustment request's) may have none for a moment under load.
 */
export async function expectFocoVisible(page: Page, que: string): Promise<void> {
  await expect.poll(async () => (await problemaDelFoco(page)).problema, { message: `${que}: foco`, timeout: 3_000 }).toBeNull();
}

/**
 * Presses Tab until `destino` has the focus (at most `maximo` times), checking the focus at every
 * stop on the way; fails when it never arrives (a control the keyboard cannot reach).
 */
export async function tabularHasta(page: Page, destino: Locator, que: string, maximo = 25): Promise<void> {
  const recorrido: string[] = [];
  for (let i = 0; i < maximo; i++) {
    await page.keyboard.press('Tab');
    const { problema, nombre } = await problemaDelFoco(page);
    recorrido.push(nombre);
    expect(problema, `${que}: parada ${i + 1} del tabulador`).toBeNull();
    if (await destino.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${que}: el tabulador no llega en ${maximo} pasos (pasó por ${recorrido.join(' → ')})`);
}

/** Tab until the element matching `selector` has the focus (the keyboard's way to a field), at most 40 times. */
export async function tabHasta(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`El foco no llegó a ${selector} con el tabulador`);
}
