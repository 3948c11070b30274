/** Day of the build (YYYY-MM-DD), defined by vite.config.ts. */
declare const __BUILD_DATE__: string;
