export default function Placeholder() {
  return <main className="p-8">privacy-page</main>;
}
