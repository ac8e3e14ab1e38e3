// What a person sees, measured: an element is on screen (its box inside the viewport), clickable
// (the element under its centre is it or inside it, not something covering it) and boxes do not
// overlap. A screenshot that "passed" once hid a menu whose icons were 260 px wide; these checks
// would not have.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export interface Caja {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function caja(locator: Locator): Promise<Caja> {
  const box = await locator.boundingBox();
  expect(box, 'el elemento no tiene caja: no se ve').not.toBeNull();
  return box!;
}

/** The element's whole box is inside the viewport (1 px of rounding allowed). */
export async function expectEnPantalla(page: Page, locator: Locator, que: string): Promise<Caja> {
  const box = await caja(locator);
  const vp = page.viewportSize()!;
  const dentro = box.x >= -1 && box.y >= -1 && box.x + box.width <= vp.width + 1 && box.y + box.height <= vp.height + 1;
  expect(dentro, `${que} fuera de la pantalla ${vp.width}×${vp.height}: ${JSON.stringify(box)}`).toBe(true);
  expect(box.width > 0 && box.height > 0, `${que} sin tamaño`).toBe(true);
  return box;
}

/** The element is on screen and nothing covers its centre, so a click lands on it. */
export async function expectClicable(page: Page, locator: Locator, que: string): Promise<Caja> {
  const box = await expectEnPantalla(page, locator, que);
  const encima = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit === el || (!!hit && el.contains(hit)) ? null : (hit?.outerHTML.slice(0, 120) ?? 'nada');
  });
  expect(encima, `${que}: otro elemento tapa su centro`).toBeNull();
  return box;
}

export function seSolapan(a: Caja, b: Caja): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

/** No two of the boxes overlap. */
export function expectSinSolapes(cajas: Caja[], que: string): void {
  for (let i = 0; i < cajas.length; i++) {
    for (let j = i + 1; j < cajas.length; j++) {
      expect(
        seSolapan(cajas[i]!, cajas[j]!),
        `${que}: ${i} y ${j} se solapan (${JSON.stringify(cajas[i])} / ${JSON.stringify(cajas[j])})`,
      ).toBe(false);
    }
  }
}

/**
 * A table (or any wide block) on a narrow screen: the box that shows it — its nearest ancestor that
 * scrolls sideways, else itself — starts and ends within the screen's width, so the page does not
 * scroll sideways and what does not fit scrolls inside its own box.
 */
export async function expectMarcoDentro(page: Page, locator: Locator, que: string): Promise<void> {
  const marco = await locator.evaluate((t) => {
    let el: HTMLElement | null = t as HTMLElement;
    while (el && el !== document.body && !['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) el = el.parentElement;
    const r = (el && el !== document.body ? el : (t as HTMLElement)).getBoundingClientRect();
    return { izquierda: r.left, derecha: r.right };
  });
  const ancho = page.viewportSize()!.width;
  expect(marco.izquierda, `${que}: su marco empieza dentro de la pantalla`).toBeGreaterThanOrEqual(-1);
  expect(marco.derecha, `${que}: su marco acaba dentro de la pantalla (${ancho} px)`).toBeLessThanOrEqual(ancho + 1);
}
