/** Hands a file the api answered (fetched with the session's token: a plain link would carry none) to the browser as a download. */

/** The file name from the answer's Content-Disposition, else `fallbackName`; returns the name used. */
export function saveDownload(file: Blob, response: Response, fallbackName: string): string {
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
