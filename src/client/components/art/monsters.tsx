import type { ReactNode } from "react";

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
