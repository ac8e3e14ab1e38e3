// The Email panel's 'Servidor SMTP' tab (part 2 §2, §5, §8 "Email and SMTP"): which service sends
// the platform's emails (Amazon SES, the installation's, by default; or the SMTP server written
// here), the server, the sender, and 'Probar Conexión', which connects, logs in and sends a test
// email, answering with §8's texts. The password is never shown back: an empty field keeps the
// stored one (its placeholder says there is one).
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Input, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { email as msg, fmt } from '@shared/messages';
import { Remitente, type EmailConfigEntrada } from '@shared/schemas/email';
import { FormField } from '../../../components/form-field';
import { InterruptorForm } from '../../../components/interruptor-form';
import { PasswordInput } from '../../../components/password-input';
import { ApiError } from '../../../lib/api-client';
import { errorDe, mensajeDeError } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { probarSmtp, sinConexion } from '../api/email';
import { type Contexto, MENSAJES, type Valores, campoDe, usaPasswordGuardada } from './email-valores';

interface Props {
  form: UseFormReturn<Valores, Contexto, EmailConfigEntrada>;
  /** The server as stored: without a typed password the test uses the stored one, if host and user are these. */
  guardado: Contexto;
}

interface Resultado {
  ok: boolean;
  titulo: string;
  detalle?: string;
}

const PROVEEDORES = [
  { value: 'ses', titulo: 'Amazon SES', descripcion: 'El servicio de email de la instalación (por defecto).' },
  { value: 'smtp', titulo: 'Servidor SMTP', descripcion: 'El servidor que configures aquí (Gmail, Microsoft 365, el de tu empresa…).' },
] as const;

