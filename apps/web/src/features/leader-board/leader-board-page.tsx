export default function Placeholder() {
  return <main className="p-8">leader-board-page</main>;
}
