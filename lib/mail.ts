import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const FROM = process.env.MAIL_FROM ?? "Leerroute <noreply@leerroute.local>";

/**
 * Sends through SMTP_URL when it is set (docker-compose points it at Mailpit); otherwise the
 * mail is printed, so a local run without a mail server still shows activation links.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const smtp = process.env.SMTP_URL;
  if (!smtp) {
    console.log(`\n[mail] aan ${mail.to}: ${mail.subject}\n${mail.text}\n`);
    return;
  }
  const transport = nodemailer.createTransport(smtp);
  await transport.sendMail({ from: FROM, ...mail });
}

export function appUrl(pathname: string): string {
  const base = process.env.APP_URL ?? process.env.AUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return new URL(pathname, base).toString();
}
