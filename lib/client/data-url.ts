/**
 * A blob as a data: URL, for images that come through /api (X-CSRF header) and so cannot be an
 * <img src> directly: the logo, news images, lesson images. No object URL to revoke; these are
 * small (the server limits them).
 */
export function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("FileReader"));
    reader.readAsDataURL(blob);
  });
}
