export function CareersPage() {
  return null;
}
export function JobDetailPage() {
  return null;
}
