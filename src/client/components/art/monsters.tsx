import type { ComponentType, ReactNode } from "react";
import type { Character } from "@shared/content/cast-names";

/**
 * The Growly cast as small inline SVGs (see content/cast.md). Colours follow the level palette.
 * Pass `title` for a meaningful image (it becomes the accessible name); without it the drawing is decorative.
 */
export type MonsterMood = "happy" | "sad" | "cross" | "proud" | "calm";

export interface MonsterProps {
  mood?: MonsterMood;
  className?: string;
  title?: string;
}

const INK = "#1f2340";

function Frame({ title, className, children }: { title?: string; className?: string; children: ReactNode }) {
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true as const };
  return (
    <svg viewBox="0 0 120 120" className={className} focusable="false" {...a11y}>
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

interface FaceProps {
  mood: MonsterMood;
  /** Centre between the eyes, eye line, half the distance between eyes, eye radius, mouth line. */
  x: number;
  y: number;
  gap: number;
  r: number;
  my: number;
  cheek: string;
  /** Grown-ups keep their bushy brows whatever the mood. */
  brows?: boolean;
}

function Face({ mood, x, y, gap, r, my, cheek, brows }: FaceProps) {
  const eyes = [x - gap, x + gap];
  const line = { fill: "none", stroke: INK, strokeWidth: 3, strokeLinecap: "round" as const };
  return (
    <g>
      {eyes.map((ex, i) => {
        const side = i === 0 ? 1 : -1; // +1 points towards the middle for the left eye
        const inner = ex + side * r;
        const outer = ex - side * r;
        const top = y - r;
        let brow: string | null = null;
        if (mood === "sad") brow = `M${outer} ${top - 2}L${inner} ${top - 7}`;
        else if (mood === "cross") brow = `M${outer} ${top - 7}L${inner} ${top - 1}`;
        else if (brows) brow = `M${outer} ${top - 4}Q${ex} ${top - 8} ${inner} ${top - 4}`;
        return (
          <g key={ex}>
            {mood === "proud" ? (
              <path d={`M${ex - r} ${y + 2}Q${ex} ${y - r} ${ex + r} ${y + 2}`} {...line} />
            ) : mood === "calm" ? (
              <path d={`M${ex - r} ${y - 1}Q${ex} ${y + r * 0.8} ${ex + r} ${y - 1}`} {...line} />
            ) : (
              <>
                <circle cx={ex} cy={y} r={r} fill="#fff" stroke={INK} strokeWidth={2} />
                <circle cx={ex + side * 1.5} cy={y + 1} r={r * 0.55} fill={INK} />
                <circle cx={ex + side * 1.5 - 1.5} cy={y - 1.5} r={r * 0.2} fill="#fff" />
              </>
            )}
            {brow ? <path d={brow} {...line} strokeWidth={brows ? 5 : 3} /> : null}
            <ellipse cx={ex - side * (r * 0.6)} cy={my - 1} rx={5} ry={3} fill={mood === "cross" ? "#f87171" : cheek} opacity={0.75} />
          </g>
        );
      })}
      {mood === "sad" ? (
        <>
          <path d={`M${x - 8} ${my + 5}Q${x} ${my - 3} ${x + 8} ${my + 5}`} {...line} />
          <path d={`M${x - gap - r * 0.6} ${y + r + 1}c-4 5-4 9 0 9s4-4 0-9z`} fill="#e0f2ff" stroke="#2563eb" strokeWidth={1.5} />
        </>
      ) : mood === "cross" ? (
        <path d={`M${x - 9} ${my + 3}q4.5-4 9 0t9 0`} {...line} />
      ) : mood === "proud" ? (
        <path d={`M${x - 10} ${my}Q${x} ${my + 15} ${x + 10} ${my}Z`} fill={INK} stroke={INK} strokeWidth={2} strokeLinejoin="round" />
      ) : mood === "calm" ? (
        <path d={`M${x - 5} ${my + 1}Q${x} ${my + 5} ${x + 5} ${my + 1}`} {...line} />
      ) : (
        <path d={`M${x - 9} ${my}Q${x} ${my + 10} ${x + 9} ${my}`} {...line} />
      )}
    </g>
  );
}

/** Pip: about four, small, round and blue, with big feelings. */
export function Pip({ mood = "happy", className, title }: MonsterProps) {
  const body = { fill: "#6b9cf6", stroke: "#2563eb", strokeWidth: 3, strokeLinejoin: "round" as const };
  return (
    <Frame title={title} className={className}>
      <ellipse cx={45} cy={108} rx={10} ry={6} fill="#2563eb" />
      <ellipse cx={75} cy={108} rx={10} ry={6} fill="#2563eb" />
      <path d="M36 42 30 16 54 32Z" {...body} fill="#a9c6fb" />
      <path d="M84 42 90 16 66 32Z" {...body} fill="#a9c6fb" />
      <ellipse cx={22} cy={mood === "proud" ? 58 : 76} rx={7} ry={10} {...body} />
      <ellipse cx={98} cy={mood === "proud" ? 58 : 76} rx={7} ry={10} {...body} />
      <circle cx={60} cy={68} r={40} {...body} />
      <ellipse cx={60} cy={93} rx={22} ry={11} fill="#e3edff" />
      <path d="M55 29q3-10 11-5" fill="none" stroke="#2563eb" strokeWidth={3} strokeLinecap="round" />
      <Face mood={mood} x={60} y={58} gap={14} r={9} my={74} cheek="#f9a8d4" />
    </Frame>
  );
}

/** Zo: Pip's friend of about seven, tall and purple, who loves being in charge (hence the star). */
export function Zo({ mood = "happy", className, title }: MonsterProps) {
  const body = { fill: "#a88bf5", stroke: "#7c3aed", strokeWidth: 3, strokeLinejoin: "round" as const };
  return (
    <Frame title={title} className={className}>
      <ellipse cx={47} cy={110} rx={10} ry={6} fill="#7c3aed" />
      <ellipse cx={73} cy={110} rx={10} ry={6} fill="#7c3aed" />
      <path d="M44 28 38 4 58 22Z" {...body} fill="#f1e8ff" />
      <path d="M76 28 82 4 62 22Z" {...body} fill="#f1e8ff" />
      {mood === "proud" || mood === "cross" ? (
        <path d="M30 66q-14 8-2 18M90 66q14 8 2 18" fill="none" stroke="#7c3aed" strokeWidth={8} strokeLinecap="round" />
      ) : (
        <>
          <ellipse cx={26} cy={78} rx={7} ry={11} {...body} />
          <ellipse cx={94} cy={78} rx={7} ry={11} {...body} />
        </>
      )}
      <path d="M60 18C84 18 94 44 94 72S80 110 60 110 26 98 26 72 36 18 60 18Z" {...body} />
      <ellipse cx={60} cy={91} rx={21} ry={13} fill="#f1e8ff" />
      <path d="M60 82l2.4 5.2 5.6.3-4.3 3.5 1.3 5.5-5-3-5 3 1.3-5.5-4.3-3.5 5.6-.3Z" fill="#fbbf24" stroke="#c2410c" strokeWidth={1.5} strokeLinejoin="round" />
      <Face mood={mood} x={60} y={52} gap={13} r={8.5} my={68} cheek="#f9a8d4" />
    </Frame>
  );
}

/** Growler: a grown-up monster, gruff voice and soft heart, green with an orange cardigan. */
export function Growler({ mood = "calm", className, title }: MonsterProps) {
  const green = { fill: "#5fb37f", stroke: "#15803d", strokeWidth: 3, strokeLinejoin: "round" as const };
  const knit = { fill: "#f59e5b", stroke: "#c2410c", strokeWidth: 3, strokeLinejoin: "round" as const };
  return (
    <Frame title={title} className={className}>
      <ellipse cx={44} cy={112} rx={12} ry={6} fill="#15803d" />
      <ellipse cx={76} cy={112} rx={12} ry={6} fill="#15803d" />
      <path d="M36 32Q20 28 22 10q8 9 22 12Z" {...green} fill="#e1f6e7" />
      <path d="M84 32q16-4 14-22-8 9-22 12Z" {...green} fill="#e1f6e7" />
      <ellipse cx={16} cy={84} rx={8} ry={15} {...knit} />
      <ellipse cx={104} cy={84} rx={8} ry={15} {...knit} />
      <rect x={18} y={24} width={84} height={88} rx={36} {...green} />
      <path d="M18 68v8a36 36 0 0 0 36 36h12a36 36 0 0 0 36-36v-8Z" {...knit} />
      <path d="M45 68 60 104 75 68Z" fill="#e1f6e7" stroke="#c2410c" strokeWidth={3} strokeLinejoin="round" />
      <circle cx={47} cy={80} r={2.5} fill="#7c2d12" />
      <circle cx={52} cy={92} r={2.5} fill="#7c2d12" />
      <ellipse cx={60} cy={53} rx={5} ry={3} fill="#15803d" />
      <Face mood={mood} x={60} y={44} gap={15} r={8} my={60} cheek="#fca5a5" brows />
    </Frame>
  );
}

/** Bean: Pip's baby sibling, about one, tiny and pear-shaped, orange, with a sprout tuft and one tooth. */
export function Bean({ mood = "happy", className, title }: MonsterProps) {
  const body = { fill: "#fdba74", stroke: "#c2410c", strokeWidth: 3, strokeLinejoin: "round" as const };
  const up = mood === "proud";
  return (
    <Frame title={title} className={className}>
      <circle cx={46} cy={107} r={7} fill="#c2410c" />
      <circle cx={75} cy={105} r={7} fill="#c2410c" />
      <path d="M60 38q-3-8 1-14" fill="none" stroke="#c2410c" strokeWidth={3} strokeLinecap="round" />
      <path d="M61 26q7-9 15-4-6 8-15 4Z" {...body} strokeWidth={2} />
      <ellipse cx={up ? 30 : 28} cy={up ? 64 : 86} rx={6} ry={8} {...body} />
      <ellipse cx={up ? 90 : 92} cy={up ? 64 : 86} rx={6} ry={8} {...body} />
      <path d="M60 36C76 36 82 48 84 58 94 72 96 106 60 106S26 72 36 58C38 48 44 36 60 36Z" {...body} />
      <ellipse cx={60} cy={96} rx={17} ry={7} fill="#ffedd5" />
      <Face mood={mood} x={60} y={64} gap={11} r={8} my={80} cheek="#f9a8d4" />
      {mood === "happy" || up ? <path d={up ? "M57 81h6v3.5a3 3 0 0 1-6 0Z" : "M57 84.5h6v3a3 3 0 0 1-6 0Z"} fill="#fff" stroke={INK} strokeWidth={1.2} /> : null}
    </Frame>
  );
}

/** Nana Moss: a grandparent, round and slightly stooped, soft lilac, curled horns, glasses on a cord, mossy scarf. */
export function NanaMoss({ mood = "calm", className, title }: MonsterProps) {
  const body = { fill: "#c4b5fd", stroke: "#7c3aed", strokeWidth: 3, strokeLinejoin: "round" as const };
  const scarf = { fill: "#9dc183", stroke: "#15803d", strokeWidth: 2.5, strokeLinejoin: "round" as const };
  const horns = "M44 38c-6-10-18-10-20-2-1 6 6 8 9 4M76 38c6-10 18-10 20-2 1 6-6 8-9 4";
  return (
    <Frame title={title} className={className}>
      <ellipse cx={44} cy={112} rx={11} ry={5} fill="#7c3aed" />
      <ellipse cx={76} cy={112} rx={11} ry={5} fill="#7c3aed" />
      <path d={horns} fill="none" stroke="#7c3aed" strokeWidth={9} strokeLinecap="round" />
      <path d={horns} fill="none" stroke="#ede9fe" strokeWidth={4} strokeLinecap="round" />
      <path d="M104 116V76q0-6-6-6" fill="none" stroke="#7c2d12" strokeWidth={3.5} strokeLinecap="round" />
      <ellipse cx={18} cy={mood === "proud" ? 66 : 88} rx={7} ry={10} {...body} />
      <path d="M58 32C86 30 100 56 100 82S84 110 60 110 20 102 20 82 32 33 58 32Z" {...body} />
      <path d="M37 56q-8 16 2 28M83 56q8 16-2 28" fill="none" stroke="#7c3aed" strokeWidth={1.5} />
      <circle cx={47} cy={56} r={10.5} fill="#fff" fillOpacity={0.35} stroke="#7c3aed" strokeWidth={2.5} />
      <circle cx={73} cy={56} r={10.5} fill="#fff" fillOpacity={0.35} stroke="#7c3aed" strokeWidth={2.5} />
      <path d="M57 55q3-3 6 0" fill="none" stroke="#7c3aed" strokeWidth={2.5} />
      <Face mood={mood} x={60} y={56} gap={13} r={7} my={73} cheek="#f9a8d4" />
      <path d="M23 84q37 14 74 0l2 9q-39 16-78 0Z" {...scarf} />
      <path d="M70 95l-2 19h12l4-21Z" {...scarf} />
      <path d="M69 101l12-1M68 107l12-1M70 114v3M75 114v3M80 114v3" fill="none" stroke="#15803d" strokeWidth={2} strokeLinecap="round" />
      <ellipse cx={100} cy={mood === "proud" ? 66 : 76} rx={7} ry={10} {...body} />
    </Frame>
  );
}

/** Teacher Bo: a grown-up teacher, tall and slim, orange, one short horn, a lanyard badge and a pencil behind one ear. */
export function TeacherBo({ mood = "happy", className, title }: MonsterProps) {
  const body = { fill: "#fb923c", stroke: "#c2410c", strokeWidth: 3, strokeLinejoin: "round" as const };
  const up = mood === "proud";
  return (
    <Frame title={title} className={className}>
      <ellipse cx={49} cy={112} rx={9} ry={5} fill="#c2410c" />
      <ellipse cx={71} cy={112} rx={9} ry={5} fill="#c2410c" />
      <path d="M54 18q-2-14 8-14 8 0 4 14Z" {...body} fill="#ffedd5" />
      <g transform="rotate(30 92 34)">
        <rect x={89} y={16} width={7} height={30} fill="#fbbf24" stroke="#c2410c" strokeWidth={2} />
        <path d="M89 46l3.5 8 3.5-8Z" fill="#ffedd5" stroke="#c2410c" strokeWidth={2} strokeLinejoin="round" />
        <rect x={89} y={12} width={7} height={5} rx={1.5} fill="#f9a8d4" stroke="#c2410c" strokeWidth={2} />
      </g>
      {up ? (
        <>
          <path d="M40 68Q16 62 18 26" fill="none" stroke="#c2410c" strokeWidth={13} strokeLinecap="round" />
          <path d="M40 68Q16 62 18 26" fill="none" stroke="#fb923c" strokeWidth={7} strokeLinecap="round" />
        </>
      ) : (
        <ellipse cx={30} cy={82} rx={6} ry={13} {...body} />
      )}
      <ellipse cx={90} cy={82} rx={6} ry={13} {...body} />
      <ellipse cx={34} cy={40} rx={6} ry={8} {...body} />
      <ellipse cx={86} cy={40} rx={6} ry={8} {...body} />
      <rect x={36} y={14} width={48} height={96} rx={24} {...body} />
      <path d="M45 64 60 86 75 64" fill="none" stroke="#2563eb" strokeWidth={3} strokeLinejoin="round" />
      <rect x={51} y={85} width={18} height={14} rx={2} fill="#fff" stroke="#2563eb" strokeWidth={2} />
      <path d="M55 90h10M55 94h7" stroke={INK} strokeWidth={1.5} strokeLinecap="round" />
      <Face mood={mood} x={60} y={40} gap={11} r={7.5} my={55} cheek="#fca5a5" />
    </Frame>
  );
}

/** Kit: five and just starting school, small and square-ish, sunny yellow, round ears, a jumper two sizes too big. */
export function Kit({ mood = "happy", className, title }: MonsterProps) {
  const body = { fill: "#fde68a", stroke: "#c2410c", strokeWidth: 3, strokeLinejoin: "round" as const };
  const jumper = { fill: "#93c5fd", stroke: "#2563eb", strokeWidth: 3, strokeLinejoin: "round" as const };
  const up = mood === "proud";
  return (
    <Frame title={title} className={className}>
      <ellipse cx={46} cy={110} rx={10} ry={6} fill="#c2410c" />
      <ellipse cx={74} cy={110} rx={10} ry={6} fill="#c2410c" />
      <circle cx={32} cy={28} r={10} {...body} />
      <circle cx={88} cy={28} r={10} {...body} />
      <circle cx={32} cy={28} r={4.5} fill="#fcd34d" />
      <circle cx={88} cy={28} r={4.5} fill="#fcd34d" />
      <rect x={28} y={22} width={64} height={58} rx={22} {...body} />
      <path d="M24 80q0-10 12-12h48q12 2 12 12v22q0 8-8 8H32q-8 0-8-8Z" {...jumper} />
      <path d={up ? "M26 80q-14-10-10-30" : "M26 82q-10 8-8 22"} fill="none" stroke="#2563eb" strokeWidth={13} strokeLinecap="round" />
      <path d={up ? "M26 80q-14-10-10-30" : "M26 82q-10 8-8 22"} fill="none" stroke="#93c5fd" strokeWidth={7} strokeLinecap="round" />
      <path d={up ? "M94 80q14-10 10-30" : "M94 82q10 8 8 22"} fill="none" stroke="#2563eb" strokeWidth={13} strokeLinecap="round" />
      <path d={up ? "M94 80q14-10 10-30" : "M94 82q10 8 8 22"} fill="none" stroke="#93c5fd" strokeWidth={7} strokeLinecap="round" />
      <path d="M50 70q10 6 20 0" fill="none" stroke="#2563eb" strokeWidth={3} strokeLinecap="round" />
      <Face mood={mood} x={60} y={44} gap={13} r={8} my={60} cheek="#fca5a5" />
      {mood === "happy" ? <rect x={58.5} y={62} width={3} height={4} fill="#fde68a" /> : null}
    </Frame>
  );
}

/** Tully: six, slim and soft teal, long floppy ears folded down when the world is loud, a train badge. */
export function Tully({ mood = "calm", className, title }: MonsterProps) {
  const body = { fill: "#99f6e4", stroke: "#15803d", strokeWidth: 3, strokeLinejoin: "round" as const };
  const earsDown = mood === "sad" || mood === "cross";
  return (
    <Frame title={title} className={className}>
      <ellipse cx={48} cy={111} rx={9} ry={5} fill="#15803d" />
      <ellipse cx={72} cy={111} rx={9} ry={5} fill="#15803d" />
      <path d={earsDown ? "M40 30Q18 34 20 62q10-4 18-20Z" : "M42 28Q30 4 18 10q4 16 20 26Z"} {...body} />
      <path d={earsDown ? "M80 30Q102 34 100 62q-10-4-18-20Z" : "M78 28Q90 4 102 10q-4 16-20 26Z"} {...body} />
      <ellipse cx={28} cy={mood === "proud" ? 62 : 84} rx={6} ry={11} {...body} />
      <ellipse cx={92} cy={mood === "proud" ? 62 : 84} rx={6} ry={11} {...body} />
      <path d="M60 20C80 20 88 38 88 64S80 110 60 110 32 90 32 64 40 20 60 20Z" {...body} />
      <path d="M38 80h44M36 90h48M38 100h44" stroke="#5eead4" strokeWidth={4} strokeLinecap="round" />
      <rect x={64} y={74} width={14} height={9} rx={2} fill="#fbbf24" stroke="#c2410c" strokeWidth={1.5} />
      <circle cx={67} cy={84} r={2} fill={INK} />
      <circle cx={75} cy={84} r={2} fill={INK} />
      <Face mood={mood} x={60} y={46} gap={12} r={7.5} my={62} cheek="#f9a8d4" />
    </Frame>
  );
}

/** An arm drawn as a bent stroke: outline first, then the fill colour inside it. */
function Limb({ d, fill, stroke, width = 12 }: { d: string; fill: string; stroke: string; width?: number }) {
  return (
    <>
      <path d={d} fill="none" stroke={stroke} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round" />
      <path d={d} fill="none" stroke={fill} strokeWidth={width - 6} strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

/** Dot: a baby of about six months, tiny, round and peach, a fuzz of hair, two nub horns, a fist never far from the mouth. */
export function Dot({ mood = "happy", className, title }: MonsterProps) {
  const PEACH = "#fed7aa";
  const body = { fill: PEACH, stroke: "#c2410c", strokeWidth: 3, strokeLinejoin: "round" as const };
  // Calm: the fist is in the mouth; happy: gnawed at the corner; sad and cross: arms up to be held; proud: both up.
  const fist = mood === "calm" ? { x: 60, y: 80 } : mood === "happy" ? { x: 73, y: 82 } : null;
  const reaching = mood === "sad" || mood === "cross";
  return (
    <Frame title={title} className={className}>
      <ellipse cx={40} cy={40} rx={6} ry={8} transform="rotate(-35 40 40)" {...body} fill="#ffedd5" />
      <ellipse cx={80} cy={40} rx={6} ry={8} transform="rotate(35 80 40)" {...body} fill="#ffedd5" />
      {mood === "proud" ? (
        <>
          <Limb d="M32 70Q20 60 22 44" fill={PEACH} stroke="#c2410c" />
          <Limb d="M88 70Q100 60 98 44" fill={PEACH} stroke="#c2410c" />
        </>
      ) : reaching ? (
        <>
          <Limb d="M30 76Q16 70 14 56" fill={PEACH} stroke="#c2410c" />
          <Limb d="M90 76Q104 70 106 56" fill={PEACH} stroke="#c2410c" />
        </>
      ) : (
        <Limb d="M30 80Q18 88 22 98" fill={PEACH} stroke="#c2410c" />
      )}
      <circle cx={60} cy={72} r={36} {...body} />
      <path d="M27.75 88Q60 98 92.25 88A36 36 0 0 1 27.75 88Z" fill="#fff7ed" stroke="#c2410c" strokeWidth={2.5} strokeLinejoin="round" />
      <path d="M34 95.5l6-1.5M86 95.5l-6-1.5" stroke="#c2410c" strokeWidth={2} strokeLinecap="round" />
      <path d="M50 38q0-7 6-6M57 36q2-8 8-5M64 37q4-6 8-2" fill="none" stroke="#c2410c" strokeWidth={2.5} strokeLinecap="round" />
      <ellipse cx={41} cy={106} rx={11} ry={7} {...body} />
      <ellipse cx={79} cy={106} rx={11} ry={7} {...body} />
      <Face mood={mood} x={60} y={63} gap={13} r={9} my={78} cheek="#f9a8d4" />
      {fist ? (
        <>
          <Limb d={`M92 88Q${fist.x + 14} ${fist.y + 10} ${fist.x + 4} ${fist.y + 2}`} fill={PEACH} stroke="#c2410c" />
          <circle cx={fist.x} cy={fist.y} r={7} {...body} strokeWidth={2.5} />
          <path d={`M${fist.x - 4} ${fist.y - 3}q2 3 0 6M${fist.x} ${fist.y - 4}q2 4 0 8`} fill="none" stroke="#c2410c" strokeWidth={1.5} strokeLinecap="round" />
        </>
      ) : null}
    </Frame>
  );
}

/** Rumi: ten, lanky and forest green, one bent antenna, freckles, a badge-covered backpack, headphones round the neck. */
export function Rumi({ mood = "happy", className, title }: MonsterProps) {
  const GREEN = "#86efac";
  const body = { fill: GREEN, stroke: "#15803d", strokeWidth: 3, strokeLinejoin: "round" as const };
  const pack = { fill: "#fb923c", stroke: "#c2410c", strokeWidth: 3, strokeLinejoin: "round" as const };
  const freckles = [
    [55, 53],
    [60, 51.5],
    [65, 53],
    [39, 53],
    [81, 53],
  ];
  return (
    <Frame title={title} className={className}>
      <Limb d="M51 98v10M69 98v10" fill={GREEN} stroke="#15803d" width={11} />
      <ellipse cx={49} cy={112} rx={9} ry={5} fill="#15803d" />
      <ellipse cx={71} cy={112} rx={9} ry={5} fill="#15803d" />
      <path d="M57 22 55 9 67 5" fill="none" stroke="#15803d" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={69} cy={5} r={4} {...body} strokeWidth={2.5} />
      <rect x={68} y={40} width={36} height={50} rx={10} {...pack} />
      <circle cx={96} cy={52} r={4} fill="#fde047" stroke="#c2410c" strokeWidth={1.5} />
      <circle cx={97} cy={65} r={4} fill="#93c5fd" stroke="#2563eb" strokeWidth={1.5} />
      <circle cx={95} cy={78} r={4} fill="#f9a8d4" stroke="#be185d" strokeWidth={1.5} />
      {mood === "proud" ? (
        <>
          <Limb d="M40 72Q24 62 24 36" fill={GREEN} stroke="#15803d" width={11} />
          <Limb d="M80 72Q96 62 96 36" fill={GREEN} stroke="#15803d" width={11} />
        </>
      ) : mood === "cross" ? null : (
        <ellipse cx={30} cy={76} rx={5} ry={16} {...body} />
      )}
      <rect x={36} y={20} width={48} height={82} rx={24} {...body} />
      <path d="M43 72q-2 10 1 20M77 72q2 10-1 20" fill="none" stroke="#c2410c" strokeWidth={4} strokeLinecap="round" />
      <path d="M45 68Q60 82 75 68" fill="none" stroke="#334155" strokeWidth={4} strokeLinecap="round" />
      <rect x={38} y={63} width={10} height={14} rx={4} fill="#7c3aed" stroke={INK} strokeWidth={2} />
      <rect x={72} y={63} width={10} height={14} rx={4} fill="#7c3aed" stroke={INK} strokeWidth={2} />
      <Face mood={mood} x={60} y={44} gap={11} r={7.5} my={57} cheek="#f9a8d4" />
      {freckles.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={1.5} fill="#15803d" />
      ))}
      {mood === "cross" ? (
        <Limb d="M34 86Q60 96 86 86" fill={GREEN} stroke="#15803d" width={11} />
      ) : mood === "proud" ? null : (
        <ellipse cx={90} cy={76} rx={5} ry={16} {...body} />
      )}
    </Frame>
  );
}

/** Ash: twelve, stocky and slate blue, short curled horns, a football shirt and scuffed trainers. */
export function Ash({ mood = "calm", className, title }: MonsterProps) {
  const BLUE = "#93c5fd";
  const body = { fill: BLUE, stroke: "#2563eb", strokeWidth: 3, strokeLinejoin: "round" as const };
  const shirt = { fill: "#22c55e", stroke: "#15803d", strokeWidth: 3, strokeLinejoin: "round" as const };
  const horns = "M40 30q-9-2-8-10 2-5 7-3 3 3 0 5M80 30q9-2 8-10-2-5-7-3-3 3 0 5";
  return (
    <Frame title={title} className={className}>
      <path d={horns} fill="none" stroke="#2563eb" strokeWidth={11} strokeLinecap="round" strokeLinejoin="round" />
      <path d={horns} fill="none" stroke="#dbeafe" strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
      {mood === "proud" ? (
        <>
          <Limb d="M28 72Q10 62 14 34" fill={BLUE} stroke="#2563eb" width={14} />
          <Limb d="M92 72Q110 62 106 34" fill={BLUE} stroke="#2563eb" width={14} />
        </>
      ) : mood === "cross" ? null : (
        <>
          <ellipse cx={17} cy={84} rx={8} ry={13} {...body} />
          <ellipse cx={103} cy={84} rx={8} ry={13} {...body} />
          <path d="M10 78q7-10 16-4v6q-8-4-16 2Z" {...shirt} strokeWidth={2.5} />
          <path d="M110 78q-7-10-16-4v6q8-4 16 2Z" {...shirt} strokeWidth={2.5} />
        </>
      )}
      <rect x={22} y={24} width={76} height={82} rx={30} {...body} />
      <path d="M22 72h76v4a30 30 0 0 1-30 30H52a30 30 0 0 1-30-30Z" {...shirt} />
      <path d="M50 72 60 83 70 72" fill="#fff" stroke="#15803d" strokeWidth={2.5} strokeLinejoin="round" />
      <path d="M53 88h13l-7 13" fill="none" stroke="#fff" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
      {mood === "cross" ? <Limb d="M26 88Q60 100 94 88" fill={BLUE} stroke="#2563eb" width={14} /> : null}
      <Face mood={mood} x={60} y={48} gap={15} r={8} my={63} cheek="#f9a8d4" />
      {[43, 77].map((x) => (
        <g key={x}>
          <path d={`M${x - 13} 112q0-13 13-13t13 13v2a2 2 0 0 1-2 2H${x - 11}a2 2 0 0 1-2-2Z`} fill="#f8fafc" stroke={INK} strokeWidth={2.5} strokeLinejoin="round" />
          <path d={`M${x - 13} 111.5h26`} stroke={INK} strokeWidth={2} />
          <path d={`M${x - 4} 103h8M${x - 5} 106.5h10`} stroke="#2563eb" strokeWidth={2} strokeLinecap="round" />
        </g>
      ))}
      <path d="M34 107q3-2 5 1M83 105q2 2 1 4" fill="none" stroke="#a8a29e" strokeWidth={2} strokeLinecap="round" />
    </Frame>
  );
}

/** Juno: fourteen, tall and purple-grey, a swept-over fringe hiding one horn, a hoodie, her phone in her hand. */
export function Juno({ mood = "calm", className, title }: MonsterProps) {
  const LILAC = "#c4b5fd";
  const body = { fill: LILAC, stroke: "#7c3aed", strokeWidth: 3, strokeLinejoin: "round" as const };
  const HOOD = "#2dd4bf";
  const hoodie = { fill: HOOD, stroke: "#0f766e", strokeWidth: 3, strokeLinejoin: "round" as const };
  return (
    <Frame title={title} className={className}>
      <ellipse cx={49} cy={113} rx={9} ry={5} fill="#7c3aed" />
      <ellipse cx={71} cy={113} rx={9} ry={5} fill="#7c3aed" />
      <path d="M71 22q5-14 13-18 1 12-5 22Z" {...body} fill="#ede9fe" />
      {mood === "proud" ? (
        <Limb d="M34 80Q16 70 20 40" fill={HOOD} stroke="#0f766e" width={13} />
      ) : mood === "cross" ? null : (
        <ellipse cx={28} cy={90} rx={6} ry={14} {...hoodie} />
      )}
      <path d="M60 14C80 14 88 34 88 60S84 110 60 110 32 86 32 60 40 14 60 14Z" {...body} />
      <path d="M30 78q0-10 12-12h36q12 2 12 12v24q0 10-10 10H40q-10 0-10-10Z" {...hoodie} />
      <path d="M40 66q20 12 40 0" fill="none" stroke="#0f766e" strokeWidth={8} strokeLinecap="round" />
      <path d="M40 66q20 12 40 0" fill="none" stroke="#99f6e4" strokeWidth={3} strokeLinecap="round" />
      <path d="M54 74v12M66 74v12" stroke="#f8fafc" strokeWidth={2} strokeLinecap="round" />
      <path d="M45 96h30l-4 10H49Z" fill="none" stroke="#0f766e" strokeWidth={2.5} strokeLinejoin="round" />
      <path
        d="M33 58C26 36 36 12 60 12 72 12 80 16 84 24 72 20 62 22 54 27 44 33 38 42 33 58Z"
        fill="#7c3aed"
        stroke="#4c1d95"
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      <path d="M46 20q-8 8-10 22M58 17q-10 5-15 14" fill="none" stroke="#a78bfa" strokeWidth={2} strokeLinecap="round" />
      <Face mood={mood} x={60} y={44} gap={12} r={7.5} my={57} cheek="#f9a8d4" />
      {mood === "cross" ? <Limb d="M32 88Q58 98 82 90" fill={HOOD} stroke="#0f766e" width={13} /> : null}
      <ellipse cx={92} cy={86} rx={6} ry={13} {...hoodie} />
      <circle cx={93} cy={100} r={6} {...body} strokeWidth={2.5} />
      <g transform="rotate(-12 92 94)">
        <rect x={85} y={82} width={15} height={24} rx={3} fill={INK} />
        <rect x={87} y={85} width={11} height={17} rx={1.5} fill="#a5f3fc" />
      </g>
      <ellipse cx={86} cy={97} rx={3} ry={4.5} {...body} strokeWidth={2} />
    </Frame>
  );
}

/** The cast's drawings (content/cast.md): every character has their own. Scene cards pick from them too. */
export const CAST_DRAWINGS: Record<Character, ComponentType<MonsterProps>> = {
  pip: Pip,
  zo: Zo,
  growler: Growler,
  bean: Bean,
  "nana-moss": NanaMoss,
  "teacher-bo": TeacherBo,
  kit: Kit,
  tully: Tully,
  dot: Dot,
  rumi: Rumi,
  ash: Ash,
  juno: Juno,
};

/** The child a lesson is about, from its `character` (shared/rules/lesson-character); Pip for a lesson naming none. */
export function LessonCharacter({ character, ...props }: MonsterProps & { character: Character | undefined }) {
  const Drawing = character ? CAST_DRAWINGS[character] : Pip;
  return <Drawing {...props} />;
}
