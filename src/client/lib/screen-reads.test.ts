// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { SCREEN_READS_ID } from "@shared/lesson-paths";
import { createQueryClient } from "../app/query-client";
import { seedScreenReads } from "./screen-reads";

/** A page as the server sends it with a drawn screen: the answers in a JSON element. */
function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script type="application/json" id="${SCREEN_READS_ID}">${json}</script><div id="root"></div>`;
  return doc;
}

describe("the answers a drawn page carries", () => {
  it("start the app's queries, as fresh as if just asked, and leave the page", () => {
    const queryClient = createQueryClient();
    const doc = pageWith(
      '[["/api/auth/me",["auth","me"],{"id":3,"username":"Robin \\u003c3"}],["/api/user/3/progress",["user",3,"progress"],[]],["/api/lessons",["lessons"],[{"id":1}]]]',
    );
    seedScreenReads(queryClient, doc);
    expect(queryClient.getQueryData(["auth", "me"])).toEqual({ id: 3, username: "Robin <3" });
    expect(queryClient.getQueryData(["user", 3, "progress"])).toEqual([]);
    expect(queryClient.getQueryData(["lessons"])).toEqual([{ id: 1 }]);
    expect(queryClient.getQueryState(["lessons"])?.isInvalidated).toBe(false);
    expect(doc.getElementById(SCREEN_READS_ID)).toBeNull();
  });

  it("are left out when they cannot be read, and the app asks as usual", () => {
    for (const json of [
      "{not json",
      '{"auth":1}',
      '[["/api/auth/me", {"id":3}], ["/api/lessons", ["lessons"]], ["https://elsewhere.example/x", ["x"], 1], ["//elsewhere.example/x", ["y"], 1], "x"]',
    ]) {
      const queryClient = createQueryClient();
      seedScreenReads(queryClient, pageWith(json));
      expect(queryClient.getQueryCache().getAll(), json).toEqual([]);
    }
  });

  it("are none on a page without them", () => {
    const queryClient = createQueryClient();
    seedScreenReads(queryClient, document.implementation.createHTMLDocument());
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
