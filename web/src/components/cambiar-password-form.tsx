// The 'Cambiar contraseña' form (D38): current password, new one and its confirmation. Used
// by Mi Perfil and by the screen a user sees at first sign-in when someone else chose their
// password. The server checks the current password, ends the other sessions and answers a new
// token for this one, which the session takes (the old token no longer works).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { password as msg } from '@shared/messages';
import { CambiarPasswordBody } from '@shared/schemas/auth';
import { llamar } from '../lib/api-rutas';
import { aplicarErroresServidor, mensajeDeError, mensajesObligatorios } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { reglasPassword } from '@shared/password-politica';

type Valores = z.input<typeof CambiarPasswordBody>;
type Aviso = { status: 'success' | 'error'; text: string };

const resolver = zodResolver(
  CambiarPasswordBody,
  mensajesObligatorios({ passwordActual: msg.actualObligatoria, password: msg.nuevaObligatoria }),
);
const CAMPOS = ['passwordActual', 'password', 'confirmPassword'] as const;

export interface CambiarPasswordFormProps {
  /** After the change was saved (the session already holds the new token). */
  onCambiada?: () => void;
  /** The submit button's text. */
  textoBoton?: string;
}

export function CambiarPasswordForm({ onCambiada, textoBoton = 'Cambiar contraseña' }: CambiarPasswordFormProps) {
  const session = useSession();
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Valores, unknown, CambiarPasswordBody>({
    resolver,
    defaultValues: { passwordActual: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setAviso(null);
    try {
      const { data, message } = await llamar('POST /api/auth/password', { body });
      session.adoptarSesion({ token: data.token, expiresIn: data.expiresIn, user: data.user });
      reset();
      setAviso({ status: 'success', text: message || msg.cambiada });
      onCambiada?.();
    } catch (error) {
      // A field the server named (a wrong current password) shows under it; anything else above the button.
      if (!aplicarErroresServidor(error, CAMPOS, setError)) setAviso({ status: 'error', text: mensajeDeError(error, msg.errorCambiando) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4" maxW="md">
        <FormField label="Contraseña actual" required error={errors.passwordActual?.message}>
          <PasswordInput autoComplete="current-password" {...register('passwordActual')} />
        </FormField>
        <FormField label="Nueva contraseña" required error={errors.password?.message} helperText={reglasPassword()}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirmar nueva contraseña" required error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        {aviso && (
          <Alert.Root status={aviso.status} size="sm" rounded="md" role={aviso.status === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Title>{aviso.text}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={isSubmitting} loadingText="Cambiando...">
          {textoBoton}
        </Button>
      </Stack>
    </form>
  );
}
