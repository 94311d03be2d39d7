import { renderToString } from "react-dom/server";
import { App } from "./app/app";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { currentUserQuery } from "./features/auth";

/** Build-time render of the landing page: the same tree the browser hydrates for a signed-out visitor. */
export function renderLanding(): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, null);
  return renderToString(
    <Providers queryClient={queryClient} ssrPath="/">
      <App />
    </Providers>,
  );
}
