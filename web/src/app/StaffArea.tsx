/** The admin feature behind the auth feature's staff guard; loaded lazily with the admin chunk. */
import AdminArea from '../features/admin/AdminArea';
import { RequireStaff } from '../features/auth/guards';

export default function StaffArea() {
  return (
    <RequireStaff>
      <AdminArea />
    </RequireStaff>
  );
}
