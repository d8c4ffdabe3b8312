/** A light placeholder while a lazy page loads (no antd: keeps the first screen small). */
export function PageLoading() {
  return (
    <div role="progressbar" aria-busy="true" style={{ padding: 48, textAlign: 'center', color: '#909399' }}>
      …
    </div>
  );
}
