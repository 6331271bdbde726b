// ESLint's flat config: every script of the page (web/) and of the tests, with the
// recommended rules and the globals of where each one runs. `python3 build.py test`
// runs it (npx eslint .).
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "dist/", ".venv/", ".cache/", "bench/out/", "bench/results/"] },
  js.configs.recommended,
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: globals.browser },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  // A classic script (<script src>) that also hands its pure part to Node's tests.
  {
    files: ["web/scripts/early.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser, module: "readonly" } },
  },
  // The service worker; build.py replaces its __NAMES__ with the build's values.
  {
    files: ["web/scripts/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: {
        ...globals.serviceworker,
        __PRECACHE__: "readonly",
        __PAGES__: "readonly",
        __SNAPSHOT__: "readonly",
      },
    },
  },
  { files: ["web/scripts/*-worker.mjs"], languageOptions: { globals: globals.worker } },
  // Run by Node: the build's compiler, the tests, this file.
  {
    files: ["web/build/*.mjs", "tests/**/*.mjs", "*.mjs"],
    languageOptions: { globals: globals.node },
  },
];
