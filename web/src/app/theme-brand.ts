// The Talentia brand on top of Chakra UI v3's default theme: the palette built around the spec's
// default colours (primary #0066cc, secondary #f0f9ff) and one focus ring. Components use
// colorPalette="brand". Both systems (theme-initial.ts for the first screen, theme.ts for the rest) add it.
import { defineConfig } from '@chakra-ui/react';
// Already in the first screen's system (theme-initial.ts): no extra download.
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { COLORES_POR_DEFECTO } from '@shared/constants';

/**
 * The focus ring of every palette (WCAG 2.2 focus appearance, D115). Chakra draws each
 * palette's own: the default grey one is gray.400, 2.6:1 on white, and green or yellow are fainter
 * still. brand.600 is 5.6:1 on white and 4.4:1 on the grey of an input's border; brand.300 is over
 * 9:1 on the dark backgrounds. An invalid input keeps its red ring (border.error, 3.8:1).
 */
const ANILLO_FOCO = { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } };

const anilloPorPaleta = Object.fromEntries(
  Object.entries(semanticColors)
    .filter(([, tokens]) => 'focusRing' in tokens)
    .map(([paleta]) => [paleta, { focusRing: ANILLO_FOCO }]),
);

export const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: COLORES_POR_DEFECTO.secundario },
          100: { value: '#dcefff' },
          200: { value: '#b6dcfd' },
          300: { value: '#7fc0f8' },
          400: { value: '#3f9bef' },
          500: { value: '#1a7fe0' },
          600: { value: COLORES_POR_DEFECTO.primario },
          700: { value: '#0052a6' },
          800: { value: '#003f80' },
          900: { value: '#002b59' },
          950: { value: '#001a38' },
        },
      },
    },
    semanticTokens: {
      colors: {
        ...anilloPorPaleta,
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: ANILLO_FOCO,
        },
        // Chakra's default error text (red.500) is 3.8:1 on white; WCAG AA asks 4.5:1 for text.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        primary: { value: '{colors.brand.600}' },
        secondary: { value: '{colors.brand.50}' },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    // Inputs, selects and textareas draw their ring 'inside', 1 px unless this says otherwise;
    // buttons' 'outside' ring is 2 px already. Inherited by every element, portals included.
    html: { focusRingWidth: '2px' },
    // A tab strip wider than a phone scrolls sideways instead of squeezing its tabs: a squeezed tab
    // centred its label and cut its first letters («esumen» at 390 px, D126).
    '.chakra-tabs__list': { overflowX: 'auto', overflowY: 'hidden', maxW: 'full' },
    '.chakra-tabs__trigger': { flexShrink: 0 },
  },
});
