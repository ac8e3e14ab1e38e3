// The design system in use. The app's first screen (the splash while a session is checked, the
// error screen, the toasts) draws with a system that holds Chakra's tokens and only the recipes
// those use, so it loads a fraction of Chakra's theme; the first screen after it loads the whole
// system (theme.ts) and the provider switches to it. Both share tokens, global styles and brand, so
// the switch changes nothing already drawn. (The sign-in page has no Chakra at all: login.html, D86.)
import { useSyncExternalStore } from 'react';
import { type SystemContext, createSystem, defaultBaseConfig } from '@chakra-ui/react';
// Chakra's package exports its theme only whole ('@chakra-ui/react/theme' holds every recipe);
// these paths (an alias in vite.config.ts and tsconfig.json) reach its parts one by one. They are
// put together as that module does, in Chakra 3.37.0 (pinned in package.json).
import { breakpoints } from '@chakra-tema/breakpoints';
import { globalCss } from '@chakra-tema/global-css';
import { layerStyles } from '@chakra-tema/layer-styles';
import { animationStyles } from '@chakra-tema/motion-styles';
import { alertSlotRecipe } from '@chakra-tema/recipes/alert';
import { buttonRecipe } from '@chakra-tema/recipes/button';
import { cardSlotRecipe } from '@chakra-tema/recipes/card';
import { iconRecipe } from '@chakra-tema/recipes/icon';
import { spinnerRecipe } from '@chakra-tema/recipes/spinner';
import { toastSlotRecipe } from '@chakra-tema/recipes/toast';
import { semanticColors } from '@chakra-tema/semantic-tokens/colors';
import { semanticRadii } from '@chakra-tema/semantic-tokens/radii';
import { semanticShadows } from '@chakra-tema/semantic-tokens/shadows';
import { textStyles } from '@chakra-tema/text-styles';
import { animations } from '@chakra-tema/tokens/animations';
import { aspectRatios } from '@chakra-tema/tokens/aspect-ratios';
import { blurs } from '@chakra-tema/tokens/blurs';
import { borders } from '@chakra-tema/tokens/borders';
import { colors } from '@chakra-tema/tokens/colors';
import { cursor } from '@chakra-tema/tokens/cursor';
import { durations } from '@chakra-tema/tokens/durations';
import { easings } from '@chakra-tema/tokens/easings';
import { fontSizes } from '@chakra-tema/tokens/font-sizes';
import { fontWeights } from '@chakra-tema/tokens/font-weights';
import { fonts } from '@chakra-tema/tokens/fonts';
import { keyframes } from '@chakra-tema/tokens/keyframes';
import { letterSpacings } from '@chakra-tema/tokens/letter-spacing';
import { lineHeights } from '@chakra-tema/tokens/line-heights';
import { radii } from '@chakra-tema/tokens/radius';
import { sizes } from '@chakra-tema/tokens/sizes';
import { spacing } from '@chakra-tema/tokens/spacing';
import { zIndices } from '@chakra-tema/tokens/z-indices';
import { marca } from './theme-marca';

/** The splash, the error screen and the toasts: Chakra's tokens and the recipes they use. */
export const sistemaInicial: SystemContext = createSystem(
  defaultBaseConfig,
  {
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        aspectRatios,
        animations,
        blurs,
        borders,
        colors,
        durations,
        easings,
        fonts,
        fontSizes,
        fontWeights,
        letterSpacings,
        lineHeights,
        radii,
        spacing,
        sizes,
        zIndex: zIndices,
        cursor,
      },
      semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: { button: buttonRecipe, icon: iconRecipe, spinner: spinnerRecipe },
      slotRecipes: { alert: alertSlotRecipe, card: cardSlotRecipe, toast: toastSlotRecipe },
    },
  },
  marca,
);

let sistema = sistemaInicial;
const oyentes = new Set<() => void>();
let carga: Promise<void> | null = null;

/** Loads the whole design system once and switches the provider to it; every screen awaits it. */
export function cargarTemaCompleto(): Promise<void> {
  carga ??= import('./theme').then(
    ({ system }) => {
      sistema = system;
      for (const avisar of oyentes) avisar();
    },
    (error: unknown) => {
      // A failed download (e.g. offline) may be tried again by the next screen.
      carga = null;
      throw error;
    },
  );
  return carga;
}

function suscribir(avisar: () => void): () => void {
  oyentes.add(avisar);
  return () => oyentes.delete(avisar);
}

/** The system the provider hands to Chakra: the initial one until the whole one has loaded. */
export function useSistema(): SystemContext {
  return useSyncExternalStore(suscribir, () => sistema);
}
