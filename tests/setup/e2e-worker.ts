import { claimServer } from "../e2e/server";

// Before each browser test file loads: the server of the worker it runs in (tests/setup/e2e-global.ts).
await claimServer();
