// A titled part of a page or a form: a heading, an optional line that says what it is for, optional
// actions beside the heading, and its content. `enTarjeta` draws it as a card (dashboards); without
// it, it is a plain block (the tabs of a form). The heading names the section for assistive tech.
import { type ReactNode, useId } from 'react';
import { Box, Card, HStack, Heading, Text } from '@chakra-ui/react';

interface SeccionProps {
  titulo: string;
  descripcion?: string;
  acciones?: ReactNode;
  enTarjeta?: boolean;
  children: ReactNode;
}

export function Seccion({ titulo, descripcion, acciones, enTarjeta = false, children }: SeccionProps) {
  const id = useId();
  const cabecera = (
    <HStack justify="space-between" align="start" gap="3" mb={enTarjeta ? '0' : '3'}>
      <Box minW="0">
        <Heading as="h3" size={enTarjeta ? 'md' : 'sm'} id={id}>
          {titulo}
        </Heading>
        {descripcion && (
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {descripcion}
          </Text>
        )}
      </Box>
      {acciones}
    </HStack>
  );
  if (!enTarjeta) {
    return (
      <Box as="section" aria-labelledby={id}>
        {cabecera}
        {children}
      </Box>
    );
  }
  return (
    <Card.Root as="section" size="sm" h="full" variant="outline" bg="bg" aria-labelledby={id}>
      <Card.Header>{cabecera}</Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
