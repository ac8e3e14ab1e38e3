// Panel Sistema (/saas-admin; part 2 §2 "SaaS admin panel"): superadmin only — anyone else who
// reaches it reads 'Acceso Restringido' (the router already sends them to /dashboard, part 1 §2).
// A header with 'Actualizar' (re-reads every read of the panel) and the Modo Admin / Salir Admin
// toggle (the shell's admin mode, the avatar menu's switch: the write actions show only in it), and the
// seven tabs, the current one in the address (?tab=). Planes and Suscripciones are built (D94), Dashboard
// and Analytics (D97); Empresas holds the tenants table and 'Config APIs Globales' (D99), Solicitudes the
// demo requests (D96) with the pending count on its trigger (D125: the platform counter from
// GET /api/saas/estadisticas, never rows counted), Sistema the real statuses and checklist (D99). Each
// tab is its own component file.
import { Alert, Badge, Button, HStack, Heading, Stack, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { saas as msg } from '@shared/messages';
import { RefreshIcon, ShieldIcon } from '../../components/icons';
import { invalidar } from '../../lib/invalidar';
import { useSession } from '../../lib/session';
import { useModoAdmin } from '../../app/shell/modo-admin';
import { useParametroUrl } from '../../lib/use-parametro-url';
import { useEstadisticas } from './api/saas';
import { TabAnalytics } from './components/tab-analytics';
import { TabDashboard } from './components/tab-dashboard';
import { TabEmpresas } from './components/tab-empresas';
import { TabPlanes } from './components/tab-planes';
import { TabSistema } from './components/tab-sistema';
import { TabSolicitudes } from './components/tab-solicitudes';
import { TabSuscripciones } from './components/tab-suscripciones';

const PESTANAS = [
  ['dashboard', 'Dashboard'],
  ['empresas', 'Empresas'],
  ['solicitudes', 'Solicitudes'],
  ['planes', 'Planes'],
  ['suscripciones', 'Suscripciones'],
  ['analytics', 'Analytics'],
  ['sistema', 'Sistema'],
] as const;
type Pestana = (typeof PESTANAS)[number][0];
const esPestana = (v: string | null): v is Pestana => PESTANAS.some(([k]) => k === v);

/** What the Solicitudes trigger is called: with the pending count when there are any. */
export function nombreSolicitudes(pendientes: number | undefined): string {
  if (!pendientes) return 'Solicitudes';
  return `Solicitudes, ${pendientes} ${pendientes === 1 ? 'pendiente' : 'pendientes'}`;
}

/**
 * The Solicitudes tab's trigger: the pending demo requests (the platform counter, D125) as a badge.
 * Its name is its content (the visible word, then ", N pendientes" for screen readers; the badge's
 * digit hidden from them), so the visible text stays part of the name.
 */
function DisparadorSolicitudes() {
  const pendientes = useEstadisticas().data?.solicitudes_demo_pendientes;
  return (
    <Tabs.Trigger value="solicitudes" flexShrink={0}>
      Solicitudes
      {!!pendientes && (
        <>
          <Badge colorPalette="red" variant="solid" rounded="full" aria-hidden data-testid="solicitudes-pendientes">
            {pendientes}
          </Badge>
          <VisuallyHidden>{nombreSolicitudes(pendientes).slice('Solicitudes'.length)}</VisuallyHidden>
        </>
      )}
    </Tabs.Trigger>
  );
}

export function SaasAdminPage() {
  const { user } = useSession();
  const tab = useParametroUrl('tab', ['estado']);
  const [admin, setAdmin] = useModoAdmin();
  if (user?.rol !== 'superadmin')
    return (
      <Alert.Root status="error" rounded="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{msg.accesoRestringido}</Alert.Title>
          <Alert.Description>{msg.accesoRestringidoDetalle}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );

  const actual: Pestana = esPestana(tab.valor) ? tab.valor : 'dashboard';
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Panel Sistema
          </Heading>
          <Text color="fg.muted">Planes, suscripciones y empresas de la plataforma.</Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => void invalidar('saas', 'empresas', 'dashboard')}>
            <RefreshIcon />
            Actualizar
          </Button>
          <Button
            colorPalette={admin ? 'red' : 'brand'}
            variant={admin ? 'outline' : 'solid'}
            aria-pressed={admin}
            onClick={() => setAdmin(!admin)}
          >
            <ShieldIcon />
            {admin ? 'Salir Admin' : 'Modo Admin'}
          </Button>
        </HStack>
      </HStack>
      <Tabs.Root
        value={actual}
        onValueChange={(e) => (e.value === 'dashboard' ? tab.quitar() : tab.poner(e.value))}
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {PESTANAS.map(([v, etiqueta]) =>
            v === 'solicitudes' ? (
              <DisparadorSolicitudes key={v} />
            ) : (
              <Tabs.Trigger key={v} value={v} flexShrink={0}>
                {etiqueta}
              </Tabs.Trigger>
            ),
          )}
        </Tabs.List>
        <Tabs.Content value="dashboard">
          <TabDashboard onVerSolicitudes={() => tab.poner('solicitudes')} />
        </Tabs.Content>
        <Tabs.Content value="empresas">
          <TabEmpresas />
        </Tabs.Content>
        <Tabs.Content value="solicitudes">
          <TabSolicitudes />
        </Tabs.Content>
        <Tabs.Content value="planes">
          <TabPlanes admin={admin} />
        </Tabs.Content>
        <Tabs.Content value="suscripciones">
          <TabSuscripciones admin={admin} />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <TabAnalytics />
        </Tabs.Content>
        <Tabs.Content value="sistema">
          <TabSistema />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
