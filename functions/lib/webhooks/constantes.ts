// The outbound webhooks' numbers (D147), in one place for the worker, the notices and the tests.

/** An endpoint that has failed for this many days with no success in between is turned off. */
export const DIAS_HASTA_DESACTIVAR = 5;
/** How long a rotated-out secret keeps signing beside the new one. */
export const VENTANA_ROTACION_MS = 24 * 3_600_000;
