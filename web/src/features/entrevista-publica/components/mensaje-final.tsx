// The pages with nothing left to do but read: the thank-you after finishing, a second visit to a
// finished interview, and a link that is not (or no longer) valid.
import type { ReactNode } from 'react';
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { CheckCircleIcon, InfoIcon } from '../../../components/icons';

export function MensajeFinal({ titulo, tono, children }: { titulo: string; tono: 'exito' | 'info'; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" maxW="2xl" mx="auto">
      <Card.Body p={{ base: '6', md: '10' }}>
        <Stack gap="4" align="center" textAlign="center">
          <Box
            p="3"
            rounded="full"
            bg={tono === 'exito' ? 'green.subtle' : 'brand.subtle'}
            color={tono === 'exito' ? 'green.fg' : 'brand.fg'}
            aria-hidden
          >
            {tono === 'exito' ? <CheckCircleIcon boxSize="8" /> : <InfoIcon boxSize="8" />}
          </Box>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {titulo}
          </Heading>
          <Stack gap="3" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="xl">
            {children}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function Parrafo({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}
