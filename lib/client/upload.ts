import { ApiError, buildUrl, errorNameForStatus, readCookie } from "@/lib/client/api";

/**
 * A multipart upload that reports its progress (fetch cannot): the answer's JSON, or an ApiError
 * with the server's message (already in the administration's language and terms), which the
 * kit's one error text (useFoutTekst) shows. Used by the EDEX and the spreadsheet importer.
 */
export function uploadMetVoortgang<T>(pad: string, admnr: number, form: FormData, onProgress: (fractie: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(pad, { administratieNr: admnr }));
    xhr.setRequestHeader("X-CSRF", "1");
    const xsrf = readCookie("XSRF-TOKEN");
    if (xsrf !== undefined) xhr.setRequestHeader("X-XSRF-TOKEN", xsrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        const message = (data as { message?: string } | undefined)?.message ?? "";
        reject(new ApiError({ name: errorNameForStatus(xhr.status), status: xhr.status, message, data, url: pad }));
      }
    };
    xhr.onerror = () => reject(new ApiError({ name: "NETWORK_ERROR", status: 0, message: "", url: pad }));
    xhr.send(form);
  });
}
