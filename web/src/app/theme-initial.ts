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
import { breakpoints } from '@chakra-theme/breakpoints';
import { globalCss } from '@chakra-theme/global-css';
import { layerStyles } from '@chakra-theme/layer-styles';
import { animationStyles } from '@chakra-theme/motion-styles';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { buttonRecipe } from '@chakra-theme/recipes/button';
import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { iconRecipe } from '@chakra-theme/recipes/icon';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-theme/text-styles';
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { colors } from '@chakra-theme/tokens/colors';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { fonts } from '@chakra-theme/tokens/fonts';
import { keyframes } from '@chakra-theme/tokens/keyframes';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';
import { brand } from './theme-brand';

/** The splash, the error screen and the toasts: Chakra's tokens and the recipes they use. */
export const initialSystem: SystemContext = createSystem(
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
  brand,
);

let current = initialSystem;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

/** Loads the whole design system once and switches the provider to it; every screen awaits it. */
export function loadWholeSystem(): Promise<void> {
  loading ??= import('./theme').then(
    ({ system }) => {
      current = system;
      for (const notify of listeners) notify();
    },
    (error: unknown) => {
      // A failed download (e.g. offline) may be tried again by the next screen.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The system the provider hands to Chakra: the initial one until the whole one has loaded. */
export function useDesignSystem(): SystemContext {
  return useSyncExternalStore(subscribe, () => current);
}
