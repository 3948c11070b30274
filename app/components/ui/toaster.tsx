import { useEffect } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Notifications: bottom right, light, dismissible, reached with Alt+T, labelled "Notifications", 5000 ms. */
export function Toaster({ onMounted, ...props }: ToasterProps & { onMounted?: () => void }) {
  useEscapeLeavesToasts();
  // Sonner subscribes in its own effect, which runs before this parent effect.
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <Sonner
      position="bottom-right"
      theme="light"
      closeButton
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      duration={5000}
      {...props}
    />
  );
}

/**
 * Sonner only collapses the stack on Escape; we want Escape to leave the region. Blurring
 * lets sonner hand focus back to where it was before Alt+T.
 */
function useEscapeLeavesToasts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement;
      if (event.key === "Escape" && active instanceof HTMLElement && active.closest("[data-sonner-toaster]")) {
        active.blur();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
