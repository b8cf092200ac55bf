// @peculiar/x509 uses tsyringe, which needs the Reflect metadata polyfill loaded first.
import "reflect-metadata";
import { createPrivateKey, webcrypto, X509Certificate as NodeCertificaat } from "node:crypto";
import * as x509 from "@peculiar/x509";

/**
 * X.509 for the connector (Nedap Ons style mutual TLS): the customer's key and certificate
 * signing request, and the checks on the certificate the vendor sends back. Requests and
 * certificates are built with @peculiar/x509 (node:crypto parses certificates but cannot write a
 * CSR); keys come from WebCrypto (RSA 4096, SHA-256). No hand-written ASN.1.
 */
x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export const SLEUTEL_BITS = 4096;
const ALG = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
const OID_EMAIL = "1.2.840.113549.1.9.1";

/** Subject of the request: CN/OU/O/L/ST/C and e-mail, all filled (the vendor requires them). */
export interface Onderwerp {
  cn: string;
  ou: string;
  o: string;
  l: string;
  st: string;
  c: string;
  email: string;
}

function naam(o: Onderwerp): x509.Name {
  return new x509.Name([{ CN: [o.cn] }, { OU: [o.ou] }, { O: [o.o] }, { L: [o.l] }, { ST: [o.st] }, { C: [o.c] }, { [OID_EMAIL]: [o.email] }]);
}

async function rsaSleutels(bits = SLEUTEL_BITS): Promise<CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey({ ...ALG, modulusLength: bits, publicExponent: new Uint8Array([1, 0, 1]) }, true, ["sign", "verify"])) as CryptoKeyPair;
}

function pem(label: string, der: ArrayBuffer): string {
  const b64 = Buffer.from(der).toString("base64").replace(/(.{64})/g, "$1\n").replace(/\n$/, "");
  return `-----BEGIN ${label}-----\n${b64}\n-----END ${label}-----\n`;
}

async function privatePem(key: CryptoKey): Promise<string> {
  return pem("PRIVATE KEY", await webcrypto.subtle.exportKey("pkcs8", key));
}

async function importeerPrivate(privateKeyPem: string): Promise<CryptoKey> {
  const der = createPrivateKey(privateKeyPem).export({ format: "der", type: "pkcs8" });
  return webcrypto.subtle.importKey("pkcs8", der, ALG, false, ["sign"]) as Promise<CryptoKey>;
}

/** A new RSA key and a CSR for it; the key is PEM (PKCS#8) for the caller to encrypt. */
export async function maakSleutelEnCsr(onderwerp: Onderwerp, bits = SLEUTEL_BITS): Promise<{ csrPem: string; privateKeyPem: string }> {
  const keys = await rsaSleutels(bits);
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: naam(onderwerp), keys, signingAlgorithm: ALG });
  return { csrPem: csr.toString("pem") + "\n", privateKeyPem: await privatePem(keys.privateKey) };
}

/** The subject fields of a stored CSR (to renew with the same subject). */
export function csrOnderwerp(csrPem: string): Onderwerp {
  const csr = new x509.Pkcs10CertificateRequest(csrPem);
  const veld = (type: string) => csr.subjectName.getField(type)[0] ?? "";
  return { cn: veld("CN"), ou: veld("OU"), o: veld("O"), l: veld("L"), st: veld("ST"), c: veld("C"), email: veld(OID_EMAIL) };
}

export type CertificaatFout = "geenPem" | "ongeldig" | "sleutelPastNiet" | "verlopen" | "nogNietGeldig";

export interface CertificaatInfo {
  onderwerp: string;
  uitgever: string;
  geldigVanaf: Date;
  geldigTot: Date;
  serienummer: string;
}

/**
 * The checks on an uploaded certificate: it is PEM, parses as X.509, belongs to the stored key
 * and is valid now. Answers the reason when it is not.
 */
