/**
 * Imported by entry-client before anything else loads. The page's CSP has no 'unsafe-eval', and
 * zod (the back office's forms) probes for it with `new Function('')` as its first object schema
 * is built, which the browser reports as a CSP violation. `jitless` skips the probe (and the
 * compiled parsers the CSP forbids anyway). It is set on zod's global config object, which zod
 * adopts when it loads, so no zod ships with the visitor's entry.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
