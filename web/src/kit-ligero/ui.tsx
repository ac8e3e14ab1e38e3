// The few pieces the pages that are their own entry draw with — the candidate's page (D85) and the
// sign-in page (D86) — as plain elements and the classes of their shared style sheet
// (kit-ligero/estilos.css, written into each page's HTML). Those pages do not load Chakra's
// runtime (≈ 65 kB gzipped, more than either page itself), so these stand in for the Chakra
// components the logged-in app uses, with the same roles and names for assistive technology and tests.
import { type ButtonHTMLAttributes, type ReactNode, type RefObject, type TextareaHTMLAttributes, useEffect, useId, useRef } from 'react';

const clases = (...xs: Array<string | false | null | undefined>) => xs.filter(Boolean).join(' ');

interface BotonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variante?: 'solido' | 'borde' | 'fantasma' | 'enlace';
  /** `gris`: the neutral outline of the sign-in page's social buttons. */
  tono?: 'marca' | 'rojo' | 'gris';
  tam?: 'md' | 'lg' | 'xl';
  /** Full width on a phone, its own width from 30em up. */
  anchoMovil?: boolean;
  /** Busy: disabled, with a spinner and `textoCargando` (announced like the label). */
  cargando?: boolean;
  textoCargando?: string;
}

export function Boton({
  variante = 'solido',
  tono = 'marca',
  tam = 'md',
  anchoMovil,
  cargando,
  textoCargando,
  className,
  children,
  ...resto
}: BotonProps) {
  return (
    <button
      type="button"
      {...resto}
      disabled={resto.disabled || cargando}
      aria-busy={cargando || undefined}
      className={clases('boton', `boton-${variante}`, `tono-${tono}`, `tam-${tam}`, anchoMovil && 'ancho-movil', className)}
    >
      {cargando ? (
        <>
          <Spinner tam="xs" />
          {textoCargando ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

export function Spinner({ tam = 'md' }: { tam?: 'xs' | 'md' | 'lg' }) {
  return <span className={`spinner spinner-${tam}`} aria-hidden="true" />;
}

/** A public page still loading: the spinner and what it loads, said politely to screen readers. */
export function Cargando({ texto }: { texto: string }) {
  return (
    <div className="cargando" role="status" aria-live="polite">
      <Spinner tam="lg" />
      <p className="apagado">{texto}</p>
    </div>
  );
}

/** Text for screen readers only. */
export function SoloLector({ children }: { children: ReactNode }) {
  return <span className="solo-lector">{children}</span>;
}

type EstadoAlerta = 'error' | 'info' | 'aviso' | 'exito';

interface AlertaProps {
  estado: EstadoAlerta;
  titulo?: ReactNode;
  children?: ReactNode;
  /** A button at its end (a retry). */
  accion?: ReactNode;
  role?: 'alert' | 'status';
  /** Without a border, the text in the state's colour (Chakra's subtle alert, as the sign-in page had it). */
  suave?: boolean;
  className?: string;
  'data-testid'?: string;
}

export function Alerta({ estado, titulo, children, accion, role, suave, className, ...resto }: AlertaProps) {
  return (
    <div
      className={clases('alerta', `alerta-${estado}`, suave && 'alerta-suave', className)}
      role={role}
      data-testid={resto['data-testid']}
    >
      {estado === 'exito' ? <IconoCheck className="alerta-icono" /> : <IconoInfo className="alerta-icono" />}
      <div className="alerta-contenido">
        {titulo && <p className="alerta-titulo">{titulo}</p>}
        {children && <div className="alerta-texto">{children}</div>}
      </div>
      {accion}
    </div>
  );
}

export function Insignia({ tono, children }: { tono: 'marca' | 'naranja' | 'rojo'; children: ReactNode }) {
  return <span className={`insignia insignia-${tono}`}>{children}</span>;
}

/** The interview's progress: "Pregunta X de N" as its value text. */
export function Progreso({ valor, max, etiqueta, texto }: { valor: number; max: number; etiqueta: string; texto: string }) {
  return (
    <div
      className="progreso"
      role="progressbar"
      aria-label={etiqueta}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={valor}
      aria-valuetext={texto}
    >
      <div className="progreso-barra" style={{ width: `${Math.round((valor / Math.max(1, max)) * 100)}%` }} />
    </div>
  );
}

const icono = { viewBox: '0 0 24 24', width: '1em', height: '1em', 'aria-hidden': true } as const;
const trazo = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function IconoCheck({ className }: { className?: string }) {
  return (
    <svg {...icono} className={className}>
      <path {...trazo} d="M22 11.1V12a10 10 0 1 1-5.9-9.1" />
      <path {...trazo} d="M22 4L12 14l-3-3" />
    </svg>
  );
}

export function IconoInfo({ className }: { className?: string }) {
  return (
    <svg {...icono} className={className}>
      <circle {...trazo} cx="12" cy="12" r="10" />
      <path {...trazo} d="M12 16v-4M12 8h.01" />
    </svg>
  );
}

export function IconoReintentar() {
  return (
    <svg {...icono}>
      <path {...trazo} d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path {...trazo} d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path {...trazo} d="M21 3v5h-5M3 21v-5h5" />
    </svg>
  );
}

/** The product's mark (the logged-in app's BrandMark, drawn without Chakra). */
export function Marca({ className }: { className?: string }) {
  return (
    <span className={clases('marca', className)} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="60%" height="60%">
        <path fill="currentColor" d="M10 2.5l2 6.2 6.2 2-6.2 2-2 6.3-2-6.3-6.2-2 6.2-2z" />
        <path fill="currentColor" opacity="0.8" d="M18.5 13.5l1 3 3 1-3 1-1 3-1-3-3-1 3-1z" />
      </svg>
    </span>
  );
}

/** A text box that grows with its text (CSS field-sizing where the browser has it) up to its max height. */
export function CajaTexto({
  alto = 'grande',
  ...resto
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { alto?: 'grande' | 'medio' }) {
  return <textarea {...resto} className={`caja-texto caja-${alto}`} />;
}

interface DialogoProps {
  titulo: string;
  /** Escape or a click outside: ignored while `bloqueado`. */
  onCerrar: () => void;
  bloqueado?: boolean;
  children: ReactNode;
  pie: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal confirmation: the focus moves into it (to its first button) and stays there with Tab,
 * Escape closes it, and the focus goes back where it was when it closes.
 */
export function Dialogo({ titulo, onCerrar, bloqueado, children, pie, role = 'alertdialog' }: DialogoProps) {
  const id = useId();
  const caja = useRef<HTMLDivElement>(null);
  const cerrar = useRef(onCerrar);
  useEffect(() => {
    cerrar.current = bloqueado ? () => undefined : onCerrar;
  });
  useEffect(() => {
    const antes = document.activeElement as HTMLElement | null;
    enfocables(caja)[0]?.focus();
    const tecla = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cerrar.current();
      if (e.key !== 'Tab') return;
      const lista = enfocables(caja);
      if (lista.length === 0) return;
      const primero = lista[0]!;
      const ultimo = lista[lista.length - 1]!;
      if (e.shiftKey && document.activeElement === primero) {
        e.preventDefault();
        ultimo.focus();
      } else if (!e.shiftKey && document.activeElement === ultimo) {
        e.preventDefault();
        primero.focus();
      }
    };
    document.addEventListener('keydown', tecla);
    return () => {
      document.removeEventListener('keydown', tecla);
      antes?.focus?.();
    };
  }, []);
  return (
    <div className="dialogo-fondo" onClick={(e) => e.target === e.currentTarget && cerrar.current()}>
      <div ref={caja} className="dialogo" role={role} aria-modal="true" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}>
        <h2 className="dialogo-titulo" id={`${id}-t`}>
          {titulo}
        </h2>
        <div className="dialogo-cuerpo" id={`${id}-d`}>
          {children}
        </div>
        <div className="dialogo-pie">{pie}</div>
      </div>
    </div>
  );
}

function enfocables(caja: RefObject<HTMLDivElement | null>): HTMLElement[] {
  return [...(caja.current?.querySelectorAll<HTMLElement>('button:not([disabled]), textarea, input, a[href]') ?? [])];
}
