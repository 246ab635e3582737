/** A mailto link that may wrap only before the @, so a long address never breaks mid-word. */
export function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <a href={`mailto:${email}`} className="break-words text-brand-800 underline underline-offset-2">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </a>
  );
}
