// Integraciones (issue 43): the company admin's connections to other systems, one tab each. For now
// only «Webhooks»; «Claves de API» joins it from its own branch, and the screen then moves to a
// feature of its own (here for now: a feature imports no other feature's internals). The tab
// follows the address (?tab=…); the first one is the bare address.
import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useParametroUrl } from '../../lib/use-parametro-url';
import { WebhooksTab } from './webhooks-tab';

const PESTANAS = [['webhooks', 'Webhooks']] as const;
type Pestana = (typeof PESTANAS)[number][0];
const esPestana = (v: string | null): v is Pestana => PESTANAS.some(([p]) => p === v);

export function IntegracionesPage() {
  const tab = useParametroUrl('tab');
  const actual: Pestana = esPestana(tab.valor) ? tab.valor : 'webhooks';
  const cambiar = (v: string) => (v === PESTANAS[0][0] ? tab.quitar() : tab.poner(v));
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Integraciones
        </Heading>
        <Text color="fg.muted">Conecta Talentia con tu ATS y tus otros sistemas.</Text>
      </Stack>
      <Tabs.Root value={actual} onValueChange={(e) => cambiar(e.value)} variant="line" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden">
          {PESTANAS.map(([v, etiqueta]) => (
            <Tabs.Trigger key={v} value={v} flexShrink={0}>
              {etiqueta}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="webhooks">
          <WebhooksTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
