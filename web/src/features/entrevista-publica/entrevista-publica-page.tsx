// The candidate's public interview link (/entrevista/:accessToken), outside the logged-in shell.
// A placeholder until the interview iteration lands.
import { Card, Center } from '@chakra-ui/react';
import { PlaceholderPage } from '../../components/placeholder-page';

export function EntrevistaPublicaPage() {
  return (
    <Center minH="100dvh" px="4">
      <Card.Root width="full" maxW="lg">
        <Card.Body>
          <PlaceholderPage title="Entrevista" />
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
