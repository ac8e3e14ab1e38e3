// The social-login callback screen (/oauth/success, spec part 1 §2.3). A placeholder until the
// OAuth iteration lands: it offers the way back to the login screen.
import { Button, Card, Center, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { oauth } from '../../../../shared/messages';
import { PlaceholderPage } from '../../components/placeholder-page';

export function OAuthSuccessPage() {
  const navigate = useNavigate();
  return (
    <Center minH="100dvh" px="4">
      <Card.Root width="full" maxW="md">
        <Card.Body>
          <Stack gap="6">
            <PlaceholderPage title="Inicio de sesión social" />
            <Button colorPalette="brand" onClick={() => navigate('/login', { replace: true })}>
              {oauth.reintentar}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
