/** An e-mail address that, when it must wrap, wraps after the @ rather than inside a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="break-words">{email}</span>;
  return (
    <span className="break-words">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
