import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A lazily loaded screen's first render takes over a second in a worker on a loaded 2-core machine
// (the default wait is 1 s); a text that never appears still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
