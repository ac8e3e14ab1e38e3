// Users and their profile: part 1 §3.1 (User) and part 2 §3 (User profile), with the profile
// defaults of part 2 §3, the profile-update body and the bodies of the user calls (part 1 §7.2).
import * as z from 'zod';
import { empresas as msgEmpresas, perfil as msgPerfil } from '../messages.js';
import { PAGINACION, PASSWORD } from '../constants.js';
import { PERMISOS } from '../permissions.js';
import { EmailNormalizado, Fecha, FechaHora, Id, Rol, TextoCorto, TextoLargo } from './comun.js';

export const GENEROS = ['prefiero_no_decir', 'masculino', 'femenino', 'otro'] as const;
export const Genero = z.enum(GENEROS);
export type Genero = z.infer<typeof Genero>;

export const Permiso = z.enum(PERMISOS);
export type Permiso = z.infer<typeof Permiso>;

/** Avatar: a path served by the backend (/uploads/...) or an http(s) URL (part 1 §2.4). */
export const AvatarUrl = z
  .string()
  .max(2_000)
  .regex(/^(\/(?![/\\])|https?:\/\/)/);
export type AvatarUrl = z.infer<typeof AvatarUrl>;

export const DireccionPerfil = z.object({
  calle: TextoCorto.optional(),
  ciudad: TextoCorto.optional(),
  estado: TextoCorto.optional(),
  codigoPostal: TextoCorto.optional(),
  pais: TextoCorto.default('Colombia'),
});
export type DireccionPerfil = z.infer<typeof DireccionPerfil>;

export const RedesSociales = z.object({
  linkedin: TextoCorto.optional(),
  twitter: TextoCorto.optional(),
  github: TextoCorto.optional(),
  website: TextoCorto.optional(),
});
export type RedesSociales = z.infer<typeof RedesSociales>;

export const NotificacionesPerfil = z.object({
  email: z.boolean().default(true),
  push: z.boolean().default(true),
  sms: z.boolean().default(false),
  entrevistas: z.boolean().default(true),
  recordatorios: z.boolean().default(true),
});
export type NotificacionesPerfil = z.infer<typeof NotificacionesPerfil>;

export const PrivacidadPerfil = z.object({
  perfilPublico: z.boolean().default(false),
  mostrarEmail: z.boolean().default(false),
  mostrarTelefono: z.boolean().default(false),
});
export type PrivacidadPerfil = z.infer<typeof PrivacidadPerfil>;

export const ConfiguracionPerfil = z.object({
  idioma: z.string().min(2).max(10).default('es'),
  zonaHoraria: z.string().min(1).max(100).default('America/Bogota'),
  notificaciones: NotificacionesPerfil.prefault({}),
  privacidad: PrivacidadPerfil.prefault({}),
});
export type ConfiguracionPerfil = z.infer<typeof ConfiguracionPerfil>;

/** The editable personal fields, shared by the profile, the user and the profile update. */
const camposPersonales = {
  apellidos: TextoCorto.optional(),
  telefono: TextoCorto.optional(),
  telefonoMovil: TextoCorto.optional(),
  /** titulo and puesto hold the same value on the profile screen (part 2 §3). */
  titulo: TextoCorto.optional(),
  puesto: TextoCorto.optional(),
  departamento: TextoCorto.optional(),
  biografia: TextoLargo.optional(),
  /** null clears the date. */
  fechaNacimiento: Fecha.nullable().optional(),
  genero: Genero.optional(),
};

/** Part 2 §3 "User profile", as GET /perfil answers it. email, rol, empresaId, id and avatarUrl are read-only. */
export const PerfilUsuario = z.object({
  id: Id.optional(),
  nombre: z.string().max(200),
  email: z.email(),
  ...camposPersonales,
  direccion: DireccionPerfil.prefault({}),
  redesSociales: RedesSociales.prefault({}),
  configuracion: ConfiguracionPerfil.prefault({}),
  avatarUrl: AvatarUrl.nullable().optional(),
  rol: Rol,
  /** null for the platform superadmin, who belongs to no company. */
  empresaId: Id.nullable().optional(),
  ultimoAcceso: FechaHora.optional(),
});
export type PerfilUsuario = z.infer<typeof PerfilUsuario>;

/** Part 1 §3.1: the user as the client holds it. */
export const Usuario = PerfilUsuario.extend({
  id: Id,
  /** The company as the backend sends it: its name or a small object. */
  empresa: z
    .union([z.string(), z.looseObject({ id: Id.optional(), nombre: z.string().optional() })])
    .nullable()
    .optional(),
  empresaNombre: z.string().optional(),
  /** Percentage of the profile filled in, 0-100. */
  completitudPerfil: z.number().min(0).max(100).optional(),
  verificado: z.boolean().optional(),
  fechaCreacion: FechaHora.optional(),
  createdAt: FechaHora.optional(),
  updatedAt: FechaHora.optional(),
  permisos: z.array(Permiso).default([]),
  /** true unless the server says false (part 1 §3.1). */
  activo: z.boolean().default(true),
  /**
   * The password was set by someone else (an admin, the company wizard): until the user chooses
   * their own, every call but the change itself, /me, /init and logout answers 403.
   */
  debeCambiarPassword: z.boolean().optional(),
});
export type Usuario = z.infer<typeof Usuario>;

// ---- Bodies ----------------------------------------------------------------------------------

