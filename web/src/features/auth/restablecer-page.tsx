// The recovery link's screen (D36): /restablecer#token=…. The token comes in the fragment,
// which no server or Referer ever sees; the screen keeps it and takes it out of the address at
// once. The new password twice; the link works once. Before the form the screen asks the server
// whether the link still works (POST /api/auth/restablecer/comprobar, which does not use it): a used,
// expired or voided link, or a deactivated user's, shows its refusal instead of a form that could
// only fail once filled in (D119).
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { password as msg } from '@shared/messages';
import { RestablecerPasswordBody, TokenRestablecimiento } from '@shared/schemas/auth';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { ApiError } from '../../lib/api-client';
import { llamar } from '../../lib/api-rutas';
import { aplicarErroresServidor, mensajeDeError, mensajesObligatorios } from '../../lib/form-errors';
import { AuthCard } from './components/auth-card';
import { reglasPassword } from '@shared/password-politica';

type Aviso = { status: 'success' | 'error'; text: string };

/** The token of a `#token=…` fragment, or '' when there is none. */
export function tokenDelFragmento(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

const resolver = zodResolver(RestablecerPasswordBody, mensajesObligatorios({ password: msg.nuevaObligatoria }));

/** What the server said of the link: still being asked, usable, or refused with its message. */
type EstadoEnlace = { fase: 'comprobando' } | { fase: 'valido' } | { fase: 'rechazado'; texto: string };

/**
 * Asks whether the link works. A refusal (4xx) is the server's message; when the server cannot be
 * asked (no network, 5xx) the form shows and the reset itself will answer.
 */
async function comprobarEnlace(token: string): Promise<EstadoEnlace> {
  if (!TokenRestablecimiento.safeParse(token).success) return { fase: 'rechazado', texto: msg.enlaceInvalido };
  try {
    await llamar('POST /api/auth/restablecer/comprobar', { body: { token } });
    return { fase: 'valido' };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      return { fase: 'rechazado', texto: mensajeDeError(error, msg.enlaceInvalido) };
    return { fase: 'valido' };
  }
}

export function RestablecerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenDelFragmento(location.hash));
  const [aviso, setAviso] = useState<Aviso | null>(token ? null : { status: 'error', text: msg.enlaceInvalido });
  const [hecho, setHecho] = useState(false);
  const [enlace, setEnlace] = useState<EstadoEnlace>(token ? { fase: 'comprobando' } : { fase: 'rechazado', texto: msg.enlaceInvalido });

  useEffect(() => {
    if (!token) return undefined;
    let vigente = true;
    void comprobarEnlace(token).then((estado) => {
      if (!vigente) return;
      setEnlace(estado);
      if (estado.fase === 'rechazado') setAviso({ status: 'error', text: estado.texto });
    });
    return () => {
      vigente = false;
    };
  }, [token]);

  // The token stays in this screen only: not in the address bar, the history or a bookmark.
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof RestablecerPasswordBody>, unknown, RestablecerPasswordBody>({
    resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    async (body) => {
      setAviso(null);
      try {
        const { message } = await llamar('POST /api/auth/restablecer', { body });
        setHecho(true);
        setAviso({ status: 'success', text: message || msg.restablecida });
      } catch (error) {
        if (!aplicarErroresServidor(error, ['password', 'confirmPassword'], setError))
          setAviso({ status: 'error', text: mensajeDeError(error, msg.errorCambiando) });
      }
    },
    (invalid) => {
      if (invalid.token) setAviso({ status: 'error', text: msg.enlaceInvalido });
    },
  );

  const enlaceMalo = aviso?.status === 'error' && aviso.text === msg.enlaceInvalido;
  // Refused for another reason (a deactivated user): the message alone, no form, no new link.
  const bloqueado = enlace.fase === 'rechazado' && !enlaceMalo;
  return (
    <AuthCard
      titulo="Restablecer contraseña"
      descripcion="Elige una contraseña nueva para tu cuenta. Se cerrará la sesión en todos tus dispositivos."
    >
      {aviso && (
        <Alert.Root status={aviso.status} rounded="lg" role={aviso.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Description>{aviso.text}</Alert.Description>
        </Alert.Root>
      )}
      {hecho ? (
        // The sign-in page is its own document (D86): a plain link loads it.
        <Button asChild colorPalette="brand" size="lg" width="full">
          <a href="/login">Iniciar sesión</a>
        </Button>
      ) : enlaceMalo ? (
        <Button asChild colorPalette="brand" size="lg" width="full">
          <RouterLink to="/recuperar">Solicitar un enlace nuevo</RouterLink>
        </Button>
      ) : bloqueado ? null : enlace.fase === 'comprobando' ? (
        <HStack gap="3" justify="center" py="4" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text color="fg.muted">Comprobando el enlace…</Text>
        </HStack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label="Nueva contraseña" required error={errors.password?.message} helperText={reglasPassword()}>
              <PasswordInput size="lg" autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField label="Confirmar nueva contraseña" required error={errors.confirmPassword?.message}>
              <PasswordInput size="lg" autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" width="full" loading={isSubmitting} loadingText="Guardando...">
              Guardar contraseña
            </Button>
          </Stack>
        </form>
      )}
      {!hecho && (
        <Link href="/login" alignSelf="center" fontSize="sm" color="brand.fg" fontWeight="medium">
          Volver a iniciar sesión
        </Link>
      )}
    </AuthCard>
  );
}
