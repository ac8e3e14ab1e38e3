// Dashboard screen: a greeting until its iteration lands (the login lands here).
import { Box, Heading, Text } from '@chakra-ui/react';
import { useSession } from '../../lib/session';

export function DashboardPage() {
  const { user } = useSession();
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        Dashboard
      </Heading>
      {user && (
        <Text fontSize="lg" mb="1">
          Hola, {user.nombre}
        </Text>
      )}
      <Text color="fg.muted">Esta pantalla se completa en una próxima versión.</Text>
    </Box>
  );
}
