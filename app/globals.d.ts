/** Year of the build, defined by vite.config.ts. */
declare const __BUILD_YEAR__: number;
