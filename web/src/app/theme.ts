// The whole Chakra UI v3 design system (every recipe of the default theme) with the Talentia brand.
// It loads with the first screen after the login (theme-initial.ts swaps it in); the login screen draws
// with the smaller system of theme-initial.ts.
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { brand } from './theme-brand';

export const system = createSystem(defaultConfig, brand);
