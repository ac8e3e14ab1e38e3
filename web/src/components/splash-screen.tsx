// Shown while the app starts (the stored session is being verified): spec part 1 §2.1.
import { Card, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { PRODUCT_NAME, fmt, login } from '@shared/messages';
import { BrandMark } from './brand-logo';

export function SplashScreen() {
  return (
    <Center minH="100dvh" px="4" bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg">
      <Card.Root width="full" maxW="sm" shadow="lg" borderWidth="0" role="status" aria-live="polite">
        <Card.Body>
          <VStack gap="4" py="4" textAlign="center">
            <BrandMark size={14} />
            <Text fontSize="xl" fontWeight="semibold">
              {fmt(login.cargando, { product: PRODUCT_NAME })}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Inicializando el sistema adaptativo de IA para entrevistas y evaluación de candidatos
            </Text>
            <Spinner color="brand.solid" size="md" />
          </VStack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
