// The focus indicator (WCAG 2.2 focus appearance, D115): Chakra's inputs drew a 1 px
// ring in gray.400, 2.6:1 on white. In both design systems (the first screen's and the whole one)
// every palette's ring must be at least 2 px and 3:1 against what surrounds it.
import type { SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { initialSystem } from './theme-initial';
import { system } from './theme';

type Modo = '_light' | '_dark';

/** A colour token's value in a mode, its references followed: '#0066cc'. */
function color(sistema: SystemContext, nombre: string, modo: Modo): string {
  const token = sistema.tokens.getByName(`colors.${nombre}`);
  if (!token) throw new Error(`No existe colors.${nombre}`);
  const condiciones = token.extensions.conditions as Record<string, string> | undefined;
  const valor = String(condiciones ? (condiciones[modo] ?? condiciones.base) : token.value);
  const referencia = /^\{colors\.(.+)\}$/.exec(valor);
  return referencia ? color(sistema, referencia[1], modo) : valor;
}

/** WCAG relative luminance of '#rrggbb'. */
function luminancia(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contraste(a: string, b: string): number {
  const [claro, oscuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x);
  return (claro + 0.05) / (oscuro + 0.05);
}

// Chakra's palettes and the brand: any of them may hold a focused input or button.
const PALETAS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink', 'brand'];
// What a ring sits on or next to: the page, cards, muted fields and an unfocused input's border.
const FONDOS = ['bg', 'bg.subtle', 'bg.muted', 'border'];

describe.each([
  ['first screen', initialSystem],
  ['whole', system],
])('focus ring of the %s system', (_, sistema) => {
  it.each(PALETAS)('%s: 3:1 against every background, in light and dark mode', (paleta) => {
    for (const modo of ['_light', '_dark'] as const) {
      const anillo = color(sistema, `${paleta}.focusRing`, modo);
      expect(anillo).toMatch(/^#[0-9a-f]{6}$/i);
      for (const fondo of FONDOS) {
        const ratio = contraste(anillo, color(sistema, fondo, modo));
        expect(ratio, `${paleta}.focusRing ${modo} sobre ${fondo}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("is 2 px wide: inputs' 'inside' ring reads the width the page sets", () => {
    const base = sistema.getGlobalCss()['@layer base'] as Record<string, Record<string, string>>;
    expect(base['&html']['--focus-ring-width']).toBe('2px');
  });
});
