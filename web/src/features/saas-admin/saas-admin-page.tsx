// Panel Sistema (/saas-admin; part 2 §2 "SaaS admin panel"): superadmin only — anyone else who
// reaches it reads 'Acceso Restringido' (the router already sends them to /dashboard, part 1 §2).
// A header with 'Actualizar' (re-reads every read of the panel) and the Modo Admin / Salir Admin
// toggle (the shell's admin mode, the avatar menu's switch: the write actions show only in it), and the
// six tabs, the current one in the address (?tab=). Planes and Suscripciones are built (D94), Dashboard
// and Analytics (D97); Empresas holds the tenants table, 'Config APIs Globales' (D99) and the demo requests
// (D96), Sistema the real statuses and checklist (D99). Each tab is its own component file.
import { Alert, Button, HStack, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { saas as msg } from '@shared/messages';
import { RefreshIcon, ShieldIcon } from '../../components/icons';
import { invalidar } from '../../lib/invalidar';
import { useSession } from '../../lib/session';
import { useModoAdmin } from '../../app/shell/modo-admin';
import { useParametroUrl } from '../../lib/use-parametro-url';
import { TabAnalytics } from './components/tab-analytics';
import { TabDashboard } from './components/tab-dashboard';
import { TabEmpresas } from './components/tab-empresas';
import { TabPlanes } from './components/tab-planes';
import { TabSistema } from './components/tab-sistema';
import { TabSuscripciones } from './components/tab-suscripciones';

const PESTANAS = [
  ['dashboard', 'Dashboard'],
  ['empresas', 'Empresas'],
  ['planes', 'Planes'],
  ['suscripciones', 'Suscripciones'],
  ['analytics', 'Analytics'],
  ['sistema', 'Sistema'],
] as const;
type Pestana = (typeof PESTANAS)[number][0];
const esPestana = (v: string | null): v is Pestana => PESTANAS.some(([k]) => k === v);

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
          {PESTANAS.map(([v, etiqueta]) => (
            <Tabs.Trigger key={v} value={v} flexShrink={0}>
              {etiqueta}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard">
          <TabDashboard />
        </Tabs.Content>
        <Tabs.Content value="empresas">
          <TabEmpresas />
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
