// The social-login callback screen (/oauth/success, spec part 1 §2.3, §8.3): processing, then
// success (on to /dashboard after 2 s) or the error with a way back to the login screen.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Center, Heading, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { TIEMPOS } from '@shared/constants';
import { oauth as msg } from '@shared/messages';
import { BrandMark } from '../../components/brand-logo';
import { useSession } from '../../lib/session';
import { exchangeOAuthToken, oauthErrorAyuda, oauthErrorMessage, parseExpiresIn } from './api/oauth-callback';

type Estado = { status: 'processing' } | { status: 'success' } | { status: 'error'; message: string; ayuda?: string };

/** Leaves the token out of the address bar and the history once it has been read. */
function forgetQueryInAddressBar() {
  if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
}

export function OAuthSuccessPage() {
  const navigate = useNavigate();
  const { login, status } = useSession();
  const [params] = useSearchParams();
  // The hand-off runs once per visit; StrictMode's second effect run and later runs attach to it.
  const handOff = useRef<Promise<void> | null>(null);
  // The query is read once: the address bar is cleaned right after.
  const [query] = useState(() => ({
    token: params.get('token'),
    error: params.get('error'),
    expiresIn: parseExpiresIn(params.get('expiresIn')),
  }));
  const [estado, setEstado] = useState<Estado>(() => {
    const { token, error } = query;
    if (error) return { status: 'error', message: oauthErrorMessage(error), ayuda: oauthErrorAyuda(error) };
    if (!token) return { status: 'error', message: msg.sinToken };
    return { status: 'processing' };
  });

  useEffect(() => {
    forgetQueryInAddressBar();
    const { token, error, expiresIn } = query;
    // A previously stored token still being checked must not race with the new one.
    if (error || !token || status === 'loading') return;
    let cancelled = false;
    handOff.current ??= exchangeOAuthToken(token, expiresIn).then(login);
    handOff.current
      .then(() => {
        if (!cancelled) setEstado({ status: 'success' });
      })
      .catch(() => {
        if (!cancelled) setEstado({ status: 'error', message: msg.errorProcesando });
      });
    return () => {
      cancelled = true;
    };
  }, [login, status, query]);

  useEffect(() => {
    if (estado.status !== 'success') return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), TIEMPOS.redirectAfterSuccessMs);
    return () => clearTimeout(timer);
  }, [estado.status, navigate]);

  return (
    <Center minH="100dvh" px="4" bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg">
      <Card.Root width="full" maxW="sm" shadow="lg" borderWidth="0" rounded="2xl">
        <Card.Body>
          <VStack gap="4" py="4" textAlign="center">
            <BrandMark size={12} />
            {estado.status === 'processing' && (
              <Stack gap="3" align="center" role="status" aria-live="polite">
                <Spinner color="brand.solid" size="lg" />
                <Text fontWeight="medium">Procesando autenticación...</Text>
              </Stack>
            )}
            {estado.status === 'success' && (
              <Stack gap="2" align="center" role="status" aria-live="polite">
                <Heading as="h1" size="lg" color="green.fg">
                  {msg.exito}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  Entrando en tu panel...
                </Text>
              </Stack>
            )}
            {estado.status === 'error' && (
              <Stack gap="4" align="center" width="full">
                <Stack role="alert" gap="2">
                  <Text color="fg.error" fontWeight="medium">
                    {estado.message}
                  </Text>
                  {estado.ayuda && (
                    <Text color="fg.muted" fontSize="sm">
                      {estado.ayuda}
                    </Text>
                  )}
                </Stack>
                <Button colorPalette="brand" width="full" onClick={() => navigate('/login', { replace: true })}>
                  {msg.reintentar}
                </Button>
              </Stack>
            )}
          </VStack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
