import { loadDialogLibrary } from "../../src/client/components/ui/dialog-library";

// In the browser the signed-in shell fetches the dialog library once a screen has settled, so a dialog opens at once;
// screens' tests start from there. components/ui/dialog-library.test.tsx covers a dialog opened before it loaded.
if (typeof document !== "undefined") await loadDialogLibrary();
