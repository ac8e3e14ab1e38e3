// A part of the Analytics screen: a second-level heading (under the page's h1), an optional line
// that says what it shows, and its content. The heading names the section for assistive tech.
import { type ReactNode, useId } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { SIN_DATOS } from '../formato';

interface BloqueProps {
  titulo: string;
  descripcion?: ReactNode;
  children: ReactNode;
}

export function Bloque({ titulo, descripcion, children }: BloqueProps) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <Box mb="3">
        <Heading as="h2" size="lg" id={id}>
          {titulo}
        </Heading>
        {descripcion && (
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {descripcion}
          </Text>
        )}
      </Box>
      {children}
    </Box>
  );
}

/** What a block, a chart or a figure shows when there is nothing to compute it from. */
export function SinDatos({ detalle }: { detalle?: string }) {
  return (
    <Box py="4">
      <Text color="fg.muted" fontWeight="medium">
        {SIN_DATOS}
      </Text>
      {detalle && (
        <Text fontSize="sm" color="fg.muted">
          {detalle}
        </Text>
      )}
    </Box>
  );
}
