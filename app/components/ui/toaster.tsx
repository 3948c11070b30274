import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Spec: bottom-right, light by default, dismissible, Alt+T, "Notifications", 5000 ms. */
export function Toaster(props: ToasterProps) {
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
