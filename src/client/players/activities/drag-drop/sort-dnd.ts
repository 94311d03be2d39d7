import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import type { DragDropContent } from "@shared/content/content-schemas";
import { arrowStep } from "@client/lib/arrow-keys";

export type Item = DragDropContent["items"][number];
export type Category = DragDropContent["categories"][number];

/** Drop zone ids: the unsorted list, and one per category (prefixed so no category id can clash with the list). */
export const UNSORTED = "unsorted";
export const zoneId = (categoryId: string) => `category:${categoryId}`;
/** The drop bar shown at the foot of the screen during a drag by finger or mouse: one area per category. */
export const dockId = (categoryId: string) => `dock:${categoryId}`;
export const categoryOfZone = (id: UniqueIdentifier) => {
  const text = String(id);
  if (text.startsWith("category:")) return text.slice(9);
  if (text.startsWith("dock:")) return text.slice(5);
  return null;
};

/**
 * A pointer drops where it is; the keyboard (no pointer) drops on the zone nearest the item. The drop bar lies over the
 * page, so a pointer on one of its areas is over that area, whatever zone of the page is beneath it (a reply dropped on
 * "Skips the feeling" once went back to the unsorted list that lay under the bar).
 */
export const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const within = pointerWithin(args);
  const onDock = within.filter((collision) => String(collision.id).startsWith("dock:"));
  return onDock.length > 0 ? onDock : within;
};

/**
 * A reply lifted by finger or mouse stays inside the screen: one dragged past its edge widened the page, which a phone
 * pans or zooms out. Where it drops is where the pointer is (collisionDetection), not where the card is.
 */
export const withinScreen: Modifier = ({ transform, draggingNodeRect, windowRect }) => {
  if (!draggingNodeRect || !windowRect) return transform;
  const clamp = (value: number, least: number, most: number) => Math.min(Math.max(value, least), Math.max(least, most));
  return {
    ...transform,
    x: clamp(transform.x, windowRect.left - draggingNodeRect.left, windowRect.right - draggingNodeRect.right),
    y: clamp(transform.y, windowRect.top - draggingNodeRect.top, windowRect.bottom - draggingNodeRect.bottom),
  };
};

/** Arrow keys jump the lifted item from zone to zone (the list, then each category), instead of 25 px at a time. */
function zoneHopper(zoneOrder: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { over, droppableRects, collisionRect } }) => {
    const step = arrowStep(event.code, event.target instanceof Element ? event.target : null);
    if (step === undefined || !collisionRect) return undefined;
    event.preventDefault();
    const zones = zoneOrder.filter((id) => droppableRects.has(id));
    if (zones.length === 0) return undefined;
    const current = over ? zones.indexOf(String(over.id)) : -1;
    const next = zones[current < 0 ? 0 : (current + step + zones.length) % zones.length]!;
    const rect = droppableRects.get(next)!;
    // Centre the item on the zone: the sensor moves the item's top-left corner.
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };
}

/** Whether the device's main pointer is a finger; a finger when the browser cannot say. */
export function isCoarsePointer(): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return true;
  return window.matchMedia("(pointer: coarse)").matches;
}

/** Where a category's zone is on screen now: its top and bottom, or none when it is not laid out. */
function zoneBox(root: HTMLElement | null, categoryId: string): DOMRect | undefined {
  const zone = [...(root?.querySelectorAll<HTMLElement>("[data-zone-category]") ?? [])].find(
    (node) => node.dataset.zoneCategory === categoryId,
  );
  const box = zone?.getBoundingClientRect();
  return box && box.height > 0 ? box : undefined;
}

/** The bar's height at the foot of the screen, about 7rem: a zone under it is hidden while the bar shows. */
const DOCK_HEIGHT_PX = 112;

/**
 * The categories a mouse cannot drop on where they are: those not wholly on screen. Only when the drop bar must show
 * for one of them does it cover the foot of the screen, and then a zone under the bar joins it too.
 */
export function categoriesOutOfView(root: HTMLElement | null, categories: readonly Category[]): readonly Category[] {
  const boxes = categories.map((category) => zoneBox(root, category.id));
  const onScreen = (box: DOMRect | undefined, foot: number) => box !== undefined && box.top >= 0 && box.bottom <= foot;
  if (boxes.every((box) => onScreen(box, window.innerHeight))) return [];
  return categories.filter((_, index) => !onScreen(boxes[index], window.innerHeight - DOCK_HEIGHT_PX));
}

/**
 * How a reply is lifted: a short move starts a mouse drag, so a plain click still picks the item; press and hold starts
 * a touch drag, so a swipe still scrolls the page and a tap still picks the item; Space lifts and drops, arrows hop
 * between zones, Escape cancels, and Enter stays a plain "pick this item".
 */
export function useSortSensors(categories: readonly Category[]) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
      coordinateGetter: zoneHopper([UNSORTED, ...categories.map((category) => zoneId(category.id))]),
    }),
  );
}
