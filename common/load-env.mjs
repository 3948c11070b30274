// Imported first by every entry point (server, operator commands, build, postbuild): the
// configuration file is applied before any module reads process.env.
import { loadEnvFile } from "./env-file.mjs";

loadEnvFile();
