// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { LessonSummary } from "@shared/schemas/learning";
import { createQueryClient } from "../../app/query-client";
import { FavoriteButton, FavoriteLessonsList } from "./favorite-lessons";

const lessons: LessonSummary[] = [
  { id: 1, levelId: 1, order: 1, title: "When Pip Falls", description: "", xpReward: 50, activityType: "multiple-choice", skill: "emotional-validation", minutes: 5 },
  { id: 2, levelId: 1, order: 2, title: "Dinner Disaster", description: "", xpReward: 20, activityType: "multiple-choice", skill: "emotional-validation", minutes: 5 },
  { id: 7, levelId: 2, order: 1, title: "Tower Trouble", description: "", xpReward: 20, activityType: "multiple-choice", skill: "setting-boundaries", minutes: 5 },
];

/** A tiny favourites server: GET lists, PUT adds to the front once, DELETE removes; `failWrites` answers 500. */
function serveFavorites(initial: number[], options: { failWrites?: boolean } = {}) {
  let saved = [...initial];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (method === "GET" && url === "/api/user/42/favorites") return new Response(JSON.stringify(saved), { status: 200 });
    const match = /^\/api\/user\/42\/favorites\/(\d+)$/.exec(url);
    if (!match) return new Response('{"message":"Not found"}', { status: 404 });
    if (options.failWrites) return new Response('{"message":"Something went wrong"}', { status: 500 });
    const id = Number(match[1]);
    saved = method === "PUT" ? (saved.includes(id) ? saved : [id, ...saved]) : saved.filter((other) => other !== id);
    return new Response(JSON.stringify(saved), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderFavorites(current: LessonSummary = lessons[1]!) {
  const location = memoryLocation({ path: "/", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <FavoriteButton userId={42} lesson={current} />
        <FavoriteLessonsList userId={42} lessons={lessons} />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const list = () => screen.getByRole("region", { name: "Favourites" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Add Favourite", () => {
  it("adds the lesson in progress, turns into Remove Favourite and lists it; removing takes it off again", async () => {
    const fetchMock = serveFavorites([]);
    renderFavorites();
    expect(await within(list()).findByText(/^No favourites yet\./)).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: "Add Favourite" }));
    const remove = await screen.findByRole("button", { name: "Remove Favourite" });
    expect(within(list()).getByRole("link", { name: "Dinner Disaster" }).getAttribute("href")).toBe("/lessons/1/lesson/2");
    expect(fetchMock).toHaveBeenCalledWith("/api/user/42/favorites/2", expect.objectContaining({ method: "PUT" }));

    fireEvent.click(remove);
    await screen.findByRole("button", { name: "Add Favourite" });
    expect(fetchMock).toHaveBeenCalledWith("/api/user/42/favorites/2", expect.objectContaining({ method: "DELETE" }));
    expect(within(list()).queryByRole("link")).toBeNull();
    expect(within(list()).getByText(/^No favourites yet\./)).toBeTruthy();
  });

  it("reads Remove Favourite when the lesson in progress is already a favourite", async () => {
    serveFavorites([2]);
    renderFavorites();
    expect(await screen.findByRole("button", { name: "Remove Favourite" })).toBeTruthy();
  });

  it("keeps its label and says so when saving fails", async () => {
    serveFavorites([], { failWrites: true });
    renderFavorites();
    await within(list()).findByText(/^No favourites yet\./);
    fireEvent.click(await screen.findByRole("button", { name: "Add Favourite" }));
    expect(await screen.findByText("We couldn't save that just now. Please try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Favourite" })).toBeTruthy();
  });
});

describe("Favourites list", () => {
  it("lists favourites newest first as links to their intro screens and skips lessons that no longer exist", async () => {
    serveFavorites([7, 99, 1]);
    const location = renderFavorites();
    const links = await within(list()).findAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Tower Trouble", "/lessons/2/lesson/7"],
      ["When Pip Falls", "/lessons/1/lesson/1"],
    ]);
    fireEvent.click(links[0]!);
    await waitFor(() => expect(location.history?.at(-1)).toBe("/lessons/2/lesson/7"));
  });
});

describe("the English word", () => {
  it("is spelled favourite in every English text of the app, the buttons included", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const root = `${process.cwd()}/src/locales/`;
    const american: string[] = [];
    for (const domain of readdirSync(root, { withFileTypes: true })) {
      if (!domain.isDirectory()) continue;
      const file = `${root}${domain.name}/en.po`;
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        continue;
      }
      for (const line of text.split("\n")) if (/^msgstr .*\bfavorites?\b/i.test(line)) american.push(`${domain.name}: ${line}`);
    }
    expect(american).toEqual([]);
  });
});
