// The login screen (spec part 1 §2.2): social sign-in, email and password, the result alert and
// the enterprise-user notice. It is the first thing a user sees.
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Button, Field, Flex, HStack, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { OAUTH_PROVIDERS, OAUTH_PROVIDER_NOMBRES } from '@shared/constants';
import { PRODUCT_NAME, fmt, login as msg } from '@shared/messages';
import type { LoginBody, OAuthProvider } from '@shared/schemas/auth';
import { GoogleIcon, MicrosoftIcon } from '../../components/icons';
import { PasswordInput } from '../../components/password-input';
import { toaster } from '../../components/toaster';
import { ApiError } from '../../lib/api-client';
import { redirectBrowser } from '../../lib/browser-navigation';
import { useSession } from '../../lib/session';
import { type LoginFormValues, loginErrorMessage, loginWithPassword } from './api/login';
import { AuthCard } from './components/auth-card';
import { isProviderEnabled, oauthStartUrl, useOAuthConfig } from './api/oauth-config';

interface Result {
  status: 'success' | 'error';
  title: string;
  detail?: string;
}

const PROVIDER_ICONS: Record<OAuthProvider, typeof GoogleIcon> = { google: GoogleIcon, microsoft: MicrosoftIcon };

// The server's own schema, loaded with zod on the first validation (or when a field first takes the
// focus) so the screen shows sooner. The form itself is two plain inputs read on submit: no form
// library on the first screen (docs/decisions.md D49).
let esquema: Promise<typeof LoginBody> | null = null;
function cargarEsquema(): Promise<typeof LoginBody> {
  esquema ??= import('@shared/schemas/auth').then(
    (m) => m.LoginBody,
    (error: unknown) => {
      // A failed download (e.g. offline) is tried again on the next validation.
      esquema = null;
      throw error;
    },
  );
  return esquema;
}

type Errores = Partial<Record<keyof LoginFormValues, string>>;

