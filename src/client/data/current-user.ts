import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import { CURRENT_USER_CACHE_MS } from "@shared/product";
import { ApiError, apiRequest } from "@client/lib/api";
import { reads } from "@shared/api/reads";
import { noteSignedOutElsewhere } from "@client/lib/signed-out-elsewhere";

/** docs/screens.md#api-calls: GET /api/auth/me; a 401 (or any failure) means signed out, cached 30 minutes. */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  try {
    return await apiRequest<PublicUser>("GET", "/api/auth/me");
  } catch (error) {
    if (error instanceof ApiError) {
      // A session ended elsewhere (the page came with the old cookie): the sign-in page says why.
      if (error.status === 401 && noteSignedOutElsewhere() && window.location.pathname === "/") window.location.replace("/login");
      return null;
    }
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: reads.me().key,
  queryFn: fetchCurrentUser,
  staleTime: CURRENT_USER_CACHE_MS,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** The signed-in user; only for screens rendered inside the signed-in routes. */
export function useSignedInUser(): PublicUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error("useSignedInUser used outside the signed-in routes");
  return data;
}
