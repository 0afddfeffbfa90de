export { CareersPage } from './CareersPage';
export { JobDetailPage } from './JobDetailPage';