/** The server's 403 PASSWORD_RESET_REQUIRED: the account must choose a new password before signing in. */
function requiereRestablecer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.body as { error?: unknown } | undefined)?.error === 'PASSWORD_RESET_REQUIRED'
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const { data: oauthConfig } = useOAuthConfig();
  const [result, setResult] = useState<Result | null>(null);
  const [errors, setErrors] = useState<Errores>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const getValues = (): LoginFormValues => {
    const datos = new FormData(formRef.current ?? undefined);
    return { email: String(datos.get('email') ?? ''), password: String(datos.get('password') ?? '') };
  };

  /** The form's values checked with the server's schema: the body to send, or null with the errors shown. */
  const validar = async (): Promise<LoginBody | null> => {
    const parsed = (await cargarEsquema()).safeParse(getValues());
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const porCampo: Errores = {};
    for (const issue of parsed.error.issues) {
      const campo = issue.path[0] as keyof LoginFormValues;
      porCampo[campo] ??= issue.message;
    }
    setErrors(porCampo);
    return null;
  };

  const enviar = async (body: LoginBody) => {
    setResult(null);
    try {
      const answer = await loginWithPassword(body);
      const welcome = fmt(msg.bienvenida, { product: PRODUCT_NAME, nombre: answer.user.nombre });
      setResult({ status: 'success', title: welcome });
      toaster.create({ type: 'success', title: welcome });
      // Initialises the application (POST /api/init) before the session opens.
      await session.login(answer);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      if (requiereRestablecer(error)) {
        // Cognito wants a new password (RESET_REQUIRED): recovery sets one, so go there with the email.
        navigate('/recuperar', { state: { email: body.email, aviso: loginErrorMessage(error) } });
        return;
      }
      setResult({
        status: 'error',
        title: loginErrorMessage(error),
        detail: error instanceof ApiError ? error.detail : undefined,
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      const body = await validar();
      if (body) await enviar(body);
    } catch (error) {
      // The schema could not be loaded (offline): said like any failure to reach the server.
      setResult({ status: 'error', title: loginErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const startSocialLogin = (provider: OAuthProvider) => {
    if (isProviderEnabled(oauthConfig, provider)) {
      setResult(null);
      // The backend starts the provider's sign-in and comes back to /oauth/success (part 1 §7.2).
      redirectBrowser(oauthStartUrl(provider, getValues().email));
      return;
    }
    setResult({ status: 'error', title: fmt(msg.proveedorNoConfigurado, { provider: OAUTH_PROVIDER_NOMBRES[provider] }) });
  };

  return (
    <AuthCard titulo={PRODUCT_NAME} descripcion="Sistema adaptativo de IA para entrevistas y evaluación de candidatos" portada>
      {result && (
        <Alert.Root status={result.status} rounded="lg" role={result.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{result.title}</Alert.Title>
            {result.detail && <Alert.Description>{result.detail}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}

      <Stack gap="3">
        {OAUTH_PROVIDERS.map((provider) => {
          const ProviderIcon = PROVIDER_ICONS[provider];
          return (
            <Button key={provider} type="button" variant="outline" size="lg" width="full" onClick={() => startSocialLogin(provider)}>
              <ProviderIcon boxSize="5" />
              Continuar con {OAUTH_PROVIDER_NOMBRES[provider]}
            </Button>
          );
        })}
      </Stack>

      <HStack gap="3">
        <Separator flex="1" />
        <Text flexShrink="0" color="fg.muted" fontSize="xs" textTransform="uppercase" letterSpacing="wider">
          o con tu email
        </Text>
        <Separator flex="1" />
      </HStack>

      <form
        ref={formRef}
        onSubmit={onSubmit}
        onFocus={() => void cargarEsquema().catch(() => undefined)}
        // After a refused submit, the messages follow what is typed.
        onChange={() => {
          if (errors.email || errors.password) void validar().catch(() => undefined);
        }}
        noValidate
      >
        <Stack gap="4">
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>Email</Field.Label>
            <Input type="email" size="lg" autoComplete="email" placeholder="nombre@empresa.com" name="email" />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>

          <Field.Root invalid={!!errors.password} required>
            <Flex width="full" justify="space-between" align="baseline">
              <Field.Label>Contraseña</Field.Label>
              <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
                <RouterLink
                  to="/recuperar"
                  onClick={(event) => {
                    // The email typed so far goes along, read at the click.
                    event.preventDefault();
                    navigate('/recuperar', { state: { email: getValues().email } });
                  }}
                >
                  ¿Olvidaste tu contraseña?
                </RouterLink>
              </Link>
            </Flex>
            <PasswordInput size="lg" autoComplete="current-password" placeholder="Tu contraseña" name="password" />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>

          <Button type="submit" colorPalette="brand" size="lg" width="full" mt="2" loading={isSubmitting} loadingText="Validando...">
            Acceder
          </Button>
        </Stack>
      </form>

      <Alert.Root status="info" variant="subtle" rounded="lg" colorPalette="brand">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description fontSize="sm">
            <Text as="span" fontWeight="semibold">
              Usuarios empresariales:
            </Text>{' '}
            usa tu email corporativo completo y la contraseña que te dio el administrador de tu empresa. Después podrás personalizar tu
            perfil.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Flex direction={{ base: 'column', sm: 'row' }} justify="center" align="center" gap={{ base: '2', sm: '3' }} fontSize="sm">
        <Link asChild color="brand.fg" fontWeight="medium">
          <button type="button">Registrar nueva empresa</button>
        </Link>
        <Text color="fg.subtle" display={{ base: 'none', sm: 'block' }} aria-hidden>
          ·
        </Text>
        <Link asChild color="brand.fg" fontWeight="medium">
          <button type="button">Solicitar demo gratuita</button>
        </Link>
      </Flex>
    </AuthCard>
  );
}
