// Integraciones (/integraciones; D145, D147): what connects the company with other systems, for whoever
// edits the company (its admins; the superadmin on the current company). One tab per kind of
// integration, the current one in the address (?tab=); a new kind is one more entry of PESTANAS and
// its component: «Claves de API» (the company's API keys, which Greenhouse's integration uses too) and
// «Webhooks» (the endpoints the company's events are sent to, with their delivery log) and «Greenhouse»
// (the company's Harvest v3 credentials, which Talentia uses to call Greenhouse; D197).
import type { ComponentType } from 'react';
import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { etiquetaEmpresa } from '@shared/empresa-etiquetas';
import { useSession } from '../../lib/session';
import { useParametroUrl } from '../../lib/use-parametro-url';
import { TabClavesApi } from './components/tab-claves-api';
import { TabGreenhouse } from './components/tab-greenhouse';
import { TabWebhooks } from './components/tab-webhooks';

/** A tab of the screen: its value in ?tab=, its label, and what it shows for the company (undefined: the admin's own). */
interface Pestana {
  valor: string;
  etiqueta: string;
  Componente: ComponentType<{ empresaId?: string }>;
}

/** The screen's tabs, in order; the first is the one the screen opens on. */
export const PESTANAS: readonly [Pestana, ...Pestana[]] = [
  { valor: 'claves', etiqueta: 'Claves de API', Componente: TabClavesApi },
  { valor: 'webhooks', etiqueta: 'Webhooks', Componente: TabWebhooks },
  { valor: 'greenhouse', etiqueta: 'Greenhouse', Componente: TabGreenhouse },
];

export function IntegracionesPage() {
  const { user, empresaActual } = useSession();
  const tab = useParametroUrl('tab');
  const esSuperadmin = user?.rol === 'superadmin';
  const empresaId = esSuperadmin ? empresaActual?.id : undefined;
  const actual = PESTANAS.find((p) => p.valor === tab.valor) ?? PESTANAS[0];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Integraciones
        </Heading>
        <Text color="fg.muted">
          {esSuperadmin && empresaActual
            ? `Cómo se conecta ${etiquetaEmpresa(empresaActual)} con otros sistemas.`
            : 'Cómo se conecta tu empresa con otros sistemas: su ATS, sus scripts.'}
        </Text>
      </Stack>
      <Tabs.Root
        value={actual.valor}
        onValueChange={(e) => (e.value === PESTANAS[0].valor ? tab.quitar() : tab.poner(e.value))}
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {PESTANAS.map((p) => (
            <Tabs.Trigger key={p.valor} value={p.valor} flexShrink={0}>
              {p.etiqueta}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PESTANAS.map(({ valor, Componente }) => (
          <Tabs.Content key={valor} value={valor}>
            <Componente empresaId={empresaId} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
