/** Landing screen (being written). */
export default function Landing() {
  return <div className="page"><h1>Landing</h1></div>;
}
