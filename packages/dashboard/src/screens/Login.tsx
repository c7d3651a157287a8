/** Login screen (being written). */
export default function Login() {
  return <div className="page"><h1>Login</h1></div>;
}
