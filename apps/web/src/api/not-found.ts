/** Whether a call failed because what it asked for does not exist (HTTP 404, or the envelope's code 404). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'httpStatus' in error &&
    ((error as { httpStatus: number }).httpStatus === 404 ||
      (error as { envelope?: { code?: number } }).envelope?.code === 404)
  );
}
