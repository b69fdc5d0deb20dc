export default function Placeholder() {
  return <main className="p-8">about-page</main>;
}
