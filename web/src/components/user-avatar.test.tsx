// The avatar's initials come from lib/iniciales.ts: Chakra's own take the last word («ÓW» for
// Óscar Núñez Walk, D115).
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../app/theme';
import { UserAvatar } from './user-avatar';

const avatar = (nombre: string) =>
  render(
    <ChakraProvider value={system}>
      <UserAvatar nombre={nombre} />
    </ChakraProvider>,
  ).container;

describe('UserAvatar', () => {
  it('shows the given name and first surname', () => {
    expect(avatar('Óscar Núñez Walk').textContent).toBe('ÓN');
  });

  it('an empty name shows the person icon, no letters', () => {
    const vista = avatar('');
    expect(vista.textContent).toBe('');
    expect(vista.querySelector('svg')).not.toBeNull();
  });
});