export function EmailSmtpTab({ form, guardado }: Props) {
  const {
    register,
    control,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const { user } = useSession();
  const [destino, setDestino] = useState('');
  const [errorDestino, setErrorDestino] = useState<string | null>(null);
  const [probando, setProbando] = useState(false);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const proveedor = useWatch({ control, name: 'proveedor' });

  const probar = async () => {
    const v = getValues();
    const port = /^\s*\d+\s*$/.test(v.smtp.port) ? Number(v.smtp.port) : Number.NaN;
    const faltan: [keyof Valores['smtp'], string][] = [];
    if (!v.smtp.host.trim()) faltan.push(['host', MENSAJES.pruebaHost]);
    if (!Number.isInteger(port) || port < 1 || port > 65535) faltan.push(['port', MENSAJES.port]);
    if (!v.smtp.user.trim()) faltan.push(['user', MENSAJES.pruebaUser]);
    if (!v.smtp.password && !usaPasswordGuardada(v.smtp, guardado)) faltan.push(['password', MENSAJES.pruebaPassword]);
    clearErrors(['smtp.host', 'smtp.port', 'smtp.user', 'smtp.password']);
    for (const [campo, mensaje] of faltan) setError(`smtp.${campo}`, { type: 'custom', message: mensaje });
    const para = destino.trim();
    const destinoMalo = para !== '' && !Remitente.shape.email.safeParse(para).success;
    setErrorDestino(destinoMalo ? 'Escribe un email válido (nombre@dominio.com)' : null);
    if (faltan.length > 0 || destinoMalo) return;

    const remitente = Remitente.safeParse(v.from);
    setProbando(true);
    setResultado(null);
    try {
      const r = await probarSmtp({
        smtpConfig: {
          host: v.smtp.host,
          port,
          secure: v.smtp.secure,
          user: v.smtp.user,
          ...(v.smtp.password ? { password: v.smtp.password } : {}),
        },
        ...(remitente.success && remitente.data.email ? { from: remitente.data } : {}),
        ...(para ? { to: para } : {}),
      });
      setResultado(
        r.success
          ? { ok: true, titulo: r.message || msg.smtpExito }
          : { ok: false, titulo: r.message || fmt(msg.smtpError, { message: 'Error desconocido' }) },
      );
    } catch (e) {
      if (sinConexion(e)) setResultado({ ok: false, titulo: msg.errorConexion });
      else {
        // A refused request: its reason, and on the field when it names one.
        const details = e instanceof ApiError ? (e.body as { details?: { campo?: unknown; msg?: unknown }[] } | null)?.details : undefined;
        for (const d of Array.isArray(details) ? details : []) {
          if (typeof d.campo === 'string' && typeof d.msg === 'string' && d.campo.startsWith('smtpConfig.'))
            setError(campoDe(d.campo.split('.')) as 'smtp.host', { type: 'server', message: d.msg });
        }
        const detalle = mensajeDeError(e, '');
        setResultado({
          ok: false,
          titulo: msg.smtpErrorRespuesta,
          detalle: detalle && detalle !== msg.smtpErrorRespuesta ? detalle : undefined,
        });
      }
    } finally {
      setProbando(false);
    }
  };

  return (
    <Stack gap="5">
      <Controller
        control={control}
        name="proveedor"
        render={({ field }) => (
          <RadioCard.Root
            value={field.value}
            onValueChange={(e) => field.onChange(e.value)}
            name={field.name}
            colorPalette="brand"
            size="sm"
          >
            <RadioCard.Label>Servicio de envío</RadioCard.Label>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {PROVEEDORES.map((p) => (
                <RadioCard.Item key={p.value} value={p.value} data-proveedor={p.value}>
                  <RadioCard.ItemHiddenInput onBlur={field.onBlur} />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{p.titulo}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>{p.descripcion}</RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
          </RadioCard.Root>
        )}
      />
      {proveedor === 'ses' && (
        <Text fontSize="sm" color="fg.muted">
          Con Amazon SES los emails salen con el remitente de abajo; el servidor SMTP solo se usa si lo eliges. Puedes probarlo antes de
          cambiar.
        </Text>
      )}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Servidor SMTP (host)" required error={errorDe(errors, 'smtp.host')}>
          <Input autoComplete="off" placeholder="smtp.empresa.com" {...register('smtp.host')} />
        </FormField>
        <FormField label="Puerto" required error={errorDe(errors, 'smtp.port')} helperText="587 (STARTTLS) o 465 (SSL/TLS)">
          <Input type="number" inputMode="numeric" min={1} max={65535} step={1} {...register('smtp.port')} />
        </FormField>
        <FormField label="Usuario SMTP" required error={errorDe(errors, 'smtp.user')}>
          <Input autoComplete="off" placeholder="usuario@empresa.com" {...register('smtp.user')} />
        </FormField>
        <FormField
          label="Contraseña SMTP"
          required
          error={errorDe(errors, 'smtp.password')}
          helperText={guardado.passwordConfigurada ? 'Vacía: se mantiene la guardada (solo con este servidor y usuario)' : undefined}
        >
          <PasswordInput
            autoComplete="new-password"
            placeholder={guardado.passwordConfigurada ? 'Contraseña guardada (escribe otra para cambiarla)' : ''}
            {...register('smtp.password')}
          />
        </FormField>
      </SimpleGrid>
      <InterruptorForm
        control={control}
        name="smtp.secure"
        etiqueta="Conexión segura (SSL/TLS)"
        descripcion="Actívala con el puerto 465. Con 587 se deja apagada y la conexión se cifra con STARTTLS si el servidor lo ofrece."
      />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Nombre del remitente" required error={errorDe(errors, 'from.name')}>
          <Input autoComplete="off" placeholder="Talentia" {...register('from.name')} />
        </FormField>
        <FormField label="Email del remitente" required error={errorDe(errors, 'from.email')}>
          <Input type="email" autoComplete="off" placeholder="no-reply@empresa.com" {...register('from.email')} />
        </FormField>
      </SimpleGrid>

      <Box borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
        <Stack gap="3">
          <FormField
            label="Enviar el email de prueba a"
            error={errorDestino ?? undefined}
            helperText={`Vacío: a tu email${user?.email ? ` (${user.email})` : ''}`}
          >
            <Input
              type="email"
              autoComplete="off"
              value={destino}
              placeholder={user?.email ?? 'tu email'}
              onChange={(e) => {
                setDestino(e.target.value);
                setErrorDestino(null);
              }}
            />
          </FormField>
          <Button alignSelf="start" variant="outline" onClick={() => void probar()} loading={probando} loadingText="Probando...">
            Probar Conexión
          </Button>
          {resultado && (
            <Alert.Root status={resultado.ok ? 'success' : 'error'} data-testid="resultado-smtp">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{resultado.titulo}</Alert.Title>
                {resultado.detalle && <Alert.Description>{resultado.detalle}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
