/** Injection token of the process's AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
