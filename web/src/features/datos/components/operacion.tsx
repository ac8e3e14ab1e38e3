// What the Operaciones tab's operations share (part 2 §4 "Data operations"): the card each one is,
// the alert with its result, the company it acts on, and the tab's one turn — an operation takes it
// while it runs, so the others' buttons wait (export, backup, import, clear: one at a time).
import { type ReactNode, useState } from 'react';
import { Alert, Box, Card, Stack, Text } from '@chakra-ui/react';

export type Resultado = { estado: 'success' | 'error' | 'warning'; texto: string } | null;

export function ResultadoAlerta({ resultado }: { resultado: Resultado }) {
  if (!resultado) return null;
  return (
    <Alert.Root status={resultado.estado} rounded="md">
      <Alert.Indicator />
      <Alert.Description wordBreak="break-word">{resultado.texto}</Alert.Description>
    </Alert.Root>
  );
}

export function Operacion({ titulo, descripcion, children }: { titulo: string; descripcion: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" size="sm" role="group" aria-label={titulo}>
      <Card.Body>
        <Stack gap="3">
          <Box>
            <Text fontWeight="semibold">{titulo}</Text>
            <Text fontSize="sm" color="fg.muted" mt="0.5">
              {descripcion}
            </Text>
          </Box>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The company the tab acts on: a company admin's own, the superadmin's selected one, or none (platform-wide). */
export interface Alcance {
  /** Sent to the API (the superadmin's selection); undefined for a company user and for the platform. */
  empresaId: string | undefined;
  /** The company's name as the clear asks to type it; null when no company is selected. */
  nombre: string | null;
}

export type OperacionId = 'exportar' | 'backup' | 'importar' | 'limpiar';

/** The tab's turn: the operation running (null: none) and how one takes it or lets it go. */
export interface Turno {
  ocupado: OperacionId | null;
  ocupar: (op: OperacionId | null) => void;
}

/** What every operation's card holds: the company, the tab's turn. */
export interface PropsOperacion {
  alcance: Alcance;
  turno: Turno;
}

/** One operation's own state: its result, and whether it (or another) holds the tab's turn. */
export function useOperacion(id: OperacionId, turno: Turno) {
  const [resultado, setResultado] = useState<Resultado>(null);
  return {
    resultado,
    setResultado,
    /** This operation runs (its button shows it). */
    enCurso: turno.ocupado === id,
    /** Some operation runs (this one's button waits). */
    bloqueada: turno.ocupado !== null,
    empezar: () => turno.ocupar(id),
    terminar: () => turno.ocupar(null),
  };
}
