// One AI provider's key, as the company's and the platform's panels show it: the status ('✅
// Conectado', else the last error or '❌ No conectado'), the masked key, a field for a new key
// (checked with §5's formats before any call; an empty one never reaches the server), the model,
// 'Guardar y probar', 'Probar' and the result alert.
import { type ReactNode, useState } from 'react';
import { Alert, Badge, Box, Button, Card, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { apis as msg } from '@shared/messages';
import { PROVEEDOR, problemaDeFormato, type ProveedorIA } from '@shared/proveedores-ia';
import type { ClaveVista } from '../../lib/config-global';
import { FormField } from '../form-field';
import { PasswordInput } from '../password-input';

const EJEMPLO: Record<ProveedorIA, string> = {
  openai: 'sk-proj-…',
  claude: 'sk-ant-…',
  gemini: 'AIza…',
  perplexity: 'pplx-…',
  deepgram: 'Clave de Deepgram',
  did: 'usuario:contraseña',
};

export interface Resultado {
  ok: boolean;
  message: string;
}

interface ClaveProveedorProps {
  proveedor: ProveedorIA;
  vista: ClaveVista;
  /** Saves the typed key (and model); answers the test's outcome. */
  onGuardar: (cambio: { apiKey?: string; modelo?: string }) => Promise<Resultado | null>;
  /** Tests the typed key, or the stored one when nothing is typed. */
  onProbar: (apiKey?: string) => Promise<Resultado>;
  /** More fields (the platform's base URL). */
  children?: ReactNode;
  /** Whose key, for the card's test id: the platform's or a company's. */
  ambito?: 'plataforma' | 'empresa';
}

export function estadoTexto(v: Pick<ClaveVista, 'isValid' | 'lastError'>): string {
  return v.isValid ? msg.estadoConectado : v.lastError || msg.estadoNoConectado;
}

export function ClaveProveedor({ proveedor: p, vista, onGuardar, onProbar, children, ambito = 'plataforma' }: ClaveProveedorProps) {
  const datos = PROVEEDOR[p];
  const [clave, setClave] = useState('');
  const [modelo, setModelo] = useState(vista.modelo ?? datos.modelo ?? '');
  const [error, setError] = useState<string | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [ocupado, setOcupado] = useState<'guardar' | 'probar' | null>(null);

  const guardar = async () => {
    const typed = clave.trim();
    const cambiaModelo = !!datos.modelos && modelo !== (vista.modelo ?? datos.modelo);
    if (!typed && !cambiaModelo) return setError(msg.claveVacia);
    if (typed) {
      const problema = problemaDeFormato(p, typed);
      if (problema) return setError(problema);
    }
    setError(null);
    setOcupado('guardar');
    try {
      const r = await onGuardar({ ...(typed ? { apiKey: typed } : {}), ...(cambiaModelo ? { modelo } : {}) });
      setResultado(r);
      if (typed) setClave('');
    } catch (e) {
      setResultado({ ok: false, message: e instanceof Error ? e.message : msg.errorGuardando });
    } finally {
      setOcupado(null);
    }
  };

  const probar = async () => {
    const typed = clave.trim();
    if (!typed && !vista.configurada) return setError(msg.claveVacia);
    if (typed) {
      const problema = problemaDeFormato(p, typed);
      if (problema) return setError(problema);
    }
    setError(null);
    setOcupado('probar');
    try {
      setResultado(await onProbar(typed || undefined));
    } catch (e) {
      setResultado({
        ok: false,
        message: `Error probando conexión: ${e instanceof Error && e.message ? e.message : msg.errorDesconocido}`,
      });
    } finally {
      setOcupado(null);
    }
  };

  return (
    <Card.Root variant="outline" bg="bg" data-testid={ambito === 'empresa' ? `clave-empresa-${p}` : `clave-${p}`}>
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Box>
            <Text fontWeight="semibold">{datos.nombre}</Text>
            <Text fontSize="sm" color="fg.muted">
              {datos.uso}
            </Text>
          </Box>
          <Badge
            colorPalette={vista.isValid ? 'green' : vista.configurada ? 'red' : 'gray'}
            variant="subtle"
            maxW="full"
            whiteSpace="normal"
          >
            {vista.configurada ? estadoTexto(vista) : 'Sin clave'}
          </Badge>
        </Flex>
        <Text fontSize="sm">
          {vista.configurada ? (
            <>
              Clave guardada: <code>{vista.key}</code>
              {vista.habilitada ? '' : ' (deshabilitada)'}
            </>
          ) : (
            'Todavía no hay clave guardada.'
          )}
        </Text>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
          <Box flex="1">
            <FormField label={`${vista.configurada ? 'Nueva clave' : 'Clave'} de ${datos.nombre}`} error={error ?? undefined}>
              <PasswordInput
                value={clave}
                autoComplete="off"
                placeholder={EJEMPLO[p]}
                onChange={(e) => {
                  setClave(e.target.value);
                  setError(null);
                }}
              />
            </FormField>
          </Box>
          {datos.modelos && (
            <Box minW={{ md: '44' }}>
              <FormField label="Modelo">
                <NativeSelect.Root>
                  <NativeSelect.Field aria-label={`Modelo de ${datos.nombre}`} value={modelo} onChange={(e) => setModelo(e.target.value)}>
                    {datos.modelos.map((m) => (
                      <option key={m} value={m}>
                        {m}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Box>
          )}
        </Stack>
        {children}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => void guardar()} loading={ocupado === 'guardar'} loadingText="Guardando...">
            Guardar y probar
          </Button>
          <Button size="sm" variant="outline" onClick={() => void probar()} loading={ocupado === 'probar'} loadingText="Probando...">
            Probar
          </Button>
        </HStack>
        {resultado && (
          <Alert.Root status={resultado.ok ? 'success' : 'error'} size="sm">
            <Alert.Indicator />
            <Alert.Description>{resultado.message}</Alert.Description>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
