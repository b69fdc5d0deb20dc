export default function Placeholder() {
  return <main className="p-8">not-found-page</main>;
}
