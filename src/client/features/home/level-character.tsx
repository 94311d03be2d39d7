import { Bean, Growler, NanaMoss, Pip, Zo, type MonsterProps } from "../../components/art/monsters";

/**
 * The character on each level's banner on the home path, by the level's place in the curriculum: Pip for big
 * feelings, Zo for choices, Growler for limits, Nana Moss for routines, Bean for siblings, and Pip again, calm,
 * for the parent's own calm. Levels beyond these take the cast in turn.
 */
const CAST: Array<(props: MonsterProps) => React.JSX.Element> = [
  (props) => <Pip mood="happy" {...props} />,
  (props) => <Zo mood="proud" {...props} />,
  (props) => <Growler mood="calm" {...props} />,
  (props) => <NanaMoss mood="happy" {...props} />,
  (props) => <Bean mood="happy" {...props} />,
  (props) => <Pip mood="calm" {...props} />,
];

export function LevelCharacter({ order, className }: { order: number; className?: string }) {
  const Character = CAST[(Math.max(order, 1) - 1) % CAST.length]!;
  return <Character className={className} />;
}
