// Receivers decode RFC 2047 encoded words in a subject: "=?UTF-8?B?...?=" becomes whatever its
// base64 says, a line break and "Bcc: ..." included. Nodemailer sends a valid encoded word as it
// is (so callers may hand it text already encoded), so a name typed into a form as one would be
// decoded by the committee's mail program. Our subjects are plain text: one that holds "=?" is
// encoded whole here, so a receiver decodes it once, to exactly the characters that were typed.
// Nodemailer's own encoder splits it into words short enough for RFC 2047 (75 characters).

export async function plainSubject(subject: string): Promise<string> {
  if (!subject.includes("=?")) return subject;
  const { encodeWord } = await import("nodemailer/lib/mime-funcs");
  return encodeWord(subject, "B", 52);
}
