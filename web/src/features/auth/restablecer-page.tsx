// The recovery link's screen (issue 9 §5): /restablecer#token=…. The token comes in the fragment,
// which no server or Referer ever sees; the screen keeps it and takes it out of the address at
// once. The new password twice; the link works once.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { PASSWORD } from '@shared/constants';
import { password as msg } from '@shared/messages';
import { RestablecerPasswordBody } from '@shared/schemas/auth';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { llamar } from '../../lib/api-rutas';
import { aplicarErroresServidor, mensajeDeError, mensajesObligatorios } from '../../lib/form-errors';
import { AuthCard } from './components/auth-card';

type Aviso = { status: 'success' | 'error'; text: string };

/** The token of a `#token=…` fragment, or '' when there is none. */
export function tokenDelFragmento(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

const resolver = zodResolver(RestablecerPasswordBody, mensajesObligatorios({ password: msg.nuevaObligatoria }));

export function RestablecerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenDelFragmento(location.hash));
  const [aviso, setAviso] = useState<Aviso | null>(token ? null : { status: 'error', text: msg.enlaceInvalido });
  const [hecho, setHecho] = useState(false);

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
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField
              label="Nueva contraseña"
              required
              error={errors.password?.message}
              helperText={`Al menos ${PASSWORD.minLength} caracteres.`}
            >
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
