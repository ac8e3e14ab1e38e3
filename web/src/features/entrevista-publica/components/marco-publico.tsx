// The frame of the candidate's page: the inviting company's name (its colour as a thin accent, never
// as text, so no company colour can make the page unreadable), the content in one readable column,
// and the product's name at the foot. Outside the logged-in shell: the candidate has no account.
import type { ReactNode } from 'react';
import { Alert, Box, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@shared/messages';
import { BrandMark } from '../../../components/brand-logo';

/** A CSS colour we accept from the company's settings: hex only (anything else falls back to the brand). */
export function colorEmpresa(color: string | null | undefined): string | undefined {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim()) ? color.trim() : undefined;
}

interface MarcoPublicoProps {
  empresa?: string;
  color?: string | null;
  /** An interviewer runs it ("Iniciar" on the Entrevistas screen): said on every step. */
  asistida?: boolean;
  children: ReactNode;
}

export function MarcoPublico({ empresa, color, asistida, children }: MarcoPublicoProps) {
  const acento = colorEmpresa(color);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" borderTopWidth="4px" borderTopColor={acento ?? 'brand.solid'}>
        <Container maxW="3xl" px={{ base: '4', md: '6' }} py="3">
          <HStack gap="3" minH="10">
            {acento ? (
              <Box boxSize="3" rounded="full" bg={acento} flexShrink={0} aria-hidden data-testid="acento-empresa" />
            ) : (
              <BrandMark size={8} />
            )}
            <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={1}>
              {empresa || 'Entrevista'}
            </Text>
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1" py={{ base: '5', md: '10' }}>
        <Container maxW="3xl" px={{ base: '4', md: '6' }}>
          {asistida && (
            <Alert.Root status="info" rounded="md" mb="5" data-testid="sesion-asistida">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Entrevista asistida</Alert.Title>
                <Alert.Description>
                  Una persona de la empresa dirige esta entrevista y escribe las respuestas del candidato: léele cada pregunta y los avisos
                  en voz alta.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {children}
        </Container>
      </Box>
      <Box as="footer" py="5" textAlign="center" fontSize="xs" color="fg.muted">
        Entrevista gestionada con {PRODUCT_NAME}
      </Box>
    </Flex>
  );
}
