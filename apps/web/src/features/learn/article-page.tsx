export default function Placeholder() {
  return <main className="p-8">article-page</main>;
}
