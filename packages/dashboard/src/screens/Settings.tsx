/** Settings screen (being written). */
export default function Settings() {
  return <div className="page"><h1>Settings</h1></div>;
}
