// The troubleshooting tab (part 2 §2): a diagnostics guide in three sub-tabs — common problems,
// corporate practices, diagnostic commands — with copy buttons ('Código copiado al portapapeles')
// and severity labels (critical, high, medium → Crítico, Alto, Medio; anything else Bajo).
import { Badge, Box, Button, Card, Code, Stack, Tabs, Text } from '@chakra-ui/react';
import { toaster } from '../../../components/toaster';

type Severidad = 'critical' | 'high' | 'medium' | 'low';

export function etiquetaSeveridad(s: string): string {
  return s === 'critical' ? 'Crítico' : s === 'high' ? 'Alto' : s === 'medium' ? 'Medio' : 'Bajo';
}
const COLOR: Record<Severidad, string> = { critical: 'red', high: 'orange', medium: 'yellow', low: 'gray' };

interface Entrada {
  titulo: string;
  severidad: Severidad;
  texto: string;
  codigo?: string;
}

const PROBLEMAS: Entrada[] = [
  {
    titulo: 'La clave de OpenAI no se acepta',
    severidad: 'critical',
    texto:
      'Las claves antiguas empiezan por sk- y las de proyecto por sk-proj- (de 60 a más de 300 caracteres). Cópiala entera, sin espacios ni saltos de línea.',
    codigo: 'sk-proj-…',
  },
  {
    titulo: 'Error conectando: clave no válida o sin permisos (HTTP 401)',
    severidad: 'high',
    texto:
      'El proveedor rechazó la clave: está revocada, pertenece a otra organización o no tiene permiso para listar modelos. Genera una nueva.',
  },
  {
    titulo: 'La clave de D-ID tiene un formato incorrecto',
    severidad: 'high',
    texto:
      'Usa usuario:contraseña. Usuario de 3 a 50 caracteres (letras, números, _ . -); contraseña de 10 a 100 (también + / =); en total de 15 a 150; sin @.',
    codigo: 'usuario.demo:Contraseña+Segura=',
  },
  {
    titulo: 'El servicio no respondió a tiempo',
    severidad: 'medium',
    texto: 'La prueba espera 6 segundos. Si tu red sale por un proxy o una pasarela, configura su URL base en la clave de la plataforma.',
  },
];

const PRACTICAS: Entrada[] = [
  {
    titulo: 'Una clave por entorno y por empresa',
    severidad: 'medium',
    texto: 'Cada empresa puede tener su propia clave: sus costes quedan separados y revocar una no afecta a las demás.',
  },
  {
    titulo: 'Pasarela corporativa',
    severidad: 'medium',
    texto:
      'Si la empresa exige una pasarela hacia los proveedores de IA, el Super Admin indica su URL base (https) en la clave de la plataforma.',
  },
  {
    titulo: 'Rotación',
    severidad: 'low',
    texto:
      'Rota las claves al menos cada 90 días y siempre que una persona con acceso deje la empresa. Guardar una nueva la prueba al momento.',
  },
];

const COMANDOS: Entrada[] = [
  {
    titulo: 'Probar una clave de OpenAI desde un terminal',
    severidad: 'low',
    texto: 'Debe responder HTTP 200 con la lista de modelos.',
    codigo: 'curl -s -o /dev/null -w "%{http_code}\\n" https://api.openai.com/v1/models -H "Authorization: Bearer $OPENAI_API_KEY"',
  },
  {
    titulo: 'Probar una clave de Claude',
    severidad: 'low',
    texto: 'Debe responder HTTP 200.',
    codigo:
      'curl -s -o /dev/null -w "%{http_code}\\n" https://api.anthropic.com/v1/models -H "x-api-key: $ANTHROPIC_API_KEY" -H "anthropic-version: 2023-06-01"',
  },
  {
    titulo: 'Probar una clave de Deepgram',
    severidad: 'low',
    texto: 'Debe responder HTTP 200 con los proyectos de la cuenta.',
    codigo: 'curl -s -o /dev/null -w "%{http_code}\\n" https://api.deepgram.com/v1/projects -H "Authorization: Token $DEEPGRAM_API_KEY"',
  },
];

async function copiar(texto: string) {
  try {
    await navigator.clipboard.writeText(texto);
    toaster.create({ type: 'success', title: 'Código copiado al portapapeles' });
  } catch {
    toaster.create({ type: 'error', title: 'No se pudo copiar al portapapeles' });
  }
}

function Lista({ entradas }: { entradas: Entrada[] }) {
  return (
    <Stack gap="3">
      {entradas.map((e) => (
        <Card.Root key={e.titulo} variant="outline" bg="bg">
          <Card.Body gap="2" p="4">
            <Stack direction="row" justify="space-between" align="start" gap="3">
              <Text fontWeight="semibold">{e.titulo}</Text>
              <Badge colorPalette={COLOR[e.severidad]} variant="subtle">
                {etiquetaSeveridad(e.severidad)}
              </Badge>
            </Stack>
            <Text fontSize="sm">{e.texto}</Text>
            {e.codigo && (
              <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
                <Code whiteSpace="pre-wrap" wordBreak="break-all" flex="1" p="2">
                  {e.codigo}
                </Code>
                <Button size="xs" variant="outline" onClick={() => void copiar(e.codigo!)}>
                  Copiar
                </Button>
              </Box>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function GuiaDiagnostico() {
  return (
    <Tabs.Root defaultValue="problemas" variant="enclosed" size="sm">
      <Tabs.List>
        <Tabs.Trigger value="problemas">Problemas comunes</Tabs.Trigger>
        <Tabs.Trigger value="practicas">Prácticas corporativas</Tabs.Trigger>
        <Tabs.Trigger value="comandos">Comandos de diagnóstico</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="problemas">
        <Lista entradas={PROBLEMAS} />
      </Tabs.Content>
      <Tabs.Content value="practicas">
        <Lista entradas={PRACTICAS} />
      </Tabs.Content>
      <Tabs.Content value="comandos">
        <Lista entradas={COMANDOS} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
