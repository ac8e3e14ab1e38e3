// A titled part of a company form tab, with an optional line that says what it is for.
import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

export function Seccion({ titulo, descripcion, children }: { titulo: string; descripcion?: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb={descripcion ? '0.5' : '3'}>
        {titulo}
      </Heading>
      {descripcion && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {descripcion}
        </Text>
      )}
      {children}
    </Box>
  );
}
