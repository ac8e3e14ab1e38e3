// The social-login callback screen (/oauth/success, spec part 1 §2.3, §8.3): processing, then
// success (on to /dashboard after 2 s) or the error with a way back to the sign-in page. The
// address carries no token: the callback set the HttpOnly refresh cookie, and the session's token
// comes from POST /api/auth/refresh (docs/decisions/ D75). A `token` in the query (an old link)
// is never read, and the query leaves the address bar at once.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Center, Heading, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { TIEMPOS } from '@shared/constants';
import { oauth as msg } from '@shared/messages';
import { BrandMark } from '../../components/brand-logo';
import { irALogin } from '../../lib/browser-navigation';
import { useSession } from '../../lib/session';
import { SinSesionOAuth, oauthErrorAyuda, oauthErrorMessage, openOAuthSession } from './api/oauth-callback';

type Estado = { status: 'processing' } | { status: 'success' } | { status: 'error'; message: string; ayuda?: string };

/** Leaves the query (the error, or a stray token of an old link) out of the address bar and the history. */
function forgetQueryInAddressBar() {
  if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
}

export function OAuthSuccessPage() {
  const navigate = useNavigate();
  const { login, status } = useSession();
  const [params] = useSearchParams();
  // The hand-off runs once per visit; StrictMode's second effect run and later runs attach to it.
  const handOff = useRef<Promise<void> | null>(null);
  // The error is read once: the address bar is cleaned right after. Nothing else of the query is read.
  const [error] = useState(() => params.get('error'));
  const [estado, setEstado] = useState<Estado>(() =>
    error ? { status: 'error', message: oauthErrorMessage(error), ayuda: oauthErrorAyuda(error) } : { status: 'processing' },
  );

  useEffect(() => {
    forgetQueryInAddressBar();
    // A previously stored token still being checked must not race with the new one.
    if (error || status === 'loading') return;
    let cancelled = false;
    handOff.current ??= openOAuthSession().then(login);
    handOff.current
      .then(() => {
        if (!cancelled) setEstado({ status: 'success' });
      })
      .catch((reason: unknown) => {
        if (!cancelled) setEstado({ status: 'error', message: reason instanceof SinSesionOAuth ? msg.sinToken : msg.errorProcesando });
      });
    return () => {
      cancelled = true;
    };
  }, [login, status, error]);

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
                <Button colorPalette="brand" width="full" onClick={irALogin}>
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
