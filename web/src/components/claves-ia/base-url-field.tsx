// The platform's base URL for one provider (a corporate gateway): https, or http to loopback; empty
// goes back to the provider's own address. Companies cannot set one (D60).
import { useState } from 'react';
import { Button, Collapsible, HStack, Input } from '@chakra-ui/react';
import { apis as msg } from '@shared/messages';
import { PROVEEDOR, type ProveedorIA } from '@shared/proveedores-ia';
import { FormField } from '../form-field';

function aceptable(url: string): boolean {
  if (url === '') return true;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || (u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname));
  } catch {
    return false;
  }
}

export function BaseUrlField({
  proveedor,
  actual,
  onGuardar,
}: {
  proveedor: ProveedorIA;
  actual: string | null;
  onGuardar: (url: string) => Promise<void>;
}) {
  const [url, setUrl] = useState(actual ?? '');
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const guardar = async () => {
    const v = url.trim();
    if (!aceptable(v)) return setError(msg.baseUrlNoValida);
    setError(null);
    setGuardando(true);
    try {
      await onGuardar(v);
    } catch {
      // the panel already said why
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Collapsible.Root defaultOpen={!!actual}>
      <Collapsible.Trigger asChild>
        <Button size="xs" variant="ghost" alignSelf="start">
          URL base (pasarela){actual ? `: ${actual}` : ''}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <HStack align="end" gap="2" pt="2">
          <FormField label={`URL base de ${PROVEEDOR[proveedor].nombre}`} error={error ?? undefined} helperText="Vacía: la del proveedor">
            <Input value={url} placeholder="https://pasarela.empresa.com" onChange={(e) => setUrl(e.target.value)} />
          </FormField>
          <Button size="sm" variant="outline" onClick={() => void guardar()} loading={guardando}>
            Guardar URL
          </Button>
        </HStack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
