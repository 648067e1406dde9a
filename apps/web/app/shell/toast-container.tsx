import { TOAST_AUTO_CLOSE_MS } from '@print/core/constants';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

/**
 * Spec §2 "Wrapper on every screen": the toast area with exactly the specified behaviour. No progress
 * bar, not even a hidden one (`customProgressBar`): each toast's message closes it after the time
 * (ui/toast-content.tsx).
 */
export function ToastArea() {
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      customProgressBar
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable={false}
      theme="light"
    />
  );
}
