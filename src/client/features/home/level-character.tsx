import { Bean, Dot, Growler, Juno, NanaMoss, Pip, Rumi, Zo, type MonsterProps } from "../../components/art/monsters";

/**
 * The character on each level's banner on the home path, by the level's place in the curriculum: Pip for big
 * feelings, Zo for choices, Growler for limits, Nana Moss for routines, Bean for siblings, and Pip again, calm,
 * for the parent's own calm; then the age levels' own children: Dot for babies and toddlers, Rumi for nine to twelve,
 * Juno for teens. Levels beyond these take the cast in turn.
 */
const CAST: Array<(props: MonsterProps) => React.JSX.Element> = [
  (props) => <Pip mood="happy" {...props} />,
  (props) => <Zo mood="proud" {...props} />,
  (props) => <Growler mood="calm" {...props} />,
  (props) => <NanaMoss mood="happy" {...props} />,
  (props) => <Bean mood="happy" {...props} />,
  (props) => <Pip mood="calm" {...props} />,
  (props) => <Dot mood="happy" {...props} />,
  (props) => <Rumi mood="happy" {...props} />,
  (props) => <Juno mood="calm" {...props} />,
];

export function LevelCharacter({ order, className }: { order: number; className?: string }) {
  const Character = CAST[(Math.max(order, 1) - 1) % CAST.length]!;
  return <Character className={className} />;
}
