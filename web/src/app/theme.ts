// The whole Chakra UI v3 design system (every recipe of the default theme) with the Talentia brand.
// It loads with the first screen after the login (tema.ts swaps it in); the login screen draws
// with the smaller system of tema.ts.
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { marca } from './theme-marca';

export const system = createSystem(defaultConfig, marca);
