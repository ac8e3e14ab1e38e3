// The session's shapes, apart from the session's code (session.ts): the token's storage
// (token-guardado.ts) and the hand-over between tabs (traspaso.ts) name them, and session.ts uses
// both — defined there, the three modules imported each other.
import type * as z from 'zod/mini';
import type { Empresa } from '@shared/schemas/empresa';
import type { Usuario } from '@shared/schemas/usuario';

/** The user as the API sends it (defaults such as permisos or activo may be missing). */
export type SessionUser = z.input<typeof Usuario>;

/** A company of the session's list: the API sends whole companies; the web reads a few fields. */
export type EmpresaResumen = Partial<z.input<typeof Empresa>> & { id: string };
