import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

/** Spec §9: top-right, close after 5000 ms, pause on hover, draggable, dismissed at 80 %. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      draggable
      draggablePercent={80}
      newestOnTop
    />
  );
}