export function controleerCertificaat(certPem: string, privateKeyPem: string, nu = new Date()): { ok: true; info: CertificaatInfo; pem: string } | { ok: false; fout: CertificaatFout } {
  const blok = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(certPem);
  if (!blok) return { ok: false, fout: "geenPem" };
  let cert: NodeCertificaat;
  try {
    cert = new NodeCertificaat(blok[0]);
  } catch {
    return { ok: false, fout: "ongeldig" };
  }
  if (!cert.checkPrivateKey(createPrivateKey(privateKeyPem))) return { ok: false, fout: "sleutelPastNiet" };
  const vanaf = new Date(cert.validFrom);
  const tot = new Date(cert.validTo);
  if (tot.getTime() <= nu.getTime()) return { ok: false, fout: "verlopen" };
  if (vanaf.getTime() > nu.getTime()) return { ok: false, fout: "nogNietGeldig" };
  return {
    ok: true,
    pem: `${blok[0]}\n`,
    info: { onderwerp: cert.subject.replace(/\n/g, ", "), uitgever: cert.issuer.replace(/\n/g, ", "), geldigVanaf: vanaf, geldigTot: tot, serienummer: cert.serialNumber },
  };
}

// ---------------------------------------------------------------------------------------------
// A certificate authority of our own: the SIS simulator and the tests sign with it.
// ---------------------------------------------------------------------------------------------

export interface Ca {
  certPem: string;
  privateKeyPem: string;
}

function serienummer(): string {
  const b = webcrypto.getRandomValues(new Uint8Array(16));
  b[0] = b[0]! & 0x7f;
  return Buffer.from(b).toString("hex");
}

/** A self-signed CA (RSA 2048: it only signs test certificates). */
export async function maakCa(cn: string, dagen = 3650): Promise<Ca> {
  const keys = await rsaSleutels(2048);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serienummer(),
    name: `CN=${cn}`,
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + dagen * 86_400_000),
    keys,
    signingAlgorithm: ALG,
    extensions: [new x509.BasicConstraintsExtension(true, undefined, true), new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true)],
  });
  return { certPem: cert.toString("pem") + "\n", privateKeyPem: await privatePem(keys.privateKey) };
}

/** Signs a CSR as the vendor does: a client certificate with the request's subject. */
export async function tekenCsr(ca: Ca, csrPem: string, opties: { vanaf?: Date; tot?: Date } = {}): Promise<string> {
  const csr = new x509.Pkcs10CertificateRequest(csrPem);
  if (!(await csr.verify())) throw new Error("De handtekening van het CSR klopt niet.");
  const caCert = new x509.X509Certificate(ca.certPem);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serienummer(),
    subject: csr.subjectName,
    issuer: caCert.subjectName,
    notBefore: opties.vanaf ?? new Date(Date.now() - 60_000),
    notAfter: opties.tot ?? new Date(Date.now() + 365 * 86_400_000),
    publicKey: csr.publicKey,
    signingKey: await importeerPrivate(ca.privateKeyPem),
    signingAlgorithm: ALG,
    extensions: [new x509.BasicConstraintsExtension(false), new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.clientAuth])],
  });
  return cert.toString("pem") + "\n";
}

/** A server certificate for the simulator (localhost and 127.0.0.1), signed by the CA. */
export async function maakServerCertificaat(ca: Ca, hosts: string[] = ["localhost", "127.0.0.1"]): Promise<{ certPem: string; privateKeyPem: string }> {
  const keys = await rsaSleutels(2048);
  const caCert = new x509.X509Certificate(ca.certPem);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serienummer(),
    subject: `CN=${hosts[0]}`,
    issuer: caCert.subjectName,
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 3650 * 86_400_000),
    publicKey: keys.publicKey,
    signingKey: await importeerPrivate(ca.privateKeyPem),
    signingAlgorithm: ALG,
    extensions: [
      new x509.BasicConstraintsExtension(false),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(hosts.map((h) => (/^\d+\.\d+\.\d+\.\d+$/.test(h) ? { type: "ip" as const, value: h } : { type: "dns" as const, value: h }))),
    ],
  });
  return { certPem: cert.toString("pem") + "\n", privateKeyPem: await privatePem(keys.privateKey) };
}
