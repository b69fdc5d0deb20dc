export default function Placeholder() {
  return <main className="p-8">terms-page</main>;
}
