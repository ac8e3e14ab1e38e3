// '¿Olvidaste tu contraseña?' (D36): the email of the account; the server mails a
// single-use link when it belongs to an active user and answers the same either way, so the
// screen shows that one answer. The sign-in page, its own document (D86), may leave the email typed
// there and why it sends the user here (lib/traspaso.ts).
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Input, Link, Stack } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { password as msg } from '@shared/messages';
import { RecuperarPasswordBody } from '@shared/schemas/auth';
import { FormField } from '../../components/form-field';
import { llamar } from '../../lib/api-rutas';
import { mensajeDeError } from '../../lib/form-errors';
import { leerTraspaso, olvidarTraspaso } from '../../lib/traspaso';
import { AuthCard } from './components/auth-card';

type Aviso = { status: 'success' | 'error'; text: string };

export function RecuperarPage() {
  // Read as the screen first renders, removed once it is shown: a later visit starts empty.
  const [desdeLogin] = useState(() => leerTraspaso('recuperar'));
  useEffect(() => olvidarTraspaso('recuperar'), []);
  const emailInicial = desdeLogin?.email ?? '';
  // Why the user is here when the sign-in sent them (the account must choose a new password).
  const motivo = desdeLogin?.aviso;
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof RecuperarPasswordBody>, unknown, RecuperarPasswordBody>({
    resolver: zodResolver(RecuperarPasswordBody),
    defaultValues: { email: emailInicial },
  });

  const onSubmit = handleSubmit(async (body) => {
    setAviso(null);
    try {
      const { message } = await llamar('POST /api/auth/recuperar', { body });
      setAviso({ status: 'success', text: message ?? '' });
    } catch (error) {
      setAviso({ status: 'error', text: mensajeDeError(error, msg.errorSolicitando) });
    }
  });

  const enviada = aviso?.status === 'success';
  return (
    <AuthCard
      titulo="¿Olvidaste tu contraseña?"
      descripcion="Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva."
    >
      {motivo && !aviso && (
        <Alert.Root status="warning" rounded="lg" role="status">
          <Alert.Indicator />
          <Alert.Description>{motivo}</Alert.Description>
        </Alert.Root>
      )}
      {aviso && (
        <Alert.Root status={aviso.status} rounded="lg" role={aviso.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Description>{aviso.text}</Alert.Description>
        </Alert.Root>
      )}
      {!enviada && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" size="lg" autoComplete="email" placeholder="nombre@empresa.com" {...register('email')} />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" width="full" loading={isSubmitting} loadingText="Enviando...">
              Enviar enlace
            </Button>
          </Stack>
        </form>
      )}
      {/* The sign-in page is its own document (D86): a plain link loads it. */}
      <Link href="/login" alignSelf="center" fontSize="sm" color="brand.fg" fontWeight="medium">
        Volver a iniciar sesión
      </Link>
    </AuthCard>
  );
}