const nombreEditable = z.string({ error: 'El nombre es obligatorio' }).trim().min(1, 'El nombre es obligatorio').max(200);

/**
 * Body of the profile update (PUT /perfil): only the editable profile fields, all optional, no
 * defaults (a missing field keeps its stored value). email, rol, empresaId, id and avatarUrl are
 * refused like any unknown key; the avatar has its own upload call.
 */
export const PerfilUpdate = z.strictObject({
  nombre: nombreEditable.optional(),
  ...camposPersonales,
  direccion: z
    .strictObject({
      calle: TextoCorto.optional(),
      ciudad: TextoCorto.optional(),
      estado: TextoCorto.optional(),
      codigoPostal: TextoCorto.optional(),
      pais: TextoCorto.optional(),
    })
    .optional(),
  redesSociales: z
    .strictObject({
      linkedin: TextoCorto.optional(),
      twitter: TextoCorto.optional(),
      github: TextoCorto.optional(),
      website: TextoCorto.optional(),
    })
    .optional(),
  configuracion: z
    .strictObject({
      idioma: z.string().min(2).max(10).optional(),
      zonaHoraria: z.string().min(1).max(100).optional(),
      notificaciones: z
        .strictObject({
          email: z.boolean().optional(),
          push: z.boolean().optional(),
          sms: z.boolean().optional(),
          entrevistas: z.boolean().optional(),
          recordatorios: z.boolean().optional(),
        })
        .optional(),
      privacidad: z
        .strictObject({
          perfilPublico: z.boolean().optional(),
          mostrarEmail: z.boolean().optional(),
          mostrarTelefono: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type PerfilUpdate = z.infer<typeof PerfilUpdate>;

/**
 * Body of POST /usuarios. The spec does not show the fields beyond "user fields"; these are the
 * ones an administrator sets. Without password the server generates one (PASSWORD.generatedLength).
 */
export const UsuarioCreate = z.strictObject({
  nombre: nombreEditable,
  apellidos: TextoCorto.optional(),
  email: z.email(),
  rol: Rol,
  /** Chosen by the superadmin; an admin's users always go to the admin's own company. */
  empresaId: Id.optional(),
  telefono: TextoCorto.optional(),
  puesto: TextoCorto.optional(),
  departamento: TextoCorto.optional(),
  password: z.string().min(PASSWORD.minLength, msgEmpresas.contrasenaCorta).max(256).optional(),
  activo: z.boolean().default(true),
});
export type UsuarioCreate = z.infer<typeof UsuarioCreate>;

/**
 * Body of PUT /usuarios/{id}: all optional; email, id and empresaId cannot change. Which roles a
 * caller may grant (an admin never superadmin) is the server's check, not the schema's.
 */
export const UsuarioUpdate = z.strictObject({
  nombre: nombreEditable.optional(),
  apellidos: TextoCorto.optional(),
  telefono: TextoCorto.optional(),
  telefonoMovil: TextoCorto.optional(),
  titulo: TextoCorto.optional(),
  puesto: TextoCorto.optional(),
  departamento: TextoCorto.optional(),
  rol: Rol.optional(),
  activo: z.boolean().optional(),
});
export type UsuarioUpdate = z.infer<typeof UsuarioUpdate>;

// Bodies and answers of the users and profile calls (part 1 §7.2, part 2 "Perfil").

/** The two roles a company's users can hold; the platform superadmin is seeded, not created here. */
export const RolEmpresa = z.enum(['admin', 'operador'], { error: 'El rol debe ser admin u operador' });

export const UsuarioCreateBody = UsuarioCreate.extend({
  email: EmailNormalizado,
  rol: RolEmpresa,
  password: z.string().min(PASSWORD.minLength, msgEmpresas.contrasenaCorta).max(256).optional(),
});
export type UsuarioCreateBody = z.output<typeof UsuarioCreateBody>;

export const UsuarioUpdateBody = UsuarioUpdate.extend({ rol: RolEmpresa.optional() });
export type UsuarioUpdateBody = z.output<typeof UsuarioUpdateBody>;

export const UsuarioIdParams = z.object({ id: Id });

export const UsuariosQuery = z.object({
  empresaId: Id.optional(),
  cursor: z.string().max(2_000).optional(),
  limit: z.coerce.number().int().min(1).max(PAGINACION.limiteMaximo).optional(),
});

export const UsuariosPage = z.object({ items: z.array(Usuario), cursor: z.string().nullable() });

export const UsuarioCreado = z.object({
  user: Usuario,
  /** The initial password, only when the server generated it (shown once to the admin). */
  passwordGenerada: z.string().optional(),
  /** Whether the invitation email went out (a mail outage does not undo the user). */
  emailEnviado: z.boolean(),
});

export const PerfilData = PerfilUsuario.extend({ completitudPerfil: z.number().min(0).max(100) });

export const AvatarData = z.object({ avatarUrl: z.string(), url: z.string() });

export const AVATAR = {
  campo: 'avatar',
  /** A Lambda request carries 6 MB at most, base64 included: 4 MB of image fits with room to spare. */
  maxBytes: 4 * 1024 * 1024,
  mensajes: { sinArchivo: msgPerfil.sinArchivo, noImagen: msgPerfil.archivoNoImagen, demasiadoGrande: msgPerfil.imagenDemasiadoGrande },
} as const;
