// The card the signed-out screens around the sign-in share (recovery, reset, the first-sign-in
// password change): the product's mark, a title, a line of explanation and the content. The
// sign-in page itself is its own entry without Chakra (login.html, D86), drawn alike.
import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { APP_VERSION } from '@shared/constants';
import { PRODUCT_NAME } from '@shared/messages';
import { BrandMark } from '../../../components/brand-logo';

export function AuthCard({ titulo, descripcion, children }: { titulo: string; descripcion: ReactNode; children: ReactNode }) {
  return (
    <Flex
      as="main"
      minH="100dvh"
      direction="column"
      align="center"
      justify="center"
      px="4"
      py={{ base: '8', md: '12' }}
      bg="brand.50"
      bgImage="radial-gradient(circle at 15% 10%, rgba(0, 102, 204, 0.16), transparent 45%), radial-gradient(circle at 85% 90%, rgba(0, 102, 204, 0.12), transparent 40%)"
    >
      <Card.Root width="full" maxW="md" shadow="xl" borderWidth="0" rounded="2xl">
        <Card.Body px={{ base: '6', md: '10' }} py={{ base: '7', md: '9' }}>
          <Stack gap="5">
            <VStack gap="3" textAlign="center">
              <BrandMark size={12} />
              <Heading as="h1" size="2xl" letterSpacing="tight" color="brand.fg">
                {titulo}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {descripcion}
              </Text>
            </VStack>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Box mt="6" fontSize="xs" color="fg.muted">
        © {new Date().getFullYear()} {PRODUCT_NAME} · v{APP_VERSION}
      </Box>
    </Flex>
  );
}
