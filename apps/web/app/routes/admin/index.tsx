import { redirect } from 'react-router';

/** /admin opens the dashboard. */
export function loader() {
  return redirect('/admin/dashboard');
}

export default function AdminIndex() {
  return null;
}
